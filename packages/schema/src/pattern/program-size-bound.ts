import type { AST } from "@eslint-community/regexpp";
import { RE2JS } from "re2js";
import {
  type CodePointRange,
  complementRanges,
  DIGIT_RANGES,
  MAX_CODE_POINT,
  SPACE_RANGES,
  WORD_RANGES,
} from "./code-point-ranges.js";
import { characterClassSource } from "./translate-pattern.js";
import { resolveUnicodeProperty } from "./unicode-properties.js";

/**
 * A lower bound on the size of the RE2 program a parsed pattern compiles to: the most
 * characters one pass can consume without looping, since RE2 spends one instruction on each.
 * It lets a pattern that would expand past the cap (`(?:…){1000}`) be refused before RE2
 * spends time and memory building it.
 */
export function programSizeLowerBound(pattern: AST.Pattern): number {
  classEmptiness.clear();
  const size = alternativesBound(pattern.alternatives).size;
  classEmptiness.clear();
  return size;
}

// Answers of re2ClassIsNonEmpty by RE2 class source, for the pattern being measured.
const classEmptiness = new Map<string, boolean>();

// `size` is the bound; `matchable` is false where the part may match nothing at all, since
// RE2 then collapses the whole concatenation around it (`[](?:a{2}){0,2}` is two instructions).
type Bound = { readonly size: number; readonly matchable: boolean };

const UNKNOWN: Bound = { size: 0, matchable: false };

// RE2 factors common prefixes out of alternatives, so only the longest one is sure to be there.
function alternativesBound(alternatives: readonly AST.Alternative[]): Bound {
  let size = 0;
  let matchable = false;
  for (const alternative of alternatives) {
    const bound = sequenceBound(alternative.elements);
    if (!bound.matchable) continue;
    matchable = true;
    size = Math.max(size, bound.size);
  }
  return { size, matchable };
}

function sequenceBound(elements: readonly AST.Element[]): Bound {
  let size = 0;
  for (const element of elements) {
    const bound = elementBound(element);
    if (!bound.matchable) return UNKNOWN;
    size += bound.size;
  }
  return { size, matchable: true };
}

function elementBound(element: AST.Element): Bound {
  switch (element.type) {
    case "Character":
      return { size: 1, matchable: true };
    case "CharacterSet":
      return element.kind === "property" && !propertyIsNonEmpty(element)
        ? UNKNOWN
        : { size: 1, matchable: true };
    case "CharacterClass":
      return classIsNonEmpty(element) ? { size: 1, matchable: true } : UNKNOWN;
    case "Group":
    case "CapturingGroup":
      return alternativesBound(element.alternatives);
    case "Quantifier": {
      const inner = elementBound(element.element);
      if (!inner.matchable) return element.min === 0 ? { size: 0, matchable: true } : UNKNOWN;
      const copies = Number.isFinite(element.max) ? element.max : Math.max(element.min, 1);
      return { size: inner.size * copies, matchable: true };
    }
    case "Assertion":
      return { size: 0, matchable: true };
    default:
      // Refused before this runs (backreferences, `v`-mode classes).
      return UNKNOWN;
  }
}

// True when the class surely matches some code point; properties under `^` are not worked out.
function classIsNonEmpty(characterClass: AST.CharacterClass): boolean {
  const ranges: CodePointRange[] = [];
  for (const element of characterClass.elements) {
    if (element.type === "Character") ranges.push([element.value, element.value]);
    else if (element.type === "CharacterClassRange") {
      ranges.push([element.min.value, element.max.value]);
    } else if (element.type === "CharacterSet" && element.kind !== "property") {
      const set =
        element.kind === "digit"
          ? DIGIT_RANGES
          : element.kind === "space"
            ? SPACE_RANGES
            : WORD_RANGES;
      ranges.push(...(element.negate ? complementRanges(set) : set));
    } else if (element.type === "CharacterSet" && !characterClass.negate) {
      if (propertyIsNonEmpty(element)) return true;
    } else {
      return re2ClassIsNonEmpty(characterClass);
    }
  }
  if (!characterClass.negate) return ranges.length > 0;
  return !coversEveryCodePoint(ranges);
}

// A negated class of properties (`[^\p{L}\p{N}]`) is empty only if the properties cover every
// code point; RE2 knows the tables, and compiles an empty class to its two-instruction
// "fail, match" program.
function re2ClassIsNonEmpty(characterClass: AST.CharacterClass): boolean {
  const source = characterClassSource(characterClass);
  let nonEmpty = classEmptiness.get(source);
  if (nonEmpty === undefined) {
    try {
      nonEmpty = RE2JS.compile(source).programSize() > 2;
    } catch {
      nonEmpty = false;
    }
    classEmptiness.set(source, nonEmpty);
  }
  return nonEmpty;
}

// Every accepted property and its complement match something, except `\P{Any}`.
function propertyIsNonEmpty(set: AST.UnicodePropertyCharacterSet): boolean {
  if (set.strings) return false;
  if (!set.negate) return true;
  const resolved = resolveUnicodeProperty(set.key, set.value);
  return resolved.ok && resolved.name !== "Any";
}

function coversEveryCodePoint(ranges: CodePointRange[]): boolean {
  ranges.sort((left, right) => left[0] - right[0]);
  let next = 0;
  for (const [first, last] of ranges) {
    if (first > next) return false;
    next = Math.max(next, last + 1);
  }
  return next > MAX_CODE_POINT;
}
