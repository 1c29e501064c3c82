import { LOOPBACK_HOSTS, type ResolvedHttpOptions } from "./http-options.js";

/** The host name of a Host header value (`[::1]:8080` → `[::1]`), lowercased. */
export function hostName(host: string): string {
  const value = host.trim().toLowerCase();
  if (value.startsWith("[")) {
    const end = value.indexOf("]");
    return end === -1 ? value : value.slice(0, end + 1);
  }
  const colon = value.lastIndexOf(":");
  return colon === -1 ? value : value.slice(0, colon);
}

function hostAllowed(host: string, allowed: readonly string[] | "any"): boolean {
  if (allowed === "any") return true;
  const value = host.trim().toLowerCase();
  const name = hostName(value);
  return allowed.some((entry) => {
    const wanted = entry.toLowerCase();
    return wanted === value || wanted === name;
  });
}

function originAllowed(origin: string, allowed: readonly string[] | "any" | undefined): boolean {
  if (allowed === "any") return true;
  if (allowed !== undefined)
    return allowed.some((entry) => entry.toLowerCase() === origin.toLowerCase());
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return LOOPBACK_HOSTS.includes(url.hostname.toLowerCase());
}

/**
 * Why a request fails the DNS-rebinding check (a Host or Origin not allowed), or undefined when
 * it passes. Without a Host header the URL's host is checked.
 */
export function rebindingProblem(
  request: Request,
  options: ResolvedHttpOptions,
): string | undefined {
  const host = request.headers.get("host") ?? new URL(request.url).host;
  if (!hostAllowed(host, options.allowedHosts))
    return `Forbidden: host ${JSON.stringify(host)} is not allowed`;
  const origin = request.headers.get("origin");
  if (origin !== null && !originAllowed(origin, options.allowedOrigins)) {
    return `Forbidden: origin ${JSON.stringify(origin)} is not allowed`;
  }
  return undefined;
}

/** Which answer forms the client's Accept header allows. */
export interface Accepted {
  readonly json: boolean;
  readonly sse: boolean;
}

/** Reads the Accept header: no header (or `*\/*`) allows both forms. */
export function acceptedForms(request: Request): Accepted {
  const header = request.headers.get("accept");
  if (header === null || header.trim() === "") return { json: true, sse: true };
  const types = header.split(",").map((part) => (part.split(";")[0] ?? "").trim().toLowerCase());
  const any = types.includes("*/*");
  return {
    json: any || types.includes("application/json") || types.includes("application/*"),
    sse: any || types.includes("text/event-stream") || types.includes("text/*"),
  };
}

/** Whether the Content-Type says JSON. */
export function isJsonContent(request: Request): boolean {
  const type = request.headers.get("content-type");
  return type !== null && (type.split(";")[0] ?? "").trim().toLowerCase() === "application/json";
}
