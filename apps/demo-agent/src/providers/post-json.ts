import type { OptionFields } from "../option-names.js";
import { describeConnectionFailure } from "./connection-failure.js";
import {
  ProviderConnectionError,
  ProviderHttpError,
  ProviderRedirectError,
  ProviderResponseError,
  ProviderTimeoutError,
} from "./provider-errors.js";
import { DEFAULT_MAX_RESPONSE_BYTES, readBoundedBody } from "./read-bounded-body.js";
import type { Redactor } from "./redactor.js";
import { backoffDelay, parseRetryAfter, type Sleep, sleep } from "./retry.js";
import { serverErrorText } from "./server-error-text.js";

/** How many same-host redirects one attempt follows. */
export const MAX_REDIRECTS = 3;

/** The retry, timeout and size policy of one provider, shared by every provider. */
export interface HttpPolicy {
  /** How long one attempt may take, headers and body, in milliseconds. Default 120 000. */
  readonly timeoutMs?: number;
  /** Retries after a 429, a 5xx or a transient connection failure. Default 3. */
  readonly maxRetries?: number;
  /** The first retry waits about this long (doubling after), in milliseconds. Default 500. */
  readonly retryBaseDelayMs?: number;
  /** The longest wait before a retry, `Retry-After` included; a longer `Retry-After` ends the retries. Default 30 000. */
  readonly maxRetryDelayMs?: number;
  /** The largest response body read, in bytes. Default 8 MiB. */
  readonly maxResponseBytes?: number;
  /** The wait between attempts; tests pass one that records instead of waiting. */
  readonly sleep?: Sleep;
  /** The fetch to use. Default: the global one. */
  readonly fetch?: typeof fetch;
}

/** Every field of {@link HttpPolicy}, for the option lists of the providers. */
export const HTTP_POLICY_FIELDS = {
  timeoutMs: 1,
  maxRetries: 1,
  retryBaseDelayMs: 1,
  maxRetryDelayMs: 1,
  maxResponseBytes: 1,
  sleep: 1,
  fetch: 1,
} as const satisfies OptionFields<HttpPolicy>;

/** One JSON POST to a model server. */
export interface PostJsonRequest {
  /** The endpoint, credentials and query included. */
  readonly url: URL;
  /** The endpoint as messages show it: no credentials, no query. */
  readonly shownUrl: string;
  readonly headers: Readonly<Record<string, string>>;
  /** The JSON text to send. */
  readonly body: string;
  /** Removes the key from every piece of server text an error quotes. */
  readonly redactor: Redactor;
  /** Aborts the request; the promise then rejects with the signal's reason. */
  readonly signal?: AbortSignal | undefined;
}

/** A 2xx answer: the parsed JSON body, and its text for quoting. */
export interface JsonAnswer {
  readonly body: unknown;
  readonly text: string;
}

/**
 * POSTs JSON and returns the parsed 2xx body. Retries 429, 5xx and transient connection
 * failures with backoff (honouring `Retry-After`); never a timeout, a 4xx, or a failure that
 * would only repeat. Each attempt is bounded in time and in body size, follows redirects only
 * on the same origin, and every error quotes the server through the redactor.
 */
