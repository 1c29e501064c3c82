import { AT, BACKSLASH, DOT, QUOTE } from "./ascii.js";
import { type FormatRule, stringRule } from "./format-rule.js";
import { isHostname } from "./hostname.js";
import { isIpv4, isIpv6 } from "./ip-address.js";

/** The longest local part (RFC 5321 section 4.5.3.1.1). */
export const MAX_LOCAL_PART_LENGTH = 64;

// atext (RFC 5322 section 3.2.3) besides letters and digits.
const ATEXT_SYMBOLS = "!#$%&'*+-/=?^_`{|}~";

function isAtext(code: number): boolean {
  const lower = code | 32;
  return (
    (code >= 48 && code <= 57) ||
    (lower >= 97 && lower <= 122) ||
    (code < 128 && ATEXT_SYMBOLS.includes(String.fromCharCode(code)))
  );
}

// The end of a Quoted-string local part (the index of its closing quote + 1), or -1.
function quotedEnd(value: string): number {
  for (let index = 1; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code === QUOTE) return index + 1;
    if (code === BACKSLASH) {
      const escaped = value.charCodeAt(++index);
      if (!(escaped >= 32 && escaped <= 126)) return -1;
    } else if (!(code >= 32 && code <= 126)) {
      return -1;
    }
  }
  return -1;
}

// The end of a Dot-string local part (the index of the "@"), or -1: atoms joined by single dots.
function dotStringEnd(value: string): number {
  let index = 0;
  for (;;) {
    const atom = index;
    while (index < value.length && isAtext(value.charCodeAt(index))) index++;
    if (index === atom) return -1;
    if (value.charCodeAt(index) !== DOT) return index;
    index++;
  }
}

/**
 * Whether `value` is an RFC 5321 section 4.1.2 `Mailbox`, ASCII only: a dot-string or quoted-string
 * local part of at most 64 characters, "@", then a hostname (as the `hostname` format) or an
 * address literal `[192.0.2.1]` / `[IPv6:2001:db8::1]`. No comments, folding white space, display
 * names or general address literals (`[tag:...]`, none of which is registered).
 */
export function isEmail(value: string): boolean {
  const localEnd = value.charCodeAt(0) === QUOTE ? quotedEnd(value) : dotStringEnd(value);
  if (localEnd < 0 || localEnd > MAX_LOCAL_PART_LENGTH || value.charCodeAt(localEnd) !== AT) {
    return false;
  }
  const domain = localEnd + 1;
  if (value[domain] !== "[") return isHostname(value, domain);
  if (value[value.length - 1] !== "]") return false;
  if (value.slice(domain + 1, domain + 6).toLowerCase() === "ipv6:") {
    return isIpv6(value, domain + 6, value.length - 1);
  }
  return isIpv4(value, domain + 1, value.length - 1);
}

/** `email`: an RFC 5321 mailbox. */
export const EMAIL: FormatRule = stringRule(
  "email",
  "an email address (RFC 5321 mailbox)",
  isEmail,
);
