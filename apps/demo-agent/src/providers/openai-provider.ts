import { type AssistantMessage, parseMessage, WireFormatError } from "@tinyllm/types";
import type { Completion, CompletionRequest, ModelProvider } from "./model-provider.js";
import {
  ProviderConnectionError,
  ProviderHttpError,
  ProviderResponseError,
  ProviderTimeoutError,
} from "./provider-errors.js";
import { backoffDelay, parseRetryAfter, type Sleep, sleep } from "./retry.js";

/** Settings for an OpenAI-compatible Chat Completions server. */
export interface OpenAIProviderOptions {
  /** The API root, e.g. `https://api.openai.com/v1` or `http://127.0.0.1:8080/v1`. */
  readonly baseUrl: string;
  /** The model name the server knows. */
  readonly model: string;
  /** Sent as a bearer token when set; never printed, and removed from server error text. */
  readonly apiKey?: string | undefined;
  /** How long one attempt may take, headers and body, in milliseconds. Default 120 000. */
  readonly timeoutMs?: number;
  /** Retries after a 429, a 5xx or a connection failure. Default 3. */
  readonly maxRetries?: number;
  /** The first retry waits about this long (doubling after), in milliseconds. Default 500. */
  readonly retryBaseDelayMs?: number;
  /** The longest wait before a retry, `Retry-After` included; a longer `Retry-After` ends the retries. Default 30 000. */
  readonly maxRetryDelayMs?: number;
  /** The wait between attempts; tests pass one that records instead of waiting. */
  readonly sleep?: Sleep;
  /** The fetch to use. Default: the global one. */
  readonly fetch?: typeof fetch;
}

const MAX_ERROR_TEXT = 500;

