import { Automaton, type WorkMeter } from "./automaton.js";
import { MAX_PATTERN_LENGTH, MAX_PROGRAM_SIZE } from "./limits.js";
import type { LinearPattern, PatternResult } from "./linear-pattern.js";
import { parsePattern } from "./parse-pattern.js";
import type { PatternNode } from "./pattern-syntax.js";
import { buildProgram, programSize } from "./program.js";

const UNLIMITED: WorkMeter = { spent: 0, limit: Infinity };

/**
 * The engine's pattern; `programSize` lets callers bound the work of one check. Compiling
 * decides validity and size only: the program and its automaton are built by the first match.
 */
export class AutomatonPattern implements LinearPattern {
  declare readonly source: string;
  /** Instructions in the compiled program, at most MAX_PROGRAM_SIZE. */
  declare readonly programSize: number;
  #node: PatternNode | undefined;
  #automaton: Automaton | undefined;

  constructor(source: string, node: PatternNode, size: number) {
    this.source = source;
    this.programSize = size;
    this.#node = node;
  }

  test(input: string): boolean {
    UNLIMITED.spent = 0;
    return this.#run(input, UNLIMITED) as boolean;
  }

  testWithin(input: string, meter: WorkMeter): boolean | undefined {
    return this.#run(input, meter);
  }

  #run(input: string, meter: WorkMeter): boolean | undefined {
    if (this.#automaton === undefined) {
      this.#automaton = new Automaton(buildProgram(this.#node as PatternNode, this.programSize));
      this.#node = undefined;
    }
    return this.#automaton.run(input, meter);
  }
}

/** Compiles an ECMA-262 `u`-mode pattern for linear-time matching, or says why it cannot. */
export function compilePattern(source: string): PatternResult {
  if (source.length > MAX_PATTERN_LENGTH) {
    return {
      ok: false,
      reason: `pattern is too long (${source.length} UTF-16 code units, limit ${MAX_PATTERN_LENGTH})`,
    };
  }
  try {
    const parsed = parsePattern(source);
    if (!parsed.ok) return parsed;
    const size = programSize(parsed.node);
    if (size > MAX_PROGRAM_SIZE) {
      return {
        ok: false,
        reason: `pattern is too large to match in linear time (program size ${size}, limit ${MAX_PROGRAM_SIZE})`,
      };
    }
    return { ok: true, pattern: new AutomatonPattern(source, parsed.node, size) };
  } catch (error) {
    // The parser and the size recurse once per nesting level; a stack overflow means too deep.
    // (V8 and JavaScriptCore throw RangeError, SpiderMonkey InternalError.)
    if (error instanceof RangeError || (error instanceof Error && error.name === "InternalError")) {
      return { ok: false, reason: "pattern nests too deeply to be compiled" };
    }
    throw error;
  }
}
