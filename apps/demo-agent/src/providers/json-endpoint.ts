import { type HttpPolicy, postJson } from "./post-json.js";
import { ProviderResponseError } from "./provider-errors.js";
import { Redactor } from "./redactor.js";

/** Where and how one provider posts: the URL, its headers, the key to keep out of messages. */
export interface JsonEndpointOptions {
  /** The API root (`https://api.anthropic.com/v1`); checked to be an absolute http(s) URL. */
  readonly baseUrl: string;
  /** The path under it (`messages`, `models/gemini-2.5-flash:generateContent`). */
  readonly path: string;
  /** Headers besides `content-type` and `accept` (the key's header among them). */
  readonly headers: Readonly<Record<string, string>>;
  /** The API key: removed from every piece of server text an error quotes. */
  readonly secret: string | undefined;
  /** Retries, timeout, body size: the same policy for every provider. */
  readonly policy: HttpPolicy;
}

/**
 * One model server endpoint, shared by every HTTP provider: `postJson`'s retries, timeout,
 * bounded body and same-host redirects, the redactor on every quote, and the check that a 2xx
 * body is a JSON object, so a provider only maps its own wire shape.
 */
export class JsonEndpoint {
  /** The endpoint as messages show it: no credentials, no query. */
  readonly shownUrl: string;
  /** Removes the key from server text. */
  readonly redactor: Redactor;
  readonly #url: URL;
  readonly #options: JsonEndpointOptions;

  /** Throws a TypeError in plain words for a base URL that is not absolute http(s). */
  constructor(options: JsonEndpointOptions) {
    this.#url = endpointUrl(options.baseUrl, options.path);
    this.shownUrl = `${this.#url.origin}${this.#url.pathname}`;
    this.redactor = new Redactor([options.secret]);
    this.#options = options;
  }

  /** POSTs `body` as JSON; resolves to the 2xx body, which is a JSON object, or rejects. */
  async post(body: unknown, signal: AbortSignal | undefined): Promise<Record<string, unknown>> {
    const answer = await postJson(
      {
        url: this.#url,
        shownUrl: this.shownUrl,
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          ...this.#options.headers,
        },
        body: JSON.stringify(body),
        redactor: this.redactor,
        signal,
      },
      this.#options.policy,
    );
    const value = answer.body;
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      throw this.fail(`expected a JSON object, got ${this.redactor.quote(answer.text, 200)}`);
    }
    return value as Record<string, unknown>;
  }

  /** The error for a 2xx body of the wrong shape; `problem` is quoted through the redactor. */
  fail(problem: string): ProviderResponseError {
    return new ProviderResponseError(this.shownUrl, this.redactor.quote(problem, 2000));
  }

  /** A value from the server, as JSON, redacted and cut for an error message. */
  quote(value: unknown): string {
    return this.redactor.quote(JSON.stringify(value) ?? "nothing", 200);
  }
}

/** `base` (an http(s) API root) joined with `path`; a TypeError in plain words otherwise. */
export function endpointUrl(base: string, path: string): URL {
  let url: URL;
  try {
    url = new URL(`${base.replace(/\/+$/, "")}/${path}`);
  } catch {
    throw new TypeError(
      `invalid base URL ${JSON.stringify(base)}; expected an absolute http(s) URL such as "http://127.0.0.1:8080/v1"`,
    );
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new TypeError(
      `invalid base URL ${JSON.stringify(base)}; expected an http: or https: URL`,
    );
  }
  return url;
}
