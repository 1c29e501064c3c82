import type { AST } from "@eslint-community/regexpp";
import {
  ASCII_RANGES,
  type CodePointRange,
  complementRanges,
  DIGIT_RANGES,
  LINE_TERMINATOR_RANGES,
  MAX_CODE_POINT,
  SPACE_RANGES,
  WORD_RANGES,
} from "./code-point-ranges.js";
import { resolveUnicodeProperty } from "./unicode-properties.js";

/** The largest repeat count RE2 accepts, in one `{n,m}` and multiplied through nested ones. */
export const MAX_REPEAT_COUNT = 1000;

/** An RE2 pattern with the same ECMA-262 `u`-mode meaning, or why none can be matched in linear time. */
export type TranslatedPattern =
  | { readonly ok: true; readonly source: string }
  | { readonly ok: false; readonly reason: string };

/** Signals a construct the linear-time engine refuses; caught at the top of the translation. */
class RefusedConstruct extends Error {
  override readonly name = "RefusedConstruct";
}

const ANY_CHARACTER = `[${rangesText(complementRanges(LINE_TERMINATOR_RANGES))}]`;
const EVERY_CODE_POINT = `[${rangesText([[0, MAX_CODE_POINT]])}]`;
const NO_CODE_POINT = `[^${rangesText([[0, MAX_CODE_POINT]])}]`;

/**
 * Emits RE2 syntax for a parsed ECMA-262 `u`-mode pattern, spelling out ECMA's meaning of
 * `.`, `\s`, `\d`, `\w`, `$` and every literal, and refusing what RE2 cannot match.
 */
export function translatePattern(pattern: AST.Pattern): TranslatedPattern {
  try {
    return { ok: true, source: alternativesText(pattern.alternatives, 1) };
  } catch (error) {
    if (error instanceof RefusedConstruct) return { ok: false, reason: error.message };
    throw error;
  }
}

// `repeat` is the product of the enclosing `{n,m}` counts, which RE2 caps at 1000.
function alternativesText(alternatives: readonly AST.Alternative[], repeat: number): string {
  return alternatives
    .map((alternative) =>
      alternative.elements.map((element) => elementText(element, repeat)).join(""),
    )
    .join("|");
}

function elementText(element: AST.Element, repeat: number): string {
  switch (element.type) {
    case "Assertion":
      return assertionText(element);
    case "Quantifier":
      return quantifierText(element, repeat);
    case "Backreference":
      throw new RefusedConstruct("backreferences cannot be matched in linear time");
    case "Group":
    case "CapturingGroup":
      // Captures are never read, and plain groups keep RE2 on its DFA.
      return `(?:${alternativesText(element.alternatives, repeat)})`;
    case "Character":
      return characterText(element.value);
    case "CharacterSet":
      return characterSetText(element);
    case "CharacterClass":
      return characterClassText(element);
    case "ExpressionCharacterClass":
      // Only the `v` flag produces these; patterns are always parsed in `u` mode.
      throw new RefusedConstruct("set operations in character classes are not supported");
  }
}

function assertionText(assertion: AST.Assertion): string {
  switch (assertion.kind) {
    case "start":
      return "^";
    case "end":
      // ECMA `$` without the `m` flag is the end of input; RE2's `$` could be read as end of line.
      return "\\z";
    case "word":
      return assertion.negate ? "\\B" : "\\b";
    case "lookahead":
      throw new RefusedConstruct("lookahead assertions cannot be matched in linear time");
    case "lookbehind":
      throw new RefusedConstruct("lookbehind assertions cannot be matched in linear time");
  }
}

function quantifierText(quantifier: AST.Quantifier, repeat: number): string {
  const { min, max } = quantifier;
  if (min > MAX_REPEAT_COUNT || (Number.isFinite(max) && max > MAX_REPEAT_COUNT)) {
    throw new RefusedConstruct(
      `repeat count ${writtenCount(quantifier)} is over the limit of ${MAX_REPEAT_COUNT}`,
    );
  }
  // RE2 multiplies nested `{n,m}` counts (not `*`, `+`, `?`) and refuses products over 1000.
  const counted = max === Number.POSITIVE_INFINITY ? min : max;
  const isCounted = !(min <= 1 && (max === Number.POSITIVE_INFINITY || max <= 1));
  const nested = isCounted && counted > 1 ? repeat * counted : repeat;
  if (nested > MAX_REPEAT_COUNT) {
    throw new RefusedConstruct(
      `nested repeat counts multiply to ${nested}, over the limit of ${MAX_REPEAT_COUNT}`,
    );
  }
  // Greedy and lazy quantifiers find a match in the same inputs; `test` only asks whether one exists.
  return `${elementText(quantifier.element, nested)}${repeatSuffix(min, max)}`;
}

