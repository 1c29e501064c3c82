import type { AssistantMessage } from "@tinyllm/types";
import { type OptionFields, refuseUnknownOption } from "../option-names.js";
import { readAssistantMessage } from "./assistant-message.js";
import { lastTurnIsRich } from "./chat-history.js";
import { JsonEndpoint } from "./json-endpoint.js";
import type { Completion, CompletionRequest, ModelProvider } from "./model-provider.js";
import { lastTurnAnswers, toOpenAIChatHistory } from "./openai-chat-history.js";
import { HTTP_POLICY_FIELDS, type HttpPolicy } from "./post-json.js";

export { endpointUrl } from "./json-endpoint.js";

/** Settings for an OpenAI-compatible Chat Completions server. */
export interface OpenAIProviderOptions extends HttpPolicy {
  /** The API root, e.g. `https://api.openai.com/v1` or `http://127.0.0.1:8080/v1`. */
  readonly baseUrl: string;
  /** The model name the server knows. */
  readonly model: string;
  /** Sent as a bearer token when set; never printed, and removed from server error text. */
  readonly apiKey?: string | undefined;
}

/** Every option `new OpenAIProvider` takes: the one list its unknown-name check reads. */
export const OPENAI_PROVIDER_OPTION_NAMES: readonly string[] = Object.keys({
  ...HTTP_POLICY_FIELDS,
  baseUrl: 1,
  model: 1,
  apiKey: 1,
} as const satisfies OptionFields<OpenAIProviderOptions>);

/**
 * Talks to any OpenAI-compatible `POST /chat/completions` endpoint with plain `fetch`, through
 * the shared `postJson` (retries, timeout, bounded body, same-host redirects, redaction). Tool
 * results with images, audio or files go as `toOpenAIChatMessages` projects them.
 * Throws a `TypeError` for an option name it does not know or a base URL it cannot use.
 */
export class OpenAIProvider implements ModelProvider {
  readonly label: string;
  readonly #endpoint: JsonEndpoint;

  constructor(private readonly options: OpenAIProviderOptions) {
    refuseUnknownOption(options, "new OpenAIProvider", OPENAI_PROVIDER_OPTION_NAMES);
    this.#endpoint = new JsonEndpoint({
      baseUrl: options.baseUrl,
      path: "chat/completions",
      headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
      secret: options.apiKey,
      policy: options,
    });
    this.label = `openai:${options.model}`;
  }

  async complete(request: CompletionRequest): Promise<Completion> {
    const results = request.results ?? new Map();
    const messages = toOpenAIChatHistory(request.messages, results);
    if (lastTurnIsRich(request.messages, results)) {
      request.onSent?.({ field: "messages", items: lastTurnAnswers(messages) });
    }
    const body = await this.#endpoint.post(
      {
        model: this.options.model,
        messages,
        // Some servers refuse an empty list; no tools means no `tools` field.
        ...(request.tools.length > 0 ? { tools: request.tools } : {}),
      },
      request.signal,
    );
    return this.#read(body);
  }

  /** Checks a 2xx body against the Chat Completions shape; every quote goes through the redactor. */
  #read(body: Record<string, unknown>): Completion {
    const endpoint = this.#endpoint;
    const choices = Object.hasOwn(body, "choices") ? body.choices : undefined;
    if (!Array.isArray(choices) || choices.length === 0) {
      throw endpoint.fail(`$.choices: expected a non-empty array, got ${endpoint.quote(choices)}`);
    }
    const choice: unknown = choices[0];
    if (typeof choice !== "object" || choice === null || !Object.hasOwn(choice, "message")) {
      throw endpoint.fail(`$.choices[0]: expected an object with "message"`);
    }
    const { message: raw, finish_reason: finishReason } = choice as {
      message: unknown;
      finish_reason?: unknown;
    };
    const message: AssistantMessage = readAssistantMessage(raw, "$.choices[0].message", (problem) =>
      endpoint.fail(problem),
    );
    if (finishReason !== undefined && finishReason !== null && typeof finishReason !== "string") {
      throw endpoint.fail(
        `$.choices[0].finish_reason: expected string or null, got ${endpoint.quote(finishReason)}`,
      );
    }
    return { message, finishReason: finishReason ?? null };
  }
}
