import type { CodePointSet } from "./code-point-set.js";
import type { Program } from "./program.js";

// The instructions the automaton runs (program.ts compiles a pattern into them). The module has
// no runtime import, so a bundler writes each constant in its place.
/** Consumes the code point `first`. */
export const OP_CHARACTER = 0;
/** Consumes a code point in `sets[first]`. */
export const OP_SET = 1;
/** Goes on at both `first` and `second`. */
export const OP_SPLIT = 2;
/** Goes on at `first`. */
export const OP_JUMP = 3;
/** `^`: only at the start of the input. */
export const OP_START = 4;
/** `$`: only at the end of the input. */
export const OP_END = 5;
/** `\b`: a word character on exactly one side. */
export const OP_WORD_BOUNDARY = 6;
/** `\B`: word characters on both sides or on neither. */
export const OP_NOT_WORD_BOUNDARY = 7;
/** The pattern has matched. */
export const OP_MATCH = 8;

// A set of program positions reached after some input, with what the next assertions need to
// know about it. Assertions that look at the next code point (`\b`, `\B`, `$`) stay in `pcs`
// until that code point is read. Transitions are cached: a lazily built DFA.
interface State {
  readonly pcs: Int32Array;
  readonly flags: number;
  readonly accepting: boolean;
  // Accepting, or no thread left: the rest of the input cannot change the answer.
  readonly stop: boolean;
  // 0: not worked out, 1: accepts at the end of the input, 2: does not.
  final: number;
  readonly ascii: (State | undefined)[];
  // Made by the first non-ASCII transition.
  other: Map<number, State> | undefined;
}

const RESOLVE = 1;
const AT_START = 2;
const AFTER_WORD = 4;
const BEFORE_WORD = 8;
const AT_END = 16;

// Cached states, in program positions (plus 64 per state for its tables); past this the
// cache starts over, so memory stays bounded whatever the input.
const MAX_CACHE_UNITS = 1 << 20;
const MAX_OTHER_TRANSITIONS = 4096;

// The cache starts over when full; when it filled again within this many code points per
// state, caching does not pay and the run goes on without it (as RE2 does).
const CODE_POINTS_PER_STATE = 10;
// A transition worked out costs more than its visits: the set is sorted, keyed and stored.
const INTERN_COST = 4;

const WORD = new Uint8Array(128);
for (let code = 0; code < 128; code += 1) {
  WORD[code] = /\w/.test(String.fromCharCode(code)) ? 1 : 0;
}

const ACCEPT: State = {
  pcs: new Int32Array(0),
  flags: 0,
  accepting: true,
  stop: true,
  final: 1,
  ascii: [],
  other: undefined,
};

/** Work spent and allowed in one run, in program positions visited plus code points read. */
export interface WorkMeter {
  spent: number;
  readonly limit: number;
}

/**
 * Runs a program over a string's code points (a lone surrogate is one), keeping every thread at
 * once, so time is linear in the input and bounded by the program's size per code point.
 * Sets of threads are cached as DFA states with their transitions; when the cache thrashes, the
 * rest of the input is read without it.
 */
export class Automaton {
  readonly #program: Program;
  readonly #marks: Uint32Array;
  readonly #stack: Int32Array;
  readonly #found: Int32Array;
  readonly #next: Int32Array;
  readonly #current: Int32Array;
  #generation = 0;
  #matched = false;
  #states = new Map<string, State>();
  #initial: State | undefined;
  #cacheUnits = 0;
  #resetAt = 0;
  #thrashing = false;
  #meter: WorkMeter = { spent: 0, limit: Infinity };

  readonly #maxCacheUnits: number;

  /** `maxCacheUnits` bounds the cache (tests make it small to reach the uncached path). */
  constructor(program: Program, maxCacheUnits = MAX_CACHE_UNITS) {
    this.#program = program;
    this.#maxCacheUnits = maxCacheUnits;
    this.#marks = new Uint32Array(program.size);
    this.#stack = new Int32Array(program.size);
    this.#found = new Int32Array(program.size);
    this.#next = new Int32Array(program.size + 1);
    this.#current = new Int32Array(program.size);
  }