// The largest count as written: numbers past 2^53 would print rounded.
function writtenCount(quantifier: AST.Quantifier): string {
  const counts = quantifier.raw.slice(quantifier.element.raw.length).match(/\d+/g) ?? [];
  const digits = counts.map((count) => count.replace(/^0+(?=\d)/, ""));
  digits.sort((left, right) => left.length - right.length || (left < right ? -1 : 1));
  return digits.at(-1) ?? "";
}

function repeatSuffix(min: number, max: number): string {
  if (max === Number.POSITIVE_INFINITY) {
    if (min === 0) return "*";
    if (min === 1) return "+";
    return `{${min},}`;
  }
  if (min === 0 && max === 1) return "?";
  if (min === max) return `{${min}}`;
  return `{${min},${max}}`;
}

function characterText(codePoint: number): string {
  // Letters and digits are never special in RE2; everything else is written as `\x{…}`,
  // which also keeps surrogate halves and non-BMP characters single code points.
  if (
    (codePoint >= 0x30 && codePoint <= 0x39) ||
    (codePoint >= 0x41 && codePoint <= 0x5a) ||
    (codePoint >= 0x61 && codePoint <= 0x7a)
  ) {
    return String.fromCharCode(codePoint);
  }
  return `\\x{${codePoint.toString(16)}}`;
}

function rangesText(ranges: readonly CodePointRange[]): string {
  return ranges
    .map(([first, last]) =>
      first === last ? characterText(first) : `${characterText(first)}-${characterText(last)}`,
    )
    .join("");
}

function escapeRanges(set: AST.EscapeCharacterSet): readonly CodePointRange[] {
  const ranges =
    set.kind === "digit" ? DIGIT_RANGES : set.kind === "space" ? SPACE_RANGES : WORD_RANGES;
  return set.negate ? complementRanges(ranges) : ranges;
}

// The body of an RE2 class (without brackets) matching the same code points as `set`.
function propertyClassBody(set: AST.CharacterUnicodePropertyCharacterSet): string {
  const resolved = resolveUnicodeProperty(set.key, set.value);
  if (!resolved.ok) throw new RefusedConstruct(resolved.reason);
  if (resolved.name === "ASCII") {
    return rangesText(set.negate ? complementRanges(ASCII_RANGES) : ASCII_RANGES);
  }
  return `\\${set.negate ? "P" : "p"}{${resolved.name}}`;
}

function characterSetText(set: AST.CharacterSet): string {
  switch (set.kind) {
    case "any":
      return ANY_CHARACTER;
    case "digit":
    case "space":
    case "word":
      return `[${rangesText(escapeRanges(set))}]`;
    case "property":
      if (set.strings) {
        throw new RefusedConstruct("properties of strings are not supported");
      }
      return `[${propertyClassBody(set)}]`;
  }
}

/** The RE2 class for one parsed class (which must have translated without refusal). */
export function characterClassSource(characterClass: AST.CharacterClass): string {
  return characterClassText(characterClass);
}

function characterClassText(characterClass: AST.CharacterClass): string {
  const body = characterClass.elements.map(classElementText).join("");
  // RE2 has no `[]` or `[^]`: spell out the empty set and the set of every code point.
  if (body === "") return characterClass.negate ? EVERY_CODE_POINT : NO_CODE_POINT;
  return `[${characterClass.negate ? "^" : ""}${body}]`;
}

function classElementText(element: AST.CharacterClassElement): string {
  switch (element.type) {
    case "Character":
      return characterText(element.value);
    case "CharacterClassRange":
      return `${characterText(element.min.value)}-${characterText(element.max.value)}`;
    case "CharacterSet":
      if (element.kind === "property") {
        if (element.strings) {
          throw new RefusedConstruct("properties of strings are not supported");
        }
        return propertyClassBody(element);
      }
      return rangesText(escapeRanges(element));
    default:
      throw new RefusedConstruct("set operations in character classes are not supported");
  }
}
