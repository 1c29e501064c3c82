import { RE2JS } from "re2js";
import type { LinearPattern, PatternResult } from "./linear-pattern.js";
import { parsePattern } from "./parse-pattern.js";
import { programSizeLowerBound } from "./program-size-bound.js";
import { translatePattern } from "./translate-pattern.js";

/**
 * The largest RE2 program accepted (`programSize()`, about one instruction per literal or class).
 * When re2js falls back from its DFA to its NFA, a check costs up to ~50 ns per (instruction ×
 * input character) on Node 20, so this bounds the worst case to ~50 µs a character.
 */
export const MAX_PROGRAM_SIZE = 1000;

/**
 * The longest pattern source accepted, in UTF-16 code units. RE2 compile time grows with the
 * source (a 4 KiB class of `\p{…}` escapes takes ~0.2 s, 80 KiB takes ~11 s).
 */
export const MAX_PATTERN_LENGTH = 4096;

/** The engine's pattern; `programSize` lets callers bound the work of one check. */
export class Re2Pattern implements LinearPattern {
  readonly source: string;
  /** Instructions in the compiled RE2 program, at most MAX_PROGRAM_SIZE. */
  readonly programSize: number;
  readonly #matcher: RE2JS;

  constructor(source: string, matcher: RE2JS) {
    this.source = source;
    this.programSize = matcher.programSize();
    this.#matcher = matcher;
  }

  test(input: string): boolean {
    return this.#matcher.test(input);
  }
}

/** Compiles an ECMA-262 `u`-mode pattern for linear-time matching, or says why it cannot. */
export function compilePattern(source: string): PatternResult {
  try {
    if (source.length > MAX_PATTERN_LENGTH) {
      return {
        ok: false,
        reason: `pattern is too long (${source.length} UTF-16 code units, limit ${MAX_PATTERN_LENGTH})`,
      };
    }
    const parsed = parsePattern(source);
    if (!parsed.ok) return parsed;
    const translated = translatePattern(parsed.ast);
    if (!translated.ok) return translated;
    const bound = programSizeLowerBound(parsed.ast);
    if (bound > MAX_PROGRAM_SIZE) {
      return {
        ok: false,
        reason: `pattern is too large to match in linear time (program size at least ${bound}, limit ${MAX_PROGRAM_SIZE})`,
      };
    }
    const compiled = compileRe2(translated.source);
    if (!compiled.ok) return compiled;
    return { ok: true, pattern: new Re2Pattern(source, compiled.matcher) };
  } catch (error) {
    // Parsing and translating recurse once per nesting level; a stack overflow means too deep.
    // (V8 and JavaScriptCore throw RangeError, SpiderMonkey InternalError.)
    if (error instanceof RangeError || (error instanceof Error && error.name === "InternalError")) {
      return { ok: false, reason: "pattern nests too deeply to be compiled" };
    }
    throw error;
  }
}

function compileRe2(
  source: string,
):
  | { readonly ok: true; readonly matcher: RE2JS }
  | { readonly ok: false; readonly reason: string } {
  let matcher: RE2JS;
  try {
    matcher = RE2JS.compile(source);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      reason: `pattern cannot be matched in linear time: ${message.replace(/^error parsing regexp: /, "")}`,
    };
  }
  const size = matcher.programSize();
  if (size > MAX_PROGRAM_SIZE) {
    return {
      ok: false,
      reason: `pattern is too large to match in linear time (program size ${size}, limit ${MAX_PROGRAM_SIZE})`,
    };
  }
  return { ok: true, matcher };
}
