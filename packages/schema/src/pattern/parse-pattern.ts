import { alternationOf, sequenceOf } from "./alternation.js";
import { syntaxError } from "./check-syntax.js";
import { MAX_REPEAT_COUNT } from "./limits.js";
import type { Assertion, PatternNode } from "./pattern-syntax.js";

/** A pattern's structure, or the reason it is not a pattern the engine can run. */
export type ParsedPattern =
  | { readonly ok: true; readonly node: PatternNode }
  | { readonly ok: false; readonly reason: string };

/** Signals a valid construct the engine refuses; caught in parsePattern. */
class RefusedConstruct extends Error {
  override readonly name = "RefusedConstruct";
}

/**
 * Parses `source` as an ECMA-262 `u`-mode pattern. Validity is `new RegExp(source, "u")`'s
 * answer (syntaxError); the parser below then reads the structure of a pattern it knows to be
 * valid, refusing what no linear-time engine can run.
 */
export function parsePattern(source: string): ParsedPattern {
  const error = syntaxError(source);
  if (error !== undefined) return { ok: false, reason: `invalid regular expression: ${error}` };
  try {
    return { ok: true, node: readStructure(source) };
  } catch (error) {
    if (error instanceof RefusedConstruct) return { ok: false, reason: error.message };
    throw error;
  }
}

const CONTROL_ESCAPES: Readonly<Record<string, number>> = {
  f: 12,
  n: 10,
  r: 13,
  t: 9,
  v: 11,
  0: 0,
};
const ASSERTIONS: Readonly<Record<string, Assertion>> = { "^": "start", $: "end" };

// Reads a valid `u`-mode pattern; every branch below assumes what V8 already checked. The
// readers share `index`, the position in `source` (closures rather than a class: the same
// code, a third smaller once minified).
function readStructure(source: string): PatternNode {
  let index = 0;

  const alternation = (): PatternNode => {
    const alternatives = [sequence()];
    while (source[index] === "|") {
      index += 1;
      alternatives.push(sequence());
    }
    return alternationOf(alternatives);
  };

  const sequence = (): PatternNode => {
    const items: PatternNode[] = [];
    for (;;) {
      const next = source[index];
      if (next === undefined || next === "|" || next === ")") break;
      items.push(term());
    }
    return sequenceOf(items);
  };

  const term = (): PatternNode => {
    const grouped = source[index] === "(";
    const item = atom();
    // `^`, `$`, `\b` and `\B` take no quantifier in `u` mode; a group around one does.
    if (item.kind === "assertion" && !grouped) return item;
    const next = source[index];
    let min: number;
    let max: number;
    if (next === "*" || next === "+" || next === "?") {
      index += 1;
      min = next === "+" ? 1 : 0;
      max = next === "?" ? 1 : Infinity;
    } else if (next === "{") {
      // `{n}`, `{n,}` or `{n,m}`: in `u` mode a `{` after an atom is always a quantifier.
      const close = source.indexOf("}", index);
      const [low = "", high] = source.slice(index + 1, close).split(",");
      index = close + 1;
      min = repeatCount(low);
      max = high === undefined ? min : high === "" ? Infinity : repeatCount(high);
    } else {
      return item;
    }
    if (source[index] === "?") index += 1;
    // Counts of one are the atom itself, kept apart from the node so sources stay exact.
    if (min === 1 && max === 1) return item;
    return { kind: "repeat", item, min, max };
  };

  // The text from `start` to the current position, as a set decided by a native RegExp.
  const set = (start: number): PatternNode => ({ kind: "set", source: source.slice(start, index) });

  const atom = (): PatternNode => {
    const start = index;
    const char = source[start] as string;
    if (char === "^" || char === "$") {
      index += 1;
      return { kind: "assertion", assertion: ASSERTIONS[char] as Assertion };
    }
    if (char === "[") {
      // The class's text goes to a native RegExp whole: `]` ends it unless escaped.
      index += source[index + 1] === "^" ? 2 : 1;
      while (source[index] !== "]") index += source[index] === "\\" ? 2 : 1;
      index += 1;
      return set(start);
    }
    if (char === "(") return group();
    if (char === "\\") return backslash();
    if (char === ".") {
      index += 1;
      return set(start);
    }
    const codePoint = source.codePointAt(start) as number;
    index += codePoint > 0xffff ? 2 : 1;
    return { kind: "character", codePoint, source: source.slice(start, index) };
  };

  const group = (): PatternNode => {
    const opening = source.slice(index, index + 4);
    if (opening.startsWith("(?=") || opening.startsWith("(?!")) {
      throw new RefusedConstruct("lookahead assertions cannot be matched in linear time");
    }
    if (opening === "(?<=" || opening === "(?<!") {
      throw new RefusedConstruct("lookbehind assertions cannot be matched in linear time");
    }
    if (opening.startsWith("(?:")) index += 3;
    else if (opening.startsWith("(?<")) index = source.indexOf(">", index) + 1;
    else index += 1;
    const inner = alternation();
    index += 1; // ")"
    return inner;
  };

  const backslash = (): PatternNode => {
    const start = index;
    const letter = source[start + 1] as string;
    index = start + 2;
    const literal = (codePoint: number): PatternNode => ({
      kind: "character",
      codePoint,
      source: source.slice(start, index),
    });
    if (letter === "b" || letter === "B") {
      return {
        kind: "assertion",
        assertion: letter === "b" ? "word-boundary" : "not-word-boundary",
      };
    }
    if ((letter >= "1" && letter <= "9") || letter === "k") {
      throw new RefusedConstruct("backreferences cannot be matched in linear time");
    }
    if ("dDsSwW".includes(letter)) return set(start);
    if (letter === "p" || letter === "P") {
      index = source.indexOf("}", start) + 1;
      return set(start);
    }
    const control = CONTROL_ESCAPES[letter];
    if (control !== undefined) return literal(control);
    if (letter === "c") {
      index += 1;
      return literal((source.charCodeAt(start + 2) as number) % 32);
    }
    if (letter === "x") {
      index += 2;
      return literal(hex(start + 2, index));
    }
    if (letter === "u") return literal(unicodeEscape(start));
    // An identity escape: a syntax character or `/`.
    const codePoint = source.codePointAt(start + 1) as number;
    index = start + 1 + (codePoint > 0xffff ? 2 : 1);
    return literal(codePoint);
  };

  const hex = (from: number, to: number): number => Number.parseInt(source.slice(from, to), 16);

  // `\u{…}`, `\uXXXX`, or a `\uXXXX\uXXXX` surrogate pair, which `u` mode reads as one code point.
  const unicodeEscape = (start: number): number => {
    if (source[start + 2] === "{") {
      const close = source.indexOf("}", start);
      index = close + 1;
      return hex(start + 3, close);
    }
    const lead = hex(start + 2, start + 6);
    index = start + 6;
    if (
      lead >= 0xd800 &&
      lead <= 0xdbff &&
      /^\\u[dD][c-fC-F][0-9a-fA-F]{2}/.test(source.slice(start + 6, start + 12))
    ) {
      index = start + 12;
      return (lead - 0xd800) * 0x400 + (hex(start + 8, index) - 0xdc00) + 0x10000;
    }
    return lead;
  };

  return alternation();
}

// The count is quoted as written, less leading zeros (`{0001001}` is 1001).
function repeatCount(digits: string): number {
  const count = Number(digits);
  if (count > MAX_REPEAT_COUNT) {
    const written = digits.replace(/^0+(?=\d)/, "");
    throw new RefusedConstruct(`repeat count ${written} is over the limit of ${MAX_REPEAT_COUNT}`);
  }
  return count;
}
