import type { Schema } from "@tinyllm/schema";
import { ToolError } from "@tinyllm/tool";
import { type ContentParts, content, type PartInput } from "@tinyllm/tool/content";

/** The most characters of a server's error text passed on to the model. */
const MAX_ERROR_CHARS = 10_000;

/**
 * What the model reads of a `tools/call` result. `isError` throws a `ToolError` with the text
 * blocks joined (capped), ignoring `structuredContent`, which on an error would hide the words.
 * On success `structuredContent` must pass the tool's `outputSchema`, when it has one. A result
 * with images, audio, resource links or binary resources is content parts (`@tinyllm/tool/content`),
 * which the registry then checks against its `contentLimits` like any tool's; text alone stays text.
 */
export function readCallResult(
  result: Record<string, unknown>,
  outputSchema: Schema | undefined,
): string | ContentParts {
  const text = describeContent(result.content);
  if (result.isError === true) {
    const message = text === "" ? "the tool reported an error and gave no message" : text;
    throw new ToolError(
      message.length > MAX_ERROR_CHARS ? `${message.slice(0, MAX_ERROR_CHARS)}...` : message,
    );
  }
  const structured = result.structuredContent;
  if (outputSchema !== undefined) {
    if (structured === undefined)
      throw new Error(
        "the server returned no structuredContent, which the tool's outputSchema requires",
      );
    const errors = outputSchema.validate(structured);
    if (errors.length > 0) {
      throw new Error(
        `the server's structuredContent does not match the tool's outputSchema:\n${errors.slice(0, 20).join("\n")}`,
      );
    }
  }
  if (hasMedia(result.content)) return content.parts(...(result.content as unknown[]).map(partOf));
  if (text !== "" || structured === undefined) return text;
  return JSON.stringify(structured);
}

function hasMedia(blocks: unknown): boolean {
  return (
    Array.isArray(blocks) &&
    blocks.some((block) => typeof block === "object" && block !== null && block.type !== "text")
  );
}

/**
 * A server's content block as a part, its fields as sent: the registry's check judges them (bad
 * base64, a MIME type off the allowlist, an oversized image make the call `invalid_result`). A
 * text resource stays text, as before: the model reads it, whatever its MIME type.
 */
function partOf(block: unknown): PartInput {
  if (typeof block !== "object" || block === null) return describeBlock(block);
  const fields = block as Record<string, string>;
  switch (fields.type) {
    case "image":
      return content.image({ data: fields.data as string }, fields.mimeType as string);
    case "audio":
      return content.audio({ data: fields.data as string }, fields.mimeType as string);
    case "resource_link":
      return content.resourceLink(fields.uri as string, fields.name as string, {
        mimeType: fields.mimeType,
        description: fields.description,
      });
    case "resource": {
      const resource = (block as { resource?: Record<string, string> }).resource ?? {};
      if (typeof resource.blob !== "string") return describeBlock(block);
      const uri = String(resource.uri);
      return content.file(
        { data: resource.blob },
        resource.mimeType ?? "application/octet-stream",
        uri.slice(uri.lastIndexOf("/") + 1) || uri,
        { uri },
      );
    }
    default:
      return describeBlock(block);
  }
}

/** Content blocks as text; images, audio and resources are described, not inlined. */
function describeContent(content: unknown): string {
  if (!Array.isArray(content)) return "";
  return content
    .map(describeBlock)
    .filter((part) => part !== "")
    .join("\n");
}

function describeBlock(block: unknown): string {
  if (typeof block !== "object" || block === null) return "";
  const { type, text, mimeType, data, uri, name } = block as Record<string, unknown>;
  switch (type) {
    case "text":
      return typeof text === "string" ? text : "";
    case "image":
    case "audio":
      return `[${type}: ${String(mimeType ?? "unknown type")}, ${base64Bytes(data)} bytes]`;
    case "resource_link":
      return `[resource link: ${String(uri)}${typeof name === "string" ? ` (${name})` : ""}]`;
    case "resource": {
      const resource = (block as { resource?: Record<string, unknown> }).resource ?? {};
      if (typeof resource.text === "string")
        return `[resource ${String(resource.uri)}]\n${resource.text}`;
      return `[resource ${String(resource.uri)}: ${String(resource.mimeType ?? "binary")}, ${base64Bytes(resource.blob)} bytes]`;
    }
    default:
      return `[content of type ${JSON.stringify(String(type))}]`;
  }
}

/** The decoded size of base64 text, without decoding it. */
function base64Bytes(data: unknown): number {
  if (typeof data !== "string") return 0;
  const padding = data.endsWith("==") ? 2 : data.endsWith("=") ? 1 : 0;
  return Math.max(0, Math.floor((data.length * 3) / 4) - padding);
}
