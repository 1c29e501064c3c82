import type { ContentPart } from "@tinyllm/types";
import { base64Bytes } from "./base64.js";

/**
 * One part as text, for providers and messages that take text only: a text part as it is, the
 * others as one line that says what is there: `[image: image/png, 4033 bytes]`,
 * `[file report.pdf: application/pdf, https://x/r.pdf]`, `[resource link: test://a (a)]`.
 */
export function renderPart(part: ContentPart): string {
  switch (part.type) {
    case "text":
      return part.text;
    case "image":
    case "audio":
      return `[${part.type}: ${part.mimeType}, ${where(part)}]`;
    case "file":
      return `[file ${part.name}: ${part.mimeType}, ${where(part)}]`;
    case "resource_link":
      return `[resource link: ${part.uri} (${part.name})]`;
  }
}

/** Every part as text, one after another, a line break between two parts. */
export function renderParts(parts: readonly ContentPart[]): string {
  return parts.map(renderPart).join("\n");
}

function where(part: { readonly data?: string | undefined; readonly url?: string | undefined }) {
  return part.data === undefined ? String(part.url) : `${base64Bytes(part.data)} bytes`;
}
