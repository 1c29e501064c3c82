import { hasMarker } from "@tinyllm/types";

const providerHttpErrorMarker = Symbol.for("@tinyllm/demo-agent.ProviderHttpError");

/** The server answered with an HTTP error status (after any retries). */
export class ProviderHttpError extends Error {
  override readonly name = "ProviderHttpError";
  /** A stable code for programs; the message is for people. */
  readonly code = "provider_http_error";
  /** The HTTP status of the last answer. */
  readonly status: number;
  /** The server's own error text, with any API key removed. */
  readonly serverMessage: string;
  /** How many requests were made, retries included. */
  readonly attempts: number;

  constructor(status: number, serverMessage: string, attempts: number, url: string, note = "") {
    const after = attempts > 1 ? ` after ${attempts} attempts` : "";
    const text = serverMessage === "" ? "(no error text)" : serverMessage;
    super(`model server ${url} answered HTTP ${status}${after}: ${text}${note}`);
    this.status = status;
    this.serverMessage = serverMessage;
    this.attempts = attempts;
  }

  /** Whether `value` is a `ProviderHttpError` from any copy of this app (by its `Symbol.for` marker); never throws. */
  static isInstance(value: unknown): value is ProviderHttpError {
    return hasMarker(value, providerHttpErrorMarker);
  }
}
Object.defineProperty(ProviderHttpError.prototype, providerHttpErrorMarker, { value: true });

const providerTimeoutErrorMarker = Symbol.for("@tinyllm/demo-agent.ProviderTimeoutError");

/** The server did not answer within the request timeout. */
export class ProviderTimeoutError extends Error {
  override readonly name = "ProviderTimeoutError";
  /** A stable code for programs; the message is for people. */
  readonly code = "provider_timeout";
  /** The timeout that ran out, in milliseconds. */
  readonly timeoutMs: number;

  constructor(timeoutMs: number, url: string) {
    super(`model server ${url} did not answer within ${timeoutMs} ms`);
    this.timeoutMs = timeoutMs;
  }

  /** Whether `value` is a `ProviderTimeoutError` from any copy of this app (by its `Symbol.for` marker); never throws. */
  static isInstance(value: unknown): value is ProviderTimeoutError {
    return hasMarker(value, providerTimeoutErrorMarker);
  }
}
Object.defineProperty(ProviderTimeoutError.prototype, providerTimeoutErrorMarker, { value: true });

const providerConnectionErrorMarker = Symbol.for("@tinyllm/demo-agent.ProviderConnectionError");

/** The server could not be reached at all (refused connection, unknown host). */
export class ProviderConnectionError extends Error {
  override readonly name = "ProviderConnectionError";
  /** A stable code for programs; the message is for people. */
  readonly code = "provider_unreachable";

  constructor(url: string, reason: string, attempts: number) {
    const after = attempts > 1 ? ` after ${attempts} attempts` : "";
    super(`could not reach model server ${url}${after}: ${reason}`);
  }

  /** Whether `value` is a `ProviderConnectionError` from any copy of this app (by its `Symbol.for` marker); never throws. */
  static isInstance(value: unknown): value is ProviderConnectionError {
    return hasMarker(value, providerConnectionErrorMarker);
  }
}
Object.defineProperty(ProviderConnectionError.prototype, providerConnectionErrorMarker, {
  value: true,
});

const providerResponseErrorMarker = Symbol.for("@tinyllm/demo-agent.ProviderResponseError");

/** The server answered 2xx, but the body is not a Chat Completions response. */
export class ProviderResponseError extends Error {
  override readonly name = "ProviderResponseError";
  /** A stable code for programs; the message is for people. */
  readonly code = "provider_malformed_response";

  constructor(url: string, problem: string) {
    super(`model server ${url} sent a malformed chat completion: ${problem}`);
  }

  /** Whether `value` is a `ProviderResponseError` from any copy of this app (by its `Symbol.for` marker); never throws. */
  static isInstance(value: unknown): value is ProviderResponseError {
    return hasMarker(value, providerResponseErrorMarker);
  }
}
Object.defineProperty(ProviderResponseError.prototype, providerResponseErrorMarker, {
  value: true,
});

const providerResponseTooLargeErrorMarker = Symbol.for(
  "@tinyllm/demo-agent.ProviderResponseTooLargeError",
);

/** The server's response body is over the size the provider reads. */
export class ProviderResponseTooLargeError extends Error {
  override readonly name = "ProviderResponseTooLargeError";
  /** A stable code for programs; the message is for people. */
  readonly code = "provider_response_too_large";
  /** The limit, in bytes. */
  readonly maxBytes: number;

  constructor(url: string, maxBytes: number) {
    super(
      `model server ${url} sent a response body over the limit of ${maxBytes} bytes; it was not read further`,
    );
    this.maxBytes = maxBytes;
  }

  /** Whether `value` is a `ProviderResponseTooLargeError` from any copy of this app (by its `Symbol.for` marker); never throws. */
  static isInstance(value: unknown): value is ProviderResponseTooLargeError {
    return hasMarker(value, providerResponseTooLargeErrorMarker);
  }
}
Object.defineProperty(
  ProviderResponseTooLargeError.prototype,
  providerResponseTooLargeErrorMarker,
  { value: true },
);

const providerRedirectErrorMarker = Symbol.for("@tinyllm/demo-agent.ProviderRedirectError");

/** The server redirected somewhere the provider does not follow. */
export class ProviderRedirectError extends Error {
  override readonly name = "ProviderRedirectError";
  /** A stable code for programs; the message is for people. */
  readonly code = "provider_redirect_refused";

  constructor(url: string, problem: string) {
    super(`model server ${url} ${problem}`);
  }

  /** Whether `value` is a `ProviderRedirectError` from any copy of this app (by its `Symbol.for` marker); never throws. */
  static isInstance(value: unknown): value is ProviderRedirectError {
    return hasMarker(value, providerRedirectErrorMarker);
  }
}
Object.defineProperty(ProviderRedirectError.prototype, providerRedirectErrorMarker, {
  value: true,
});
