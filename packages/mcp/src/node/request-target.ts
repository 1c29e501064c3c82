import type { IncomingMessage } from "node:http";
import { isValidHost } from "../http/host-header.js";

/** What {@link readTarget} makes of a Node request's target and Host header. */
export type Target =
  | { readonly ok: true; readonly pathname: string; readonly pathAndQuery: string }
  | { readonly ok: false; readonly reason: string };

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;
const BASE = "http://target.invalid";

/**
 * Reads the request target without trusting it: never throws. A Host header must be one valid
 * authority and come once (RFC 9112 answers 400 otherwise); an absolute-form target must be
 * `http(s)` with the same host as the Host header, so the DNS-rebinding check judges the host
 * the request names. The path comes from the target alone, never from the Host header.
 */
export function readTarget(request: IncomingMessage): Target {
  let hosts = 0;
  for (let index = 0; index < request.rawHeaders.length; index += 2) {
    if (request.rawHeaders[index]?.toLowerCase() === "host") hosts += 1;
  }
  if (hosts > 1) return { ok: false, reason: "more than one Host header" };
  const host = request.headers.host;
  if (host !== undefined && !isValidHost(host)) return { ok: false, reason: "invalid Host header" };
  const raw = request.url ?? "/";
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return { ok: false, reason: "invalid request target" };
  }
  if (SCHEME.test(raw)) {
    if (url.protocol !== "http:" && url.protocol !== "https:")
      return { ok: false, reason: "request target is not http" };
    if (host !== undefined && url.host !== new URL(`${url.protocol}//${host}`).host)
      return { ok: false, reason: "request target and Host header name different hosts" };
  } else if (!raw.startsWith("/") || raw.startsWith("//")) {
    // `*`, authority-form and `//host` are no paths of ours.
    return { ok: false, reason: "request target is not a path" };
  }
  return { ok: true, pathname: url.pathname, pathAndQuery: `${url.pathname}${url.search}` };
}
