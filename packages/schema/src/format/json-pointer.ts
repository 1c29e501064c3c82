import { type FormatRule, stringRule } from "./format-rule.js";

/**
 * Whether `value` is an RFC 6901 JSON pointer in its string form: empty, or `/`-led reference
 * tokens in which every `~` is followed by `0` or `1`. Any other character may appear (the URI
 * fragment form `#/a` is a different thing and is refused).
 */
export function isJsonPointer(value: string): boolean {
  if (value.length > 0 && value.charCodeAt(0) !== 47) return false;
  for (let index = value.indexOf("~"); index >= 0; index = value.indexOf("~", index + 1)) {
    const next = value.charCodeAt(index + 1);
    if (next !== 48 && next !== 49) return false;
  }
  return true;
}

/** `json-pointer`: RFC 6901 string form. */
export const JSON_POINTER: FormatRule = stringRule(
  "json-pointer",
  "a JSON pointer (RFC 6901)",
  isJsonPointer,
);
