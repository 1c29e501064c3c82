import type { AssistantMessage } from "@tinyllm/types";
import { readAssistantMessage } from "./assistant-message.js";
import type { Completion, CompletionRequest, ModelProvider } from "./model-provider.js";
import { type HttpPolicy, postJson } from "./post-json.js";
import { ProviderResponseError } from "./provider-errors.js";
import { Redactor } from "./redactor.js";

/** Settings for an OpenAI-compatible Chat Completions server. */
export interface OpenAIProviderOptions extends HttpPolicy {
  /** The API root, e.g. `https://api.openai.com/v1` or `http://127.0.0.1:8080/v1`. */
  readonly baseUrl: string;
  /** The model name the server knows. */
  readonly model: string;
  /** Sent as a bearer token when set; never printed, and removed from server error text. */
  readonly apiKey?: string | undefined;
}

/**
 * Talks to any OpenAI-compatible `POST /chat/completions` endpoint with plain `fetch`, through
 * the shared `postJson` (retries, timeout, bounded body, same-host redirects, redaction).
 */
export class OpenAIProvider implements ModelProvider {
  readonly label: string;
  readonly #endpoint: URL;
  /** The endpoint without credentials or query, for messages. */
  readonly #shownUrl: string;
  readonly #redactor: Redactor;

  constructor(private readonly options: OpenAIProviderOptions) {
    this.#endpoint = endpointUrl(options.baseUrl, "chat/completions");
    this.#shownUrl = `${this.#endpoint.origin}${this.#endpoint.pathname}`;
    this.label = `openai:${options.model}`;
    this.#redactor = new Redactor([options.apiKey]);
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
    const answer = await postJson(
      {
        url: this.#endpoint,
        shownUrl: this.#shownUrl,
        headers,
        body,
        redactor: this.#redactor,
        signal: request.signal,
      },
      this.options,
    );
    return this.#read(answer.body, answer.text);
  }

  /** Checks a 2xx body against the Chat Completions shape; every quote goes through the redactor. */
  #read(body: unknown, text: string): Completion {
    const fail = (problem: string) => new ProviderResponseError(this.#shownUrl, problem);
    const quote = (value: unknown) => this.#redactor.quote(JSON.stringify(value) ?? "nothing", 200);
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      throw fail(`expected a JSON object, got ${this.#redactor.quote(text, 200)}`);
    }
    const choices = Object.hasOwn(body, "choices")
      ? (body as { choices: unknown }).choices
      : undefined;
    if (!Array.isArray(choices) || choices.length === 0) {
      throw fail(`$.choices: expected a non-empty array, got ${quote(choices)}`);
    }
    const choice: unknown = choices[0];
    if (typeof choice !== "object" || choice === null || !Object.hasOwn(choice, "message")) {
      throw fail(`$.choices[0]: expected an object with "message"`);
    }
    const { message: raw, finish_reason: finishReason } = choice as {
      message: unknown;
      finish_reason?: unknown;
    };
    const message: AssistantMessage = readAssistantMessage(raw, "$.choices[0].message", (problem) =>
      fail(this.#redactor.quote(problem, 2000)),
    );
    if (finishReason !== undefined && finishReason !== null && typeof finishReason !== "string") {
      throw fail(`$.choices[0].finish_reason: expected string or null, got ${quote(finishReason)}`);
    }
    return { message, finishReason: finishReason ?? null };
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
