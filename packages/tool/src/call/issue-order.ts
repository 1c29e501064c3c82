import type { Issue } from "@tinyllm/types";
import { compareCodeUnits } from "../define/prepare-schema.js";

/**
 * Sorts issues by path, then message, comparing code units, except that array indexes compare as
 * numbers: `$.tags[2]` comes before `$.tags[10]`. A new array; the input is not changed.
 */
export function sortIssues<T extends Issue>(issues: readonly T[]): T[] {
  if (issues.length < 2) return [...issues];
  const keyed = issues.map((issue) => ({ issue, segments: pathSegments(issue.path) }));
  keyed.sort((left, right) => {
    const order = compareSegments(left.segments, right.segments);
    return order !== 0 ? order : compareCodeUnits(left.issue.message, right.issue.message);
  });
  return keyed.map((entry) => entry.issue);
}

/** A path in pieces: array indexes as numbers, every other piece as its text (`.name`, `["a b"]`). */
export function pathSegments(path: string): (string | number)[] {
  const segments: (string | number)[] = [];
  let index = path.startsWith("$") ? 1 : 0;
  while (index < path.length) {
    const start = index;
    if (path[index] === "[" && isDigit(path.charCodeAt(index + 1))) {
      let end = index + 1;
      while (isDigit(path.charCodeAt(end))) end++;
      if (path[end] === "]") {
        segments.push(Number(path.slice(index + 1, end)));
        index = end + 1;
        continue;
      }
    }
    if (path[index] === "[" && path[index + 1] === '"') {
      // A JSON-quoted name: up to the closing quote that is not escaped, then "]".
      let end = index + 2;
      while (end < path.length && path[end] !== '"') end += path[end] === "\\" ? 2 : 1;
      index = Math.min(path.length, end + 2);
    } else {
      index++;
      while (index < path.length && path[index] !== "." && path[index] !== "[") index++;
    }
    segments.push(path.slice(start, index));
  }
  return segments;
}

/** Whether a UTF-16 code unit is an ASCII digit. */
export function isDigit(unit: number): boolean {
  return unit >= 0x30 && unit <= 0x39;
}

/** Piece by piece; a shorter path first; names (`.x`, `["x"]`) before indexes, as in code units. */
function compareSegments(left: (string | number)[], right: (string | number)[]): number {
  const length = Math.min(left.length, right.length);
  for (let index = 0; index < length; index++) {
    const a = left[index] as string | number;
    const b = right[index] as string | number;
    if (a === b) continue;
    if (typeof a === "number" && typeof b === "number") return a - b;
    if (typeof a === "number") return 1;
    if (typeof b === "number") return -1;
    return a < b ? -1 : 1;
  }
  return left.length - right.length;
}
