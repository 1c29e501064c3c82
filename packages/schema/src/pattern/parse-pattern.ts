import { alternationOf, sequenceOf } from "./alternation.js";
import { syntaxError } from "./check-syntax.js";
import type { Assertion, PatternNode } from "./pattern-syntax.js";

/** The largest count accepted in one `{n}`, `{n,}` or `{n,m}`. */
export const MAX_REPEAT_COUNT = 1000;

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
    return { ok: true, node: new Parser(source).pattern() };
  } catch (error) {
    if (error instanceof RefusedConstruct) return { ok: false, reason: error.message };
    throw error;
  }
}

const CONTROL_ESCAPES: Readonly<Record<string, number>> = { f: 12, n: 10, r: 13, t: 9, v: 11 };
const COUNTS = /\{(\d+)(,(\d*))?\}/y;
const ASSERTIONS: Readonly<Record<string, Assertion>> = { "^": "start", $: "end" };

// Reads a valid `u`-mode pattern; every branch below assumes what V8 already checked.
class Parser {
  readonly #source: string;
  #index = 0;

  constructor(source: string) {
    this.#source = source;
  }

  pattern(): PatternNode {
    return this.#alternation();
  }

  #alternation(): PatternNode {
    const alternatives = [this.#sequence()];
    while (this.#source[this.#index] === "|") {
      this.#index += 1;
      alternatives.push(this.#sequence());
    }
    return alternationOf(alternatives);
  }

  #sequence(): PatternNode {
    const items: PatternNode[] = [];
    for (;;) {
      const next = this.#source[this.#index];
      if (next === undefined || next === "|" || next === ")") break;
      items.push(this.#term());
    }
    return sequenceOf(items);
  }

  #term(): PatternNode {
    const grouped = this.#source[this.#index] === "(";
    const atom = this.#atom();
    // `^`, `$`, `\b` and `\B` take no quantifier in `u` mode; a group around one does.
    if (atom.kind === "assertion" && !grouped) return atom;
    const next = this.#source[this.#index];
    let min: number;
    let max: number;
    if (next === "*" || next === "+" || next === "?") {
      this.#index += 1;
      min = next === "+" ? 1 : 0;
      max = next === "?" ? 1 : Number.POSITIVE_INFINITY;
    } else if (next === "{") {
      COUNTS.lastIndex = this.#index;
      const [text = "", low = "0", comma, high = ""] = COUNTS.exec(this.#source) ?? [];
      this.#index += text.length;
      min = repeatCount(low);
      max = comma === undefined ? min : high === "" ? Number.POSITIVE_INFINITY : repeatCount(high);
    } else {
      return atom;
    }
    if (this.#source[this.#index] === "?") this.#index += 1;
    // Counts of one are the atom itself, kept apart from the node so sources stay exact.
    if (min === 1 && max === 1) return atom;
    return { kind: "repeat", item: atom, min, max };
  }

  #atom(): PatternNode {
    const source = this.#source;
    const start = this.#index;
    const char = source[start] as string;
    if (char === "^" || char === "$") {
      this.#index += 1;
      return { kind: "assertion", assertion: ASSERTIONS[char] as Assertion };
    }
    if (char === ".") {
      this.#index += 1;
      return { kind: "set", source: "." };
    }
    if (char === "[") return this.#characterClass();
    if (char === "(") return this.#group();
    if (char === "\\") return this.#escape();
    const codePoint = source.codePointAt(start) as number;
    this.#index += codePoint > 0xffff ? 2 : 1;
    return { kind: "character", codePoint, source: source.slice(start, this.#index) };
  }

  #group(): PatternNode {
    const source = this.#source;
    const start = this.#index;
    if (source.startsWith("(?=", this.#index) || source.startsWith("(?!", this.#index)) {
      throw new RefusedConstruct("lookahead assertions cannot be matched in linear time");
    }
    if (source.startsWith("(?<=", this.#index) || source.startsWith("(?<!", this.#index)) {
      throw new RefusedConstruct("lookbehind assertions cannot be matched in linear time");
    }
    if (source.startsWith("(?:", start)) this.#index = start + 3;
    else if (source.startsWith("(?<", start)) this.#index = source.indexOf(">", start) + 1;
    else this.#index = start + 1;
    const inner = this.#alternation();
    this.#index += 1; // ")"
    return inner;
  }

  // The class's text goes to a native RegExp whole: `]` ends it unless escaped.
  #characterClass(): PatternNode {
    const source = this.#source;
    const start = this.#index;
    let index = start + 1;
    if (source[index] === "^") index += 1;
    while (source[index] !== "]") index += source[index] === "\\" ? 2 : 1;
    this.#index = index + 1;
    return { kind: "set", source: source.slice(start, this.#index) };
  }

  #escape(): PatternNode {
    const source = this.#source;
    const start = this.#index;
    const letter = source[start + 1] as string;
    this.#index = start + 2;
    const literal = (codePoint: number): PatternNode => ({
      kind: "character",
      codePoint,
      source: source.slice(start, this.#index),
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
    if ("dDsSwW".includes(letter)) return { kind: "set", source: source.slice(start, this.#index) };
    if (letter === "p" || letter === "P") {
      this.#index = source.indexOf("}", start) + 1;
      return { kind: "set", source: source.slice(start, this.#index) };
    }
    const control = CONTROL_ESCAPES[letter];
    if (control !== undefined) return literal(control);
    if (letter === "0") return literal(0);
    if (letter === "c") {
      this.#index += 1;
      return literal((source.charCodeAt(start + 2) as number) % 32);
    }
    if (letter === "x") {
      this.#index += 2;
      return literal(Number.parseInt(source.slice(start + 2, start + 4), 16));
    }
    if (letter === "u") return literal(this.#unicodeEscape(start));
    // An identity escape: a syntax character or `/`.
    const codePoint = source.codePointAt(start + 1) as number;
    this.#index = start + 1 + (codePoint > 0xffff ? 2 : 1);
    return literal(codePoint);
  }

  // `\u{…}`, `\uXXXX`, or a `\uXXXX\uXXXX` surrogate pair, which `u` mode reads as one code point.
  #unicodeEscape(start: number): number {
    const source = this.#source;
    if (source[start + 2] === "{") {
      const close = source.indexOf("}", start);
      this.#index = close + 1;
      return Number.parseInt(source.slice(start + 3, close), 16);
    }
    const lead = Number.parseInt(source.slice(start + 2, start + 6), 16);
    this.#index = start + 6;
    if (
      lead >= 0xd800 &&
      lead <= 0xdbff &&
      /^\\u[dD][c-fC-F][0-9a-fA-F]{2}/.test(source.slice(start + 6, start + 12))
    ) {
      const trail = Number.parseInt(source.slice(start + 8, start + 12), 16);
      this.#index = start + 12;
      return (lead - 0xd800) * 0x400 + (trail - 0xdc00) + 0x10000;
    }
    return lead;
  }
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
