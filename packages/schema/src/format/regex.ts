import { RegExpValidator } from "@eslint-community/regexpp";
import { type FormatRule, stringRule } from "./format-rule.js";

let validator: RegExpValidator | undefined;

/**
 * Whether `value` is a valid ECMA-262 (2024, the version `pattern` reads) regular expression in
 * `u` mode. An exact parser rather than `new RegExp`, so the answer is the same in every runtime.
 * It is only parsed, never run: backreferences and lookbehind are valid here, though `pattern`
 * refuses them.
 */
export function isRegex(value: string): boolean {
  validator ??= new RegExpValidator({ ecmaVersion: 2024 });
  try {
    validator.validatePattern(value, 0, value.length, { unicode: true });
    return true;
  } catch {
    // A syntax error, or a nesting deeper than the parser's stack.
    return false;
  }
}

/** `regex`: an ECMA-262 pattern, `u` mode. */
export const REGEX: FormatRule = stringRule(
  "regex",
  "a regular expression (ECMA-262, u mode)",
  isRegex,
);
