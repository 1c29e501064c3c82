// The limits of pattern compilation and matching. A module that imports nothing, so a bundler
// writes each in its place.

/**
 * The largest program accepted, in instructions (one per atom, assertion, branch and jump, every
 * copy of a counted repeat included, computed before anything is built). One code point costs
 * at most about twice this many steps, so it bounds the worst case of a check per code point.
 */
export const MAX_PROGRAM_SIZE = 2000;

/** The longest pattern source accepted, in UTF-16 code units. */
export const MAX_PATTERN_LENGTH = 4096;

/** The largest count accepted in one `{n}`, `{n,}` or `{n,m}`. */
export const MAX_REPEAT_COUNT = 1000;

/**
 * The most matching work one validation may spend (PatternBudget's default), in program
 * positions visited plus code points read. A code point costs at most about twice the program's
 * size in steps of 3 to 10 ns: 30 to 100 ms, so a 1 MiB argument never blocks the event loop for
 * long (issue 27 asked under 250 ms; it was 100,000,000).
 */
export const MAX_PATTERN_WORK = 10_000_000;

/**
 * The worst-case work, program instructions × UTF-16 code units, past which a string is refused
 * before matching: ten budgets, so a long string whose match is cheap in fact (an anchored
 * pattern settles at its first characters; a cached transition costs one step) is still matched,
 * and the budget gives up on one that is not.
 */
export const MAX_PATTERN_INPUT_WORK = 10 * MAX_PATTERN_WORK;