  /** True when the program matches somewhere in `input`; undefined when the meter runs out. */
  run(input: string, meter: WorkMeter): boolean | undefined {
    this.#meter = meter;
    this.#thrashing = false;
    this.#resetAt = 0;
    let state = this.#initial ?? this.#start();
    const length = input.length;
    // Cached reads are counted here and added to the meter when the loop leaves this path.
    let reads = 0;
    let allowance = meter.limit - meter.spent;
    for (let index = 0; index < length; index += 1) {
      if (state.stop) {
        meter.spent += reads;
        return state.accepting;
      }
      let code = input.charCodeAt(index);
      const start = index;
      if (code >= 0xd800 && code <= 0xdbff && index + 1 < length) {
        const trail = input.charCodeAt(index + 1);
        if (trail >= 0xdc00 && trail <= 0xdfff) {
          code = (code - 0xd800) * 0x400 + (trail - 0xdc00) + 0x10000;
          index += 1;
        }
      }
      let next = code < 128 ? state.ascii[code] : state.other?.get(code);
      if (next === undefined) {
        meter.spent += reads;
        reads = 0;
        next = this.#transition(state, code, start);
        if (meter.spent > meter.limit) return undefined;
        if (this.#thrashing) return next.accepting || this.#runUncached(input, index + 1, next);
        allowance = meter.limit - meter.spent;
      } else if (++reads > allowance) {
        meter.spent += reads;
        return undefined;
      }
      state = next;
    }
    meter.spent += reads;
    return this.#accepts(state.accepting, state.pcs, state.pcs.length, state.flags, state);
  }

  #start(): State {
    this.#next[0] = 0;
    const count = this.#closure(this.#next, 1, AT_START);
    this.#initial = this.#matched ? ACCEPT : this.#intern(count, AT_START, 0);
    return this.#initial;
  }

