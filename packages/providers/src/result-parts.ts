import type { ToolResult } from "@tinyllm/tool";
import { renderPart } from "@tinyllm/tool/content";
import type { ContentPart } from "@tinyllm/types";

/**
 * The parts of a result that carries more than text, or `undefined`: a failure, or a result of
 * text only, is projected exactly as before parts existed (the same strings, byte for byte).
 */
export function richParts(result: ToolResult): readonly ContentPart[] | undefined {
  if (result.isError) return undefined;
  const parts = result.parts();
  return parts.some((part) => part.type !== "text") ? parts : undefined;
}

/** A part as the text a provider reads where it cannot take the part itself: `[audio: audio/wav, 120 bytes]`. */
export const partText = renderPart;

/** Inline base64 as a `data:` URL, the form OpenAI takes for inline images and files. */
export function dataUrl(mimeType: string, data: string): string {
  return `data:${mimeType};base64,${data}`;
}

/** Base64 of UTF-8 text back to the text (for Anthropic's plain-text documents); no Buffer. */
export function decodeBase64Text(data: string): string {
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return new TextDecoder().decode(bytes);
}