/** Talks to any OpenAI-compatible `POST /chat/completions` endpoint with plain `fetch`. */
export class OpenAIProvider implements ModelProvider {
  readonly label: string;
  private readonly endpoint: string;
  /** The endpoint without credentials or query, for messages. */
  private readonly shownUrl: string;
  private readonly timeoutMs: number;
  private readonly maxRetries: number;
  private readonly retryBaseDelayMs: number;
  private readonly maxRetryDelayMs: number;
  private readonly sleep: Sleep;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: OpenAIProviderOptions) {
    let url: URL;
    try {
      url = new URL(`${options.baseUrl.replace(/\/+$/, "")}/chat/completions`);
    } catch {
      throw new TypeError(
        `invalid base URL ${JSON.stringify(options.baseUrl)}; expected an absolute http(s) URL such as "http://127.0.0.1:8080/v1"`,
      );
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      throw new TypeError(
        `invalid base URL ${JSON.stringify(options.baseUrl)}; expected an http: or https: URL`,
      );
    }
    this.endpoint = url.href;
    this.shownUrl = `${url.origin}${url.pathname}`;
    this.label = `openai:${options.model}`;
    this.timeoutMs = options.timeoutMs ?? 120_000;
    this.maxRetries = options.maxRetries ?? 3;
    this.retryBaseDelayMs = options.retryBaseDelayMs ?? 500;
    this.maxRetryDelayMs = options.maxRetryDelayMs ?? 30_000;
    this.sleep = options.sleep ?? sleep;
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async complete(request: CompletionRequest): Promise<Completion> {
    const body = JSON.stringify({
      model: this.options.model,
      messages: request.messages,
      // Some servers refuse an empty list; no tools means no `tools` field.
      ...(request.tools.length > 0 ? { tools: request.tools } : {}),
    });
    const headers: Record<string, string> = {
      "content-type": "application/json",
      accept: "application/json",
    };
    if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`;

    for (let attempt = 1; ; attempt += 1) {
      request.signal?.throwIfAborted();
      const retriesLeft = attempt <= this.maxRetries;
      let status: number;
      let text: string;
      let retryAfter: string | null;
      try {
        ({ status, text, retryAfter } = await this.attempt(body, headers, request.signal));
      } catch (error) {
        if (request.signal?.aborted) throw request.signal.reason;
        if (error instanceof ProviderTimeoutError) throw error;
        if (!retriesLeft) {
          throw new ProviderConnectionError(
            this.shownUrl,
            this.redact(describeCause(error)),
            attempt,
          );
        }
        await this.sleep(this.backoff(attempt), request.signal);
        continue;
      }

      if (status >= 200 && status < 300) return this.read(text);
      const message = this.redact(serverErrorText(text));
      if (status !== 429 && status < 500) {
        throw new ProviderHttpError(status, message, attempt, this.shownUrl);
      }
      if (!retriesLeft) throw new ProviderHttpError(status, message, attempt, this.shownUrl);
      const asked = parseRetryAfter(retryAfter);
      if (asked !== undefined && asked > this.maxRetryDelayMs) {
        const note = ` (the server asked to retry after ${Math.ceil(asked / 1000)} s, longer than the ${Math.ceil(this.maxRetryDelayMs / 1000)} s this agent waits)`;
        throw new ProviderHttpError(status, message, attempt, this.shownUrl, note);
      }
      await this.sleep(asked ?? this.backoff(attempt), request.signal);
    }
  }

  /** One request, headers and body both within the timeout. */
  private async attempt(
    body: string,
    headers: Record<string, string>,
    signal: AbortSignal | undefined,
  ): Promise<{ status: number; text: string; retryAfter: string | null }> {
    const timeout = new AbortController();
    const timer = setTimeout(
      () => timeout.abort(new ProviderTimeoutError(this.timeoutMs, this.shownUrl)),
      this.timeoutMs,
    );
    const combined =
      signal === undefined ? timeout.signal : AbortSignal.any([signal, timeout.signal]);
    try {
      const response = await this.fetch(this.endpoint, {
        method: "POST",
        headers,
        body,
        signal: combined,
      });
      const text = await response.text();
      return { status: response.status, text, retryAfter: response.headers.get("retry-after") };
    } catch (error) {
      if (timeout.signal.aborted && !signal?.aborted) throw timeout.signal.reason;
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  private backoff(attempt: number): number {
    return backoffDelay(attempt, this.retryBaseDelayMs, this.maxRetryDelayMs);
  }

  /** Checks a 2xx body against the Chat Completions shape. */
  private read(text: string): Completion {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new ProviderResponseError(this.shownUrl, `the body is not JSON: ${excerpt(text)}`);
    }
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      throw new ProviderResponseError(
        this.shownUrl,
        `expected a JSON object, got ${excerpt(text)}`,
      );
    }
    const choices = Object.hasOwn(body, "choices")
      ? (body as { choices: unknown }).choices
      : undefined;
    if (!Array.isArray(choices) || choices.length === 0) {
      throw new ProviderResponseError(
        this.shownUrl,
        `$.choices: expected a non-empty array, got ${excerpt(JSON.stringify(choices) ?? "nothing")}`,
      );
    }
    const choice: unknown = choices[0];
    if (typeof choice !== "object" || choice === null || !Object.hasOwn(choice, "message")) {
      throw new ProviderResponseError(
        this.shownUrl,
        `$.choices[0]: expected an object with "message"`,
      );
    }
    const { message: rawMessage, finish_reason: finishReason } = choice as {
      message: unknown;
      finish_reason?: unknown;
    };
    let message: AssistantMessage;
    try {
      const parsed = parseMessage(rawMessage);
      if (parsed.role !== "assistant") {
        throw new ProviderResponseError(
          this.shownUrl,
          `$.choices[0].message.role: expected "assistant", got ${JSON.stringify(parsed.role)}`,
        );
      }
      message = parsed;
    } catch (error) {
      if (!(error instanceof WireFormatError)) throw error;
      const lines = error.issues.map(
        (issue) => `$.choices[0].message${issue.path.slice(1)}: ${issue.message}`,
      );
      throw new ProviderResponseError(this.shownUrl, lines.join("; "));
    }
    if (finishReason !== undefined && finishReason !== null && typeof finishReason !== "string") {
      throw new ProviderResponseError(
        this.shownUrl,
        `$.choices[0].finish_reason: expected string or null, got ${excerpt(JSON.stringify(finishReason))}`,
      );
    }
    return { message, finishReason: finishReason ?? null };
  }

  private redact(text: string): string {
    const key = this.options.apiKey;
    return key ? text.split(key).join("[redacted]") : text;
  }
}

/** The server's own words from an error body: OpenAI's `{"error":{"message"}}`, Ollama's `{"error":"..."}`, or the text. */
function serverErrorText(text: string): string {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === "object" && body !== null && Object.hasOwn(body, "error")) {
      const error = (body as { error: unknown }).error;
      if (typeof error === "string") return excerpt(error);
      if (typeof error === "object" && error !== null && Object.hasOwn(error, "message")) {
        const message = (error as { message: unknown }).message;
        if (typeof message === "string") return excerpt(message);
      }
    }
    if (typeof body === "object" && body !== null && Object.hasOwn(body, "message")) {
      const message = (body as { message: unknown }).message;
      if (typeof message === "string") return excerpt(message);
    }
  } catch {
    // Not JSON: the text itself is the server's message.
  }
  return excerpt(text);
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= MAX_ERROR_TEXT ? flat : `${flat.slice(0, MAX_ERROR_TEXT)}...`;
}

/** fetch hides the reason for a network failure in `cause` (ECONNREFUSED, ENOTFOUND). */
function describeCause(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause: unknown = error.cause;
  if (cause instanceof Error) {
    const code = (cause as { code?: unknown }).code;
    return typeof code === "string" ? `${code} ${cause.message}` : cause.message;
  }
  return error.message;
}