  #transition(state: State, code: number, index: number): State {
    const count = this.#step(state.pcs, state.pcs.length, state.flags, code);
    // Once OP_MATCH is reached the answer is known: every such set is the one ACCEPT state.
    const target =
      count < 0 || this.#matched
        ? ACCEPT
        : this.#intern(count, isWord(code) ? AFTER_WORD : 0, index);
    if (code < 128) state.ascii[code] = target;
    else {
      state.other ??= new Map();
      if (state.other.size >= MAX_OTHER_TRANSITIONS) return target;
      state.other.set(code, target);
      this.#cacheUnits += 1;
    }
    return target;
  }

  // Reads one code point from the threads at `pcs`: resolves the assertions waiting for it,
  // steps the atoms it matches, adds a new start, and writes the resulting threads into
  // #found. Returns their count, or -1 when the pattern matched before the code point.
  #step(pcs: Int32Array, pcCount: number, flags: number, code: number): number {
    const { op, first, sets } = this.#program;
    const word = isWord(code);
    const found = this.#found;
    const next = this.#next;
    const count = this.#closure(pcs, pcCount, flags | RESOLVE | (word ? BEFORE_WORD : 0));
    if (this.#matched) return -1;
    let stepped = 0;
    for (let index = 0; index < count; index += 1) {
      const pc = found[index] as number;
      const kind = op[pc];
      if (
        kind === OP_CHARACTER
          ? first[pc] === code
          : kind === OP_SET && (sets[first[pc] as number] as CodePointSet).has(code)
      ) {
        next[stepped++] = pc + 1;
      }
    }
    // Unanchored: a match may also start after this code point.
    next[stepped++] = 0;
    return this.#closure(next, stepped, word ? AFTER_WORD : 0);
  }

  // The rest of the input without the cache: the same steps on a plain set of threads.
  #runUncached(input: string, from: number, state: State): boolean | undefined {
    const meter = this.#meter;
    const current = this.#current;
    current.set(state.pcs);
    let count = state.pcs.length;
    let flags = state.flags;
    const length = input.length;
    for (let index = from; index < length; index += 1) {
      if (count === 0) return false;
      let code = input.charCodeAt(index);
      if (code >= 0xd800 && code <= 0xdbff && index + 1 < length) {
        const trail = input.charCodeAt(index + 1);
        if (trail >= 0xdc00 && trail <= 0xdfff) {
          code = (code - 0xd800) * 0x400 + (trail - 0xdc00) + 0x10000;
          index += 1;
        }
      }
      count = this.#step(current, count, flags, code);
      if (count < 0 || this.#matched) return true;
      if (meter.spent > meter.limit) return undefined;
      current.set(this.#found.subarray(0, count));
      flags = isWord(code) ? AFTER_WORD : 0;
    }
    return this.#accepts(false, current, count, flags, undefined);
  }

  // At the end of the input: the waiting assertions are resolved with nothing after them.
  #accepts(
    accepting: boolean,
    pcs: Int32Array,
    count: number,
    flags: number,
    state: State | undefined,
  ): boolean {
    if (accepting) return true;
    if (state !== undefined && state.final !== 0) return state.final === 1;
    this.#closure(pcs, count, flags | RESOLVE | AT_END);
    const answer = this.#matched;
    if (state !== undefined) state.final = answer ? 1 : 2;
    return answer;
  }

  // Follows branches and assertions from `seeds`, writing the atoms and (unless RESOLVE) the
  // assertions that wait for the next code point into #found; #matched says OP_MATCH was reached.
  #closure(seeds: Int32Array, seedCount: number, flags: number): number {
    const { op, first, second } = this.#program;
    const marks = this.#marks;
    const stack = this.#stack;
    const found = this.#found;
    if (this.#generation === 0xffffffff) {
      marks.fill(0);
      this.#generation = 0;
    }
    const generation = ++this.#generation;
    const resolve = (flags & RESOLVE) !== 0;
    const boundary = ((flags & AFTER_WORD) !== 0) !== ((flags & BEFORE_WORD) !== 0);
    let top = 0;
    let count = 0;
    let visits = 0;
    let matched = false;
    for (let index = 0; index < seedCount; index += 1) {
      const pc = seeds[index] as number;
      if (marks[pc] !== generation) {
        marks[pc] = generation;
        stack[top++] = pc;
      }
    }
    while (top > 0) {
      let pc = stack[--top] as number;
      visits += 1;
      let to = -1;
      switch (op[pc]) {
        case OP_SPLIT:
          to = second[pc] as number;
          if (marks[to] !== generation) {
            marks[to] = generation;
            stack[top++] = to;
          }
          to = first[pc] as number;
          break;
        case OP_JUMP:
          to = first[pc] as number;
          break;
        case OP_START:
          if ((flags & AT_START) !== 0) to = pc + 1;
          break;
        case OP_END:
          if (!resolve) found[count++] = pc;
          else if ((flags & AT_END) !== 0) to = pc + 1;
          break;
        case OP_WORD_BOUNDARY:
          if (!resolve) found[count++] = pc;
          else if (boundary) to = pc + 1;
          break;
        case OP_NOT_WORD_BOUNDARY:
          if (!resolve) found[count++] = pc;
          else if (!boundary) to = pc + 1;
          break;
        case OP_MATCH:
          matched = true;
          break;
        default:
          found[count++] = pc;
      }
      if (to >= 0 && marks[to] !== generation) {
        marks[to] = generation;
        stack[top++] = to;
      }
      pc = 0;
    }
    this.#matched = matched;
    this.#meter.spent += visits;
    return count;
  }

  #intern(count: number, flags: number, index: number): State {
    const pcs = this.#found.slice(0, count).sort();
    // `apply` over the typed array: a spread would go through its iterator, 2x slower here.
    const key =
      String.fromCharCode(flags) + String.fromCharCode.apply(null, pcs as unknown as number[]);
    let state = this.#states.get(key);
    if (state === undefined) {
      this.#meter.spent += INTERN_COST * count;
      if (this.#cacheUnits > this.#maxCacheUnits) {
        if (index - this.#resetAt < CODE_POINTS_PER_STATE * this.#states.size) {
          this.#thrashing = true;
        }
        this.#states = new Map();
        this.#initial = undefined;
        this.#cacheUnits = 0;
        this.#resetAt = index;
      }
      state = {
        pcs,
        flags,
        accepting: false,
        stop: count === 0,
        final: 0,
        ascii: new Array(128),
        other: undefined,
      };
      this.#states.set(key, state);
      this.#cacheUnits += count + 64;
    }
    return state;
  }
}

function isWord(code: number): boolean {
  return code < 128 && WORD[code] === 1;
}
