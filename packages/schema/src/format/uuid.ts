import { isHexDigit } from "./ascii.js";
import { type FormatRule, stringRule } from "./format-rule.js";

const UUID_LENGTH = 36;

/**
 * Whether `value` is an RFC 9562 (formerly RFC 4122) UUID in its string form: 32 hex digits in
 * groups of 8-4-4-4-12 joined by hyphens, either case, any version and variant, no `urn:uuid:`.
 */
export function isUuid(value: string): boolean {
  if (value.length !== UUID_LENGTH) return false;
  for (let index = 0; index < UUID_LENGTH; index++) {
    const code = value.charCodeAt(index);
    const hyphen = index === 8 || index === 13 || index === 18 || index === 23;
    if (hyphen ? code !== 45 : !isHexDigit(code)) return false;
  }
  return true;
}

/** `uuid`: RFC 9562 string form. */
export const UUID: FormatRule = stringRule("uuid", "a UUID (RFC 9562)", isUuid);
