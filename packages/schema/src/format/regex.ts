import { type FormatRule, stringRule } from "./format-rule.js";

/**
 * Whether `value` is a valid ECMA-262 regular expression in `u` mode, judged as the `pattern`
 * keyword judges its source: by `new RegExp(value, "u")`, which only compiles (nothing runs, so
 * it is safe on any string). Backreferences and lookbehind are valid here, though `pattern`
 * refuses them.
 */
export function isRegex(value: string): boolean {
  try {
    new RegExp(value, "u");
    return true;
  } catch {
    // A syntax error, or a pattern too large or too deep for the engine's parser.
    return false;
  }
}

/** `regex`: an ECMA-262 pattern, `u` mode. */
export const REGEX: FormatRule = stringRule(
  "regex",
  "a regular expression (ECMA-262, u mode)",
  isRegex,
);