export async function postJson(
  request: PostJsonRequest,
  policy: HttpPolicy = {},
): Promise<JsonAnswer> {
  const maxRetries = policy.maxRetries ?? 3;
  const maxRetryDelayMs = policy.maxRetryDelayMs ?? 30_000;
  const wait = policy.sleep ?? sleep;
  const backoff = (attempt: number) =>
    backoffDelay(attempt, policy.retryBaseDelayMs ?? 500, maxRetryDelayMs);
  const { signal, shownUrl, redactor } = request;

  for (let attempt = 1; ; attempt += 1) {
    signal?.throwIfAborted();
    const retriesLeft = attempt <= maxRetries;
    let answer: { status: number; text: string; retryAfter: string | null };
    try {
      answer = await attemptOnce(request, policy);
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (!isFetchFailure(error)) throw error;
      const failure = describeConnectionFailure(error, request.url);
      const reason = redactor.quote(failure.reason);
      if (!failure.retryable || !retriesLeft)
        throw new ProviderConnectionError(shownUrl, reason, attempt);
      await wait(backoff(attempt), signal);
      continue;
    }
    const { status, text, retryAfter } = answer;
    if (status >= 200 && status < 300) {
      try {
        return { body: JSON.parse(text), text };
      } catch {
        throw new ProviderResponseError(shownUrl, `the body is not JSON: ${redactor.quote(text)}`);
      }
    }
    const message = redactor.quote(serverErrorText(text));
    if ((status !== 429 && status < 500) || !retriesLeft) {
      throw new ProviderHttpError(status, message, attempt, shownUrl);
    }
    const asked = parseRetryAfter(retryAfter);
    if (asked !== undefined && asked > maxRetryDelayMs) {
      const note = ` (the server asked to retry after ${Math.ceil(asked / 1000)} s, longer than the ${Math.ceil(maxRetryDelayMs / 1000)} s this agent waits)`;
      throw new ProviderHttpError(status, message, attempt, shownUrl, note);
    }
    await wait(asked ?? backoff(attempt), signal);
  }
}

/** One attempt: the request, its same-origin redirects, and the body, all within the timeout. */
async function attemptOnce(
  request: PostJsonRequest,
  policy: HttpPolicy,
): Promise<{ status: number; text: string; retryAfter: string | null }> {
  const timeoutMs = policy.timeoutMs ?? 120_000;
  const timeout = new AbortController();
  const timer = setTimeout(
    () => timeout.abort(new ProviderTimeoutError(timeoutMs, request.shownUrl)),
    timeoutMs,
  );
  const signal =
    request.signal === undefined
      ? timeout.signal
      : AbortSignal.any([request.signal, timeout.signal]);
  const fetcher = policy.fetch ?? globalThis.fetch;
  try {
    let url = request.url;
    for (let redirects = 0; ; redirects += 1) {
      const response = await fetcher(url, {
        method: "POST",
        headers: request.headers,
        body: request.body,
        signal,
        redirect: "manual",
      });
      const location = response.headers.get("location");
      if (response.status >= 300 && response.status < 400 && location !== null) {
        await response.body?.cancel().catch(() => {});
        url = redirectTarget(url, location, redirects, request);
        continue;
      }
      const text = await readBoundedBody(
        response,
        policy.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
        request.shownUrl,
      );
      return { status: response.status, text, retryAfter: response.headers.get("retry-after") };
    }
  } catch (error) {
    if (timeout.signal.aborted && !request.signal?.aborted) throw timeout.signal.reason;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Where a redirect leads, if it may be followed: the same origin, at most MAX_REDIRECTS times. */
function redirectTarget(
  from: URL,
  location: string,
  redirects: number,
  request: PostJsonRequest,
): URL {
  let target: URL;
  try {
    target = new URL(location, from);
  } catch {
    throw new ProviderRedirectError(
      request.shownUrl,
      `redirected to ${request.redactor.quote(JSON.stringify(location), 200)}, which is not a URL`,
    );
  }
  const shown = request.redactor.quote(`${target.origin}${target.pathname}`, 200);
  if (target.origin !== from.origin) {
    throw new ProviderRedirectError(
      request.shownUrl,
      `redirected to ${shown}, another host; redirects to another host are not followed, since they would send the conversation and the API key there`,
    );
  }
  if (redirects >= MAX_REDIRECTS) {
    throw new ProviderRedirectError(
      request.shownUrl,
      `redirected more than ${MAX_REDIRECTS} times; the last pointed to ${shown}`,
    );
  }
  return target;
}

/** fetch rejects with a TypeError for a request that got no response at all. */
function isFetchFailure(error: unknown): boolean {
  return error instanceof TypeError;
}
