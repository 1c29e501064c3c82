export type { WorkMeter } from "./automaton.js";
export { compilePattern } from "./compile-pattern.js";
export {
  MAX_PATTERN_LENGTH,
  MAX_PATTERN_WORK,
  MAX_PROGRAM_SIZE,
  MAX_REPEAT_COUNT,
} from "./limits.js";
export type { LinearPattern, PatternResult } from "./linear-pattern.js";
export { PatternBudget } from "./pattern-budget.js";
export { maxPatternInputLength } from "./pattern-input-limit.js";
export {
  beginPatternValidation,
  patternBudgetMessage,
  testInValidation,
} from "./validation-budget.js";
