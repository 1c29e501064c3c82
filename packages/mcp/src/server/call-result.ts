import type { Tool, ToolResult } from "@tinyllm/tool";
import { renderPart } from "@tinyllm/tool/content";
import type { ContentPart } from "@tinyllm/types";
import type { JsonObject } from "../wire/index.js";

/** The first revisions with these content blocks: an older session reads the part as a text line. */
const AUDIO_SINCE = "2025-03-26";
const RESOURCE_LINK_SINCE = "2025-06-18";

/**
 * A `ToolResult` as an MCP `CallToolResult`: `ok` becomes text content (the JSON of
 * `structuredContent`, sent beside it, when the tool has an output schema); every other kind
 * becomes `isError: true` with our exact `error: ...` text, and never `structuredContent`.
 * `legacyVersion`, the revision a legacy session agreed on, keeps out blocks it does not know.
 */
export function callToolResult(
  result: ToolResult,
  tool: Tool | undefined,
  legacyVersion?: string,
): JsonObject {
  if (result.isError) {
    return { content: [{ type: "text", text: result.message().content }], isError: true };
  }
  if (tool?.outputSchema !== undefined && result.structuredContent !== undefined) {
    const structured = result.structuredContent;
    return {
      content: [{ type: "text", text: JSON.stringify(structured) }],
      structuredContent: structured,
    };
  }
  const parts = result.parts();
  if (parts.some((part) => part.type !== "text")) {
    return { content: parts.map((part) => contentFor(part, legacyVersion)) };
  }
  return { content: [{ type: "text", text: result.content }] };
}

/** The part's block, or its text line for a session whose revision predates that block. */
function contentFor(part: ContentPart, legacyVersion: string | undefined): JsonObject {
  const block = mcpContent(part);
  // Revisions are dates, so they compare as text.
  const since =
    block.type === "audio"
      ? AUDIO_SINCE
      : block.type === "resource_link"
        ? RESOURCE_LINK_SINCE
        : "";
  if (legacyVersion !== undefined && legacyVersion < since) {
    return { type: "text", text: renderPart(part) };
  }
  return block;
}

/**
 * A checked content part as an MCP content block: `text`, `image` and `audio` with base64
 * `data`, a file with data as an embedded `resource` (`blob`; its `uri`, else its name), and
 * what has a URL only (an image or file by `https:` URL) or a resource link as `resource_link`.
 */
export function mcpContent(part: ContentPart): JsonObject {
  switch (part.type) {
    case "text":
      return { type: "text", text: part.text };
    case "image":
      if (part.url !== undefined) return link(part.url, lastSegment(part.url), part.mimeType);
      return { type: "image", data: part.data, mimeType: part.mimeType };
    case "audio":
      return { type: "audio", data: part.data, mimeType: part.mimeType };
    case "file":
      if (part.url !== undefined) return link(part.url, part.name, part.mimeType);
      return {
        type: "resource",
        resource: { uri: part.uri ?? part.name, mimeType: part.mimeType, blob: part.data },
      };
    case "resource_link":
      return {
        ...link(part.uri, part.name, part.mimeType),
        ...(part.description === undefined ? {} : { description: part.description }),
      };
  }
}

function link(uri: string, name: string, mimeType: string | undefined): JsonObject {
  return { type: "resource_link", uri, name, ...(mimeType === undefined ? {} : { mimeType }) };
}

/** The last path segment of a URL, for a name: `https://x/a/chart.png` is `chart.png`. */
function lastSegment(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? url;
  return path.slice(path.lastIndexOf("/") + 1) || url;
}
