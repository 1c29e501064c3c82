import { DOT, HYPHEN, isDigit } from "./ascii.js";
import { type FormatRule, stringRule } from "./format-rule.js";
import { isULabel } from "./idna.js";
import { decodePunycode } from "./punycode.js";

/** The longest hostname in text form: 255 octets on the wire, less the first length octet and the root. */
export const MAX_HOSTNAME_LENGTH = 253;
/** The longest label (RFC 1035 section 2.3.4). */
export const MAX_LABEL_LENGTH = 63;

function isLetterOrDigit(code: number): boolean {
  return isDigit(code) || ((code | 32) >= 97 && (code | 32) <= 122);
}

// An LDH label (RFC 1123 section 2.1: a digit may lead); one that starts with "xn--" in any case
// is an A-label and, lower-cased first (RFC 5891 section 5.3), must decode to a valid IDNA2008
// U-label (section 5.4).
function isLabel(value: string, start: number, end: number): boolean {
  if (end - start < 1 || end - start > MAX_LABEL_LENGTH) return false;
  for (let index = start; index < end; index++) {
    const code = value.charCodeAt(index);
    const edge = index === start || index === end - 1;
    if (!isLetterOrDigit(code) && (code !== HYPHEN || edge)) return false;
  }
  const label = value.slice(start, end).toLowerCase();
  if (!label.startsWith("xn--")) return true;
  const points = decodePunycode(label.slice(4));
  return points !== undefined && isULabel(points);
}

/**
 * Whether `value[start..end)` is a hostname: dot-separated LDH labels of 1-63 characters, at most
 * 253 in all, no trailing dot; `xn--` labels are checked as IDNA2008 A-labels.
 */
export function isHostname(value: string, start = 0, end = value.length): boolean {
  if (end - start > MAX_HOSTNAME_LENGTH) return false;
  let label = start;
  for (let index = start; index <= end; index++) {
    if (index < end && value.charCodeAt(index) !== DOT) continue;
    if (!isLabel(value, label, index)) return false;
    label = index + 1;
  }
  return true;
}

/** `hostname`: RFC 1123 names, with IDNA2008 checks on A-labels. */
export const HOSTNAME: FormatRule = stringRule(
  "hostname",
  "a hostname (RFC 1123, IDNA2008 A-labels)",
  (value) => isHostname(value),
);
