/**
 * RFC 3986 `host [":" port]`: a bracketed IPv6 literal or a reg-name (letters, digits,
 * `-._~`, sub-delims, `%` escapes), then an optional port. No spaces, no userinfo, no path.
 */
const AUTHORITY = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9\-._~!$&'()*+,;=%]+)(?::(\d{1,5}))?$/;

/**
 * Whether a Host header value is one authority a URL can carry (`localhost:3000`, `[::1]`):
 * not empty, not two values joined (`a, b`), a port of at most 65535, and accepted by `URL`.
 */
export function isValidHost(value: string): boolean {
  const match = AUTHORITY.exec(value);
  if (match === null) return false;
  if (match[1] !== undefined && Number(match[1]) > 65535) return false;
  try {
    new URL(`http://${value}/`);
    return true;
  } catch {
    return false;
  }
}

/** Why the request's Host header cannot be judged (400), or undefined when it is well formed. */
export function hostHeaderProblem(request: Request): string | undefined {
  const host = request.headers.get("host");
  if (host === null || isValidHost(host)) return undefined;
  return `Bad Request: the Host header ${JSON.stringify(host.slice(0, 200))} is not a valid host`;
}
