/** Why a request never got an answer, in plain words, and whether trying again can help. */
export interface ConnectionFailure {
  /** What happened, once, in words: `the connection was refused (...)`. */
  readonly reason: string;
  /** `false` when the same request would fail the same way (a blocked port, no listener, no such host). */
  readonly retryable: boolean;
}

// Connection errors that pass: the server went away mid-answer, or the network hiccuped.
const TRANSIENT = new Set([
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EAI_AGAIN",
  "ENETUNREACH",
  "EHOSTUNREACH",
  "UND_ERR_SOCKET",
  "UND_ERR_CONNECT_TIMEOUT",
  "UND_ERR_CLOSED",
]);

/**
 * Reads the failure fetch reports (`TypeError: fetch failed`, with the reason in `cause`) for
 * `url`. A blocked port, a refused connection and an unknown host are not retried: nothing
 * changes in the seconds between attempts. A reset or a timeout of the connection is.
 */
export function describeConnectionFailure(error: unknown, url: URL): ConnectionFailure {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const message = cause instanceof Error ? cause.message : String(cause);
  const code = (cause as { code?: unknown } | null)?.code;
  const address = `${url.hostname}:${url.port || (url.protocol === "https:" ? "443" : "80")}`;
  if (message === "bad port") {
    return {
      reason: `port ${url.port} is one that fetch refuses to connect to (it is reserved for another protocol); run the server on another port`,
      retryable: false,
    };
  }
  switch (code) {
    case "ECONNREFUSED":
      return {
        reason: `the connection was refused (nothing is listening at ${address}; is the server running?)`,
        retryable: false,
      };
    case "ENOTFOUND":
      return {
        reason: `the host name ${JSON.stringify(url.hostname)} was not found`,
        retryable: false,
      };
    case "ECONNRESET":
    case "UND_ERR_SOCKET":
    case "UND_ERR_CLOSED":
      return { reason: "the server closed the connection before it answered", retryable: true };
    default:
      break;
  }
  if (typeof code === "string" && /CERT|SSL|TLS/.test(code)) {
    return { reason: `the TLS connection failed: ${message}`, retryable: false };
  }
  // Node's own messages often start with the code ("connect EHOSTUNREACH ..."): say it once.
  const words =
    typeof code === "string" && !message.includes(code) ? `${code}: ${message}` : message;
  return { reason: words, retryable: typeof code === "string" && TRANSIENT.has(code) };
}
