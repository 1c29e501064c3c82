import type { ContentPart } from "@tinyllm/types";
import { renderPart } from "../content/render-parts.js";

/** A part of the AI SDK's `content` tool output (`ToolResultOutput` in `@ai-sdk/provider-utils`). */
export type AiSdkContentPart =
  | { type: "text"; text: string }
  | {
      type: "file";
      data: { type: "data"; data: string } | { type: "url"; url: URL };
      mediaType: string;
      filename?: string;
    };

/** What `toModelOutput` gives the AI SDK: text as the AI SDK makes it by default, or content. */
export type AiSdkToolOutput =
  | { type: "text"; value: string }
  | { type: "content"; value: AiSdkContentPart[] };

/**
 * The model's view of what `execute` returned: a string (any result of text only) as the AI SDK
 * itself sends a string, `{ type: "text" }`; a result's checked parts (an array) as `content`,
 * images, audio and files as `file` parts (base64 data or a URL), resource links as text lines.
 */
export function toModelOutput(options: { readonly output: unknown }): AiSdkToolOutput {
  const { output } = options;
  if (!Array.isArray(output)) return { type: "text", value: String(output) };
  return { type: "content", value: (output as ContentPart[]).map(contentPart) };
}

function contentPart(part: ContentPart): AiSdkContentPart {
  switch (part.type) {
    case "image":
    case "audio":
    case "file": {
      const data =
        part.url === undefined
          ? { type: "data" as const, data: part.data }
          : { type: "url" as const, url: new URL(part.url) };
      return part.type === "file"
        ? { type: "file", data, mediaType: part.mimeType, filename: part.name }
        : { type: "file", data, mediaType: part.mimeType };
    }
    default:
      return { type: "text", text: renderPart(part) };
  }
}
