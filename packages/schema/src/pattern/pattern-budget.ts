import type { WorkMeter } from "./automaton.js";
import { MAX_PATTERN_WORK } from "./limits.js";
import type { LinearPattern } from "./linear-pattern.js";

/** The work one match costs before it reads its string, in the same units (about 0.3 to 2 µs). */
export const MATCH_SETUP_COST = 100;

/**
 * The matching work one validation may spend over all its patterns and strings, and what was
 * already answered: each (pattern, string) pair is matched once, however often it is asked.
 * Work counts program positions visited plus code points read (about 3 to 10 ns each on
 * Node 20) plus MATCH_SETUP_COST per match, so the default MAX_PATTERN_WORK keeps one
 * validation's matching within about a tenth of a second.
 */
export class PatternBudget implements WorkMeter {
  /** Work spent so far; past `limit` every unanswered match gives up. */
  spent = 0;
  /** The most work this validation may spend. */
  declare readonly limit: number;
  #answers: Map<LinearPattern, Map<string, boolean>> | undefined;

  constructor(limit: number = MAX_PATTERN_WORK) {
    this.limit = limit;
  }

  /** Whether `pattern` matches `input`, or `undefined` when the budget ran out first. */
  test(pattern: LinearPattern, input: string): boolean | undefined {
    this.#answers ??= new Map();
    let answers = this.#answers.get(pattern);
    if (answers === undefined) {
      answers = new Map();
      this.#answers.set(pattern, answers);
    }
    const known = answers.get(input);
    if (known !== undefined) return known;
    if (this.spent > this.limit) return undefined;
    // A match costs its setup and its remembered answer too, whatever the string: 100 patterns
    // against 50,000 short property names spent 9 s on those alone, within the budget.
    this.spent += MATCH_SETUP_COST;
    const answer = pattern.testWithin(input, this);
    if (answer !== undefined) answers.set(input, answer);
    return answer;
  }
}
