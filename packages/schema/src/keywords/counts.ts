import { quote } from "../quote.js";
import type { KeywordReader } from "./keyword.js";

/** `minItems`, `maxItems`, `minLength`, `maxLength`: non-negative integers. */
export function readCount(key: "minItems" | "maxItems" | "minLength" | "maxLength"): KeywordReader {
  return (value, at, spec, context) => {
    if (typeof value === "number" && Number.isInteger(value) && value >= 0) {
      spec[key] = value;
    } else {
      context.issues.push({
        path: at,
        message: `expected a non-negative integer, got ${quote(value)}`,
      });
    }
  };
}

/** `2 items`, `1 character`. */
export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}
