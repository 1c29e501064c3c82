import { COLON, DOT, isDigit, isHexDigit, ZERO } from "./ascii.js";
import { type FormatRule, stringRule } from "./format-rule.js";

/**
 * Whether `value[start..end)` is a dotted-quad IPv4 address: four decimal octets 0-255 without
 * leading zeros (RFC 3986 `dec-octet`), so `010.0.0.1` (octal to `inet_aton`) is refused.
 */
export function isIpv4(value: string, start = 0, end = value.length): boolean {
  let index = start;
  for (let part = 0; part < 4; part++) {
    if (part > 0 && (index >= end || value.charCodeAt(index++) !== DOT)) return false;
    const digits = index;
    let octet = 0;
    while (index < end && index - digits < 4 && isDigit(value.charCodeAt(index))) {
      octet = octet * 10 + value.charCodeAt(index++) - ZERO;
    }
    const length = index - digits;
    if (length === 0 || length > 3 || octet > 255) return false;
    if (length > 1 && value.charCodeAt(digits) === ZERO) return false;
  }
  return index === end;
}

/**
 * Whether `value[start..end)` is an IPv6 address in an RFC 4291 section 2.2 text form (RFC 3986
 * `IPv6address`): eight groups of 1-4 hex digits, one `::` for one or more zero groups, and the
 * last 32 bits optionally as an IPv4 address. No zone id, prefix length or brackets.
 */
export function isIpv6(value: string, start = 0, end = value.length): boolean {
  let index = start;
  let groups = 0;
  let compressed = false;
  if (end - start < 2) return false;
  if (value.charCodeAt(index) === COLON) {
    if (value.charCodeAt(index + 1) !== COLON) return false;
    compressed = true;
    index += 2;
    if (index === end) return true;
  }
  for (;;) {
    const group = index;
    while (index < end && index - group < 5 && isHexDigit(value.charCodeAt(index))) index++;
    if (index < end && value.charCodeAt(index) === DOT) {
      if (!isIpv4(value, group, end)) return false;
      groups += 2;
      break;
    }
    if (index === group || index - group > 4) return false;
    groups += 1;
    if (index === end) break;
    if (value.charCodeAt(index++) !== COLON || index === end) return false;
    if (value.charCodeAt(index) === COLON) {
      if (compressed) return false;
      compressed = true;
      if (++index === end) break;
    }
  }
  return compressed ? groups <= 7 : groups === 8;
}

/** `ipv4`: a dotted quad, no leading zeros. */
export const IPV4: FormatRule = stringRule("ipv4", "an IPv4 address (dotted quad)", (value) =>
  isIpv4(value),
);

/** `ipv6`: RFC 4291 text forms, every compressed form and an embedded IPv4. */
export const IPV6: FormatRule = stringRule("ipv6", "an IPv6 address (RFC 4291)", (value) =>
  isIpv6(value),
);
