import type { ToolResult } from "@tinyllm/tool";
import type { ContentPart, ToolCall } from "@tinyllm/types";
import { decodeBase64Text, partText, richParts } from "./result-parts.js";
import { childPath } from "./schema-path.js";
import { argumentsText, isRecord, readCalls, stringField } from "./wire-read.js";

/** A `tool_result` content block (`ToolResultBlockParam` in `@anthropic-ai/sdk`). */
export interface AnthropicToolResultBlock {
  type: "tool_result";
  tool_use_id: string;
  /** The text, or for a result with images or files, content blocks. */
  content: string | AnthropicToolResultContent[];
  is_error: boolean;
}

/** A block of a rich `tool_result`: `TextBlockParam`, `ImageBlockParam`, `DocumentBlockParam`. */
export type AnthropicToolResultContent =
  | { type: "text"; text: string }
  | { type: "image"; source: AnthropicImageSource }
  | { type: "document"; source: AnthropicDocumentSource; title?: string };

/** Where an image block's bytes are. */
export type AnthropicImageSource =
  | {
      type: "base64";
      media_type: "image/jpeg" | "image/png" | "image/gif" | "image/webp";
      data: string;
    }
  | { type: "url"; url: string };

/** Where a document block's bytes are: a PDF inline or by URL, or plain text. */
export type AnthropicDocumentSource =
  | { type: "base64"; media_type: "application/pdf"; data: string }
  | { type: "text"; media_type: "text/plain"; data: string }
  | { type: "url"; url: string };

const IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/gif", "image/webp"]);

/**
 * The tool calls of an Anthropic message: its `content` (or the message), keeping the
 * `tool_use` blocks in order. `input` is already an object; it is written back as JSON text so
 * the registry's byte limit and validation apply exactly as to any call.
 */
export function fromAnthropicContent(content: unknown): ToolCall[] {
  return readCalls(content, {
    field: "content",
    what: "an Anthropic content array",
    item: (block, path, calls, issues) => {
      if (!isRecord(block) || block.type !== "tool_use") return;
      const id = stringField(block, "id", path, issues);
      const name = stringField(block, "name", path, issues);
      const args = argumentsText(block.input, childPath(path, "input"), issues);
      if (id !== undefined && name !== undefined) {
        calls.push({ id, type: "function", function: { name, arguments: args } });
      }
    },
  });
}

/**
 * The `tool_result` blocks answering the calls, for the next user message. A failure sets
 * `is_error` and its content is the registry's words without the `error: ` prefix. A result with
 * images or files has content blocks: `image` (png, jpeg, gif, webp), `document` (a PDF inline or
 * by URL, plain text), `text`; what Anthropic does not take there (audio, resource links, other
 * types) is a text block with its line. Empty text parts are left out: Anthropic refuses them.
 */
export function toAnthropicToolResults(results: readonly ToolResult[]): AnthropicToolResultBlock[] {
  return results.map((result) => {
    const parts = richParts(result);
    return {
      type: "tool_result",
      tool_use_id: result.callId,
      content: parts === undefined ? result.content : parts.flatMap(anthropicBlock),
      is_error: result.isError,
    };
  });
}

function anthropicBlock(part: ContentPart): AnthropicToolResultContent[] {
  if (part.type === "image" && (part.url !== undefined || IMAGE_TYPES.has(part.mimeType))) {
    const source: AnthropicImageSource =
      part.url === undefined
        ? { type: "base64", media_type: part.mimeType as "image/png", data: part.data }
        : { type: "url", url: part.url };
    return [{ type: "image", source }];
  }
  if (part.type === "file") {
    const source = documentSource(part);
    if (source !== undefined) return [{ type: "document", source, title: part.name }];
  }
  const text = partText(part);
  return text === "" ? [] : [{ type: "text", text }];
}

function documentSource(
  part: Extract<ContentPart, { type: "file" }>,
): AnthropicDocumentSource | undefined {
  if (part.mimeType === "application/pdf") {
    return part.url === undefined
      ? { type: "base64", media_type: "application/pdf", data: part.data }
      : { type: "url", url: part.url };
  }
  if (part.mimeType === "text/plain" && part.data !== undefined) {
    return { type: "text", media_type: "text/plain", data: decodeBase64Text(part.data) };
  }
  return undefined;
}
