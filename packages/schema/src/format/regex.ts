import { type FormatRule, stringRule } from "./format-rule.js";

/**
 * Whether `value` is a valid ECMA-262 regular expression in `u` mode: whether
 * `new RegExp(value, "u")` compiles it, as `pattern` judges validity too. It is compiled, never
 * run against input: backreferences and lookbehind are valid here, though `pattern` refuses them.
 */
export function isRegex(value: string): boolean {
  try {
    new RegExp(value, "u");
    return true;
  } catch {
    return false;
  }
}

/** `regex`: an ECMA-262 pattern, `u` mode. */
export const REGEX: FormatRule = stringRule(
  "regex",
  "a regular expression (ECMA-262, u mode)",
  isRegex,
);
