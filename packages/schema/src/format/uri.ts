import { isDigit, isHexDigit, PERCENT } from "./ascii.js";
import { type FormatRule, stringRule } from "./format-rule.js";
import { isIpv6 } from "./ip-address.js";

// RFC 3986 appendix A, ASCII only. `unreserved` and `sub-delims` besides letters and digits:
const UNRESERVED_OR_SUB_DELIM = "-._~!$&'()*+,;=";
const PATH = ":@/"; // pchar adds ":" and "@"; a path adds "/"
const QUERY = ":@/?"; // query and fragment add "?"

function isAlphaCode(code: number): boolean {
  return (code | 32) >= 97 && (code | 32) <= 122;
}

// Whether value[start..end) is made of letters, digits, unreserved and sub-delims characters,
// the `extra` ones, and (unless `escapes` is false) complete %XX escapes.
function isRun(value: string, start: number, end: number, extra: string, escapes = true): boolean {
  for (let index = start; index < end; index++) {
    const code = value.charCodeAt(index);
    if (code === PERCENT && escapes) {
      if (index + 2 >= end || !isHexDigit(value.charCodeAt(index + 1))) return false;
      if (!isHexDigit(value.charCodeAt(index + 2))) return false;
      index += 2;
    } else if (!isAlphaCode(code) && !isDigit(code)) {
      const character = value[index] as string;
      if (
        code >= 128 ||
        !(UNRESERVED_OR_SUB_DELIM.includes(character) || extra.includes(character))
      ) {
        return false;
      }
    }
  }
  return true;
}

// The index of the ":" that ends a scheme (ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )), or -1.
function schemeEnd(value: string): number {
  if (!isAlphaCode(value.charCodeAt(0))) return -1;
  for (let index = 1; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code === 58) return index;
    if (!isAlphaCode(code) && !isDigit(code) && code !== 43 && code !== 45 && code !== 46)
      return -1;
  }
  return -1;
}

// IP-literal inside the brackets: IPv6address / IPvFuture ("v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )).
function isIpLiteral(value: string, start: number, end: number): boolean {
  if ((value.charCodeAt(start) | 32) !== 118) return isIpv6(value, start, end);
  let index = start + 1;
  while (index < end && isHexDigit(value.charCodeAt(index))) index++;
  if (index === start + 1 || value.charCodeAt(index) !== 46 || index + 1 >= end) return false;
  return isRun(value, index + 1, end, ":", false);
}

// authority = [ userinfo "@" ] host [ ":" port ], host = IP-literal / IPv4address / reg-name.
// IPv4address is a reg-name as well, so "999.999.999.999" passes as one.
function isAuthority(value: string, start: number, end: number): boolean {
  const at = value.lastIndexOf("@", end - 1);
  let host = start;
  if (at >= start) {
    if (!isRun(value, start, at, ":")) return false;
    host = at + 1;
  }
  let port: number;
  if (value[host] === "[") {
    const close = value.indexOf("]", host);
    if (close < 0 || close >= end || !isIpLiteral(value, host + 1, close)) return false;
    port = close + 1;
    if (port < end && value[port] !== ":") return false;
  } else {
    const colon = value.indexOf(":", host);
    port = colon < 0 || colon >= end ? end : colon;
    if (!isRun(value, host, port, "")) return false;
  }
  for (let index = port + 1; index < end; index++) {
    if (!isDigit(value.charCodeAt(index))) return false;
  }
  return true;
}

// URI (with a scheme) or, when a scheme is not required and there is none, relative-ref.
function isReference(value: string, requireScheme: boolean): boolean {
  const colon = schemeEnd(value);
  if (colon < 0 && requireScheme) return false;
  const start = colon + 1;
  let end = value.length;
  const hash = value.indexOf("#", start);
  if (hash >= 0) {
    if (!isRun(value, hash + 1, end, QUERY)) return false;
    end = hash;
  }
  const question = value.indexOf("?", start);
  if (question >= 0 && question < end) {
    if (!isRun(value, question + 1, end, QUERY)) return false;
    end = question;
  }
  if (value.startsWith("//", start)) {
    const slash = value.indexOf("/", start + 2);
    const path = slash < 0 || slash > end ? end : slash;
    return isAuthority(value, start + 2, path) && isRun(value, path, end, PATH);
  }
  if (colon < 0) {
    // path-noscheme: the first segment has no ":" (or "1:b" would read as a scheme).
    const firstColon = value.indexOf(":", start);
    const slash = value.indexOf("/", start);
    if (firstColon >= 0 && firstColon < end && (slash < 0 || firstColon < slash)) return false;
  }
  return isRun(value, start, end, PATH);
}

/** Whether `value` is an RFC 3986 `URI`: a scheme, then a path, query and fragment; ASCII only. */
export function isUri(value: string): boolean {
  return isReference(value, true);
}

/** Whether `value` is an RFC 3986 `URI-reference`: a `URI` or a `relative-ref`; ASCII only. */
export function isUriReference(value: string): boolean {
  return isReference(value, false);
}

/** `uri`: RFC 3986 URI, strictly. */
export const URI: FormatRule = stringRule("uri", "a URI (RFC 3986)", isUri);

/** `uri-reference`: RFC 3986 URI-reference, strictly. */
export const URI_REFERENCE: FormatRule = stringRule(
  "uri-reference",
  "a URI reference (RFC 3986)",
  isUriReference,
);
