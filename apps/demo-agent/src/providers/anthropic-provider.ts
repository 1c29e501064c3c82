import { fromAnthropicContent, toAnthropicTools } from "@tinyllm/providers";
import { type AssistantMessage, WireFormatError } from "@tinyllm/types";
import { type OptionFields, refuseUnknownOption } from "../option-names.js";
import { toAnthropicMessages } from "./anthropic-messages.js";
import { lastTurnIsRich } from "./chat-history.js";
import { JsonEndpoint } from "./json-endpoint.js";
import type {
  Completion,
  CompletionRequest,
  FinishReason,
  ModelProvider,
} from "./model-provider.js";
import { HTTP_POLICY_FIELDS, type HttpPolicy } from "./post-json.js";

/** The default API root of `--provider anthropic`. */
export const ANTHROPIC_BASE_URL = "https://api.anthropic.com/v1";
/** The Messages API version sent in `anthropic-version`. */
export const ANTHROPIC_VERSION = "2023-06-01";

/** Settings for the Anthropic Messages API. */
export interface AnthropicProviderOptions extends HttpPolicy {
  /** The API root, e.g. `https://api.anthropic.com/v1`. */
  readonly baseUrl: string;
  /** The model name, e.g. `claude-sonnet-4-5`. */
  readonly model: string;
  /** Sent as `x-api-key` when set; never printed, and removed from server error text. */
  readonly apiKey?: string | undefined;
  /** The answer's token limit (`max_tokens`, which the API requires). Default 1024. */
  readonly maxTokens?: number | undefined;
}

/** Every option `new AnthropicProvider` takes: the one list its unknown-name check reads. */
export const ANTHROPIC_PROVIDER_OPTION_NAMES: readonly string[] = Object.keys({
  ...HTTP_POLICY_FIELDS,
  baseUrl: 1,
  model: 1,
  apiKey: 1,
  maxTokens: 1,
} as const satisfies OptionFields<AnthropicProviderOptions>);

const STOP_REASONS: ReadonlyMap<string, FinishReason> = new Map([
  ["end_turn", "stop"],
  ["stop_sequence", "stop"],
  ["tool_use", "tool_calls"],
  ["max_tokens", "length"],
  ["refusal", "content_filter"],
]);

/**
 * Talks to Anthropic's `POST /v1/messages` with plain `fetch`, through the endpoint every
 * provider shares (retries, timeout, bounded body, redaction). Tools and tool results (images
 * and files as content blocks) go as `@tinyllm/providers` projects them, `tool_use` blocks come
 * back as `ToolCall`s.
 */
export class AnthropicProvider implements ModelProvider {
  readonly label: string;
  readonly #endpoint: JsonEndpoint;

  constructor(private readonly options: AnthropicProviderOptions) {
    refuseUnknownOption(options, "new AnthropicProvider", ANTHROPIC_PROVIDER_OPTION_NAMES);
    const headers: Record<string, string> = { "anthropic-version": ANTHROPIC_VERSION };
    if (options.apiKey) headers["x-api-key"] = options.apiKey;
    this.#endpoint = new JsonEndpoint({
      baseUrl: options.baseUrl,
      path: "messages",
      headers,
      secret: options.apiKey,
      policy: options,
    });
    this.label = `anthropic:${options.model}`;
  }

  async complete(request: CompletionRequest): Promise<Completion> {
    const results = request.results ?? new Map();
    const { system, messages } = toAnthropicMessages(request.messages, results);
    const tools = toAnthropicTools(request.tools).tools;
    // The last turn's tool results are the last user message: reported when they carry media.
    if (lastTurnIsRich(request.messages, results)) {
      request.onSent?.({ field: "messages", items: messages.slice(-1) });
    }
    const body = await this.#endpoint.post(
      {
        model: this.options.model,
        max_tokens: this.options.maxTokens ?? 1024,
        ...(system === undefined ? {} : { system }),
        messages,
        ...(tools.length > 0 ? { tools } : {}),
      },
      request.signal,
    );
    return this.#read(body);
  }

  /** Checks a 2xx body against the Messages shape; every quote goes through the redactor. */
  #read(body: Record<string, unknown>): Completion {
    const endpoint = this.#endpoint;
    const content = body.content;
    if (!Array.isArray(content)) {
      throw endpoint.fail(`$.content: expected an array of blocks, got ${endpoint.quote(content)}`);
    }
    let calls: ReturnType<typeof fromAnthropicContent>;
    try {
      calls = fromAnthropicContent(content);
    } catch (error) {
      if (!(error instanceof WireFormatError)) throw error;
      throw endpoint.fail(
        error.issues.map((issue) => `$.content${issue.path.slice(1)}: ${issue.message}`).join("; "),
      );
    }
    const text = content
      .filter((block): block is { type: "text"; text: string } => isTextBlock(block))
      .map((block) => block.text)
      .join("");
    const message: AssistantMessage = { role: "assistant", content: text === "" ? null : text };
    if (calls.length > 0) message.tool_calls = calls;
    const reason = body.stop_reason;
    if (reason !== undefined && reason !== null && typeof reason !== "string") {
      throw endpoint.fail(`$.stop_reason: expected string or null, got ${endpoint.quote(reason)}`);
    }
    return {
      message,
      finishReason: typeof reason === "string" ? (STOP_REASONS.get(reason) ?? reason) : null,
    };
  }
}

function isTextBlock(block: unknown): boolean {
  return (
    typeof block === "object" &&
    block !== null &&
    (block as { type?: unknown }).type === "text" &&
    typeof (block as { text?: unknown }).text === "string"
  );
}
