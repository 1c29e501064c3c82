export type { WorkMeter } from "./automaton.js";
export { compilePattern, MAX_PATTERN_LENGTH, MAX_PROGRAM_SIZE } from "./compile-pattern.js";
export type { LinearPattern, PatternResult } from "./linear-pattern.js";
export { MAX_REPEAT_COUNT } from "./parse-pattern.js";
export { PatternBudget } from "./pattern-budget.js";
export { MAX_PATTERN_WORK, maxPatternInputLength } from "./pattern-input-limit.js";
export {
  beginPatternValidation,
  patternBudgetMessage,
  testInValidation,
} from "./validation-budget.js";
