import { fromGeminiParts, toGeminiDeclarations } from "@tinyllm/providers";
import { type AssistantMessage, type ToolCall, WireFormatError } from "@tinyllm/types";
import { type OptionFields, refuseUnknownOption } from "../option-names.js";
import { lastTurnIsRich } from "./chat-history.js";
import {
  type GeminiMediaPlacement,
  geminiMediaPlacement,
  toGeminiContents,
} from "./gemini-contents.js";
import { JsonEndpoint } from "./json-endpoint.js";
import type {
  Completion,
  CompletionRequest,
  FinishReason,
  ModelProvider,
} from "./model-provider.js";
import { HTTP_POLICY_FIELDS, type HttpPolicy } from "./post-json.js";

/** The default API root of `--provider gemini`. */
export const GEMINI_BASE_URL = "https://generativelanguage.googleapis.com/v1beta";

/** Settings for the Gemini API. */
export interface GeminiProviderOptions extends HttpPolicy {
  /** The API root, e.g. `https://generativelanguage.googleapis.com/v1beta`. */
  readonly baseUrl: string;
  /** The model name, e.g. `gemini-2.5-flash`. */
  readonly model: string;
  /** Sent as `x-goog-api-key` when set; never printed, and removed from server error text. */
  readonly apiKey?: string | undefined;
}

/** Every option `new GeminiProvider` takes: the one list its unknown-name check reads. */
export const GEMINI_PROVIDER_OPTION_NAMES: readonly string[] = Object.keys({
  ...HTTP_POLICY_FIELDS,
  baseUrl: 1,
  model: 1,
  apiKey: 1,
} as const satisfies OptionFields<GeminiProviderOptions>);

const FINISH_REASONS: ReadonlyMap<string, FinishReason> = new Map([
  ["STOP", "stop"],
  ["MAX_TOKENS", "length"],
  ["SAFETY", "content_filter"],
  ["RECITATION", "content_filter"],
  ["BLOCKLIST", "content_filter"],
  ["PROHIBITED_CONTENT", "content_filter"],
  ["SPII", "content_filter"],
]);

/**
 * Talks to Gemini's `POST /models/{model}:generateContent` with plain `fetch`, through the
 * endpoint every provider shares. Tools go as `@tinyllm/providers` projects them (the OpenAPI
 * dialect); `functionCall` parts come back as `ToolCall`s, and the completion carries the
 * projection's `normalizeArguments`, which turns its string enums and JSON-text records back.
 * Tool results go as `toGeminiFunctionResponses` projects them: media inside the function
 * response for Gemini 3 and later, as parts after the responses for older models.
 */
export class GeminiProvider implements ModelProvider {
  readonly label: string;
  readonly #endpoint: JsonEndpoint;
  readonly #media: GeminiMediaPlacement;

  constructor(options: GeminiProviderOptions) {
    refuseUnknownOption(options, "new GeminiProvider", GEMINI_PROVIDER_OPTION_NAMES);
    this.#endpoint = new JsonEndpoint({
      baseUrl: options.baseUrl,
      path: `models/${encodeURIComponent(options.model)}:generateContent`,
      headers: options.apiKey ? { "x-goog-api-key": options.apiKey } : {},
      secret: options.apiKey,
      policy: options,
    });
    this.label = `gemini:${options.model}`;
    this.#media = geminiMediaPlacement(options.model);
  }

  async complete(request: CompletionRequest): Promise<Completion> {
    const results = request.results ?? new Map();
    const { systemInstruction, contents } = toGeminiContents(request.messages, {
      results,
      media: this.#media,
    });
    // The last turn's function responses (and media after them) are the last user content.
    if (lastTurnIsRich(request.messages, results)) {
      request.onSent?.({ field: "contents", items: contents.slice(-1) });
    }
    const { tools: functionDeclarations, normalizeArguments } = toGeminiDeclarations(request.tools);
    const body = await this.#endpoint.post(
      {
        ...(systemInstruction === undefined ? {} : { systemInstruction }),
        contents,
        ...(functionDeclarations.length > 0 ? { tools: [{ functionDeclarations }] } : {}),
      },
      request.signal,
    );
    return { ...this.#read(body), normalizeArguments };
  }

  /** Checks a 2xx body against the generateContent shape; every quote goes through the redactor. */
  #read(body: Record<string, unknown>): Completion {
    const endpoint = this.#endpoint;
    const candidates = body.candidates;
    if (!Array.isArray(candidates) || candidates.length === 0) {
      throw endpoint.fail(
        `$.candidates: expected a non-empty array, got ${endpoint.quote(candidates)}`,
      );
    }
    const candidate: unknown = candidates[0];
    if (typeof candidate !== "object" || candidate === null) {
      throw endpoint.fail(`$.candidates[0]: expected an object, got ${endpoint.quote(candidate)}`);
    }
    const { content, finishReason } = candidate as { content?: unknown; finishReason?: unknown };
    // A candidate stopped for safety may come without content: an empty answer, with its reason.
    const parts = content === undefined ? [] : (content as { parts?: unknown }).parts;
    if (!Array.isArray(parts)) {
      throw endpoint.fail(
        `$.candidates[0].content.parts: expected an array, got ${endpoint.quote(parts)}`,
      );
    }
    let calls: ToolCall[];
    try {
      calls = fromGeminiParts(parts);
    } catch (error) {
      if (!(error instanceof WireFormatError)) throw error;
      const path = "$.candidates[0].content.parts";
      throw endpoint.fail(
        error.issues.map((issue) => `${path}${issue.path.slice(1)}: ${issue.message}`).join("; "),
      );
    }
    const text = parts
      .filter(
        (part) =>
          typeof part === "object" &&
          part !== null &&
          typeof part.text === "string" &&
          part.thought !== true,
      )
      .map((part) => part.text as string)
      .join("");
    const message: AssistantMessage = { role: "assistant", content: text === "" ? null : text };
    if (calls.length > 0) message.tool_calls = calls;
    if (finishReason !== undefined && finishReason !== null && typeof finishReason !== "string") {
      throw endpoint.fail(
        `$.candidates[0].finishReason: expected string or null, got ${endpoint.quote(finishReason)}`,
      );
    }
    let reason: FinishReason | null = null;
    if (typeof finishReason === "string")
      reason = FINISH_REASONS.get(finishReason) ?? finishReason.toLowerCase();
    // Gemini says STOP for a turn of function calls too.
    if (calls.length > 0 && reason === "stop") reason = "tool_calls";
    return { message, finishReason: reason };
  }
}
