import { syntaxError } from "../pattern/check-syntax.js";
import { type FormatRule, stringRule } from "./format-rule.js";

/**
 * Whether `value` is a valid ECMA-262 regular expression in `u` mode: whether
 * `new RegExp(value, "u")` compiles it, as `pattern` judges validity too. It is compiled, never
 * run against input: backreferences and lookbehind are valid here, though `pattern` refuses them.
 * The value is the model's text, so V8 reads it as `pattern`'s syntax check does (`syntaxError`):
 * each property escape judged alone, once per process, and the rest with each valid one written
 * `\d`. V8 building a property's ranges for each of 1 MB of `\p{L}` took 10 to 19 s per call.
 */
export function isRegex(value: string): boolean {
  return syntaxError(value) === undefined;
}

/** `regex`: an ECMA-262 pattern, `u` mode. */
export const REGEX: FormatRule = stringRule(
  "regex",
  "a regular expression (ECMA-262, u mode)",
  isRegex,
);
