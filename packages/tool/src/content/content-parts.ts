import type {
  AudioPart,
  ContentPart,
  FilePart,
  ImagePart,
  InlineData,
  LinkedData,
  ResourceLinkPart,
  TextPart,
} from "@tinyllm/types";
import { CONTENT_CHECK } from "../result/content-key.js";
import { encodeBase64 } from "./base64.js";
import { checkContent } from "./check-content.js";

/** Bytes for a part: raw bytes, or `{ data }` already in base64, or `{ url }` (a string or a `URL`). */
export type BinarySource = Uint8Array | InlineData | { readonly url: string | URL };

/** Bytes for an audio part: raw bytes or `{ data }` in base64 (audio goes inline only). */
export type AudioSource = Uint8Array | InlineData;

/** What {@link content.parts} takes: parts, and strings, which become text parts. */
export type PartInput = ContentPart | string;

/** Several parts a tool returns together, as {@link content.parts} makes them. */
export type ContentParts = readonly ContentPart[];

/** The optional fields of a file part. */
export interface FileOptions {
  /** Where the file lives (sent as an MCP embedded resource's `uri`). */
  readonly uri?: string | undefined;
}

/** The optional fields of a resource link. */
export interface ResourceLinkOptions {
  /** Its MIME type, when known. */
  readonly mimeType?: string | undefined;
  /** What it is, for the model. */
  readonly description?: string | undefined;
}

/**
 * The constructors of content parts. Return one part, or several with `content.parts(...)`, from
 * a tool's `execute`; the registry checks them against its `contentLimits` when the tool returns.
 * They never throw: what breaks a rule becomes the call's `invalid_result`, for the model to read.
 */
export const content = Object.freeze({
  /** A text part. */
  text: (text: string): TextPart => branded({ type: "text", text }),
  /** An image: `content.image(pngBytes, "image/png")`, `{ data: base64 }` or `{ url }`. */
  image: (source: BinarySource, mimeType: string): ImagePart =>
    branded({ type: "image", mimeType, ...sourceFields(source) } as ImagePart),
  /** A sound: `content.audio(wavBytes, "audio/wav")` or `{ data: base64 }`. */
  audio: (source: AudioSource, mimeType: string): AudioPart =>
    branded({ type: "audio", mimeType, ...sourceFields(source) } as AudioPart),
  /** A document: `content.file(pdfBytes, "application/pdf", "report.pdf")`. */
  file: (source: BinarySource, mimeType: string, name: string, options?: FileOptions): FilePart =>
    branded({
      type: "file",
      mimeType,
      name,
      ...sourceFields(source),
      ...(options?.uri === undefined ? {} : { uri: options.uri }),
    } as FilePart),
  /** A pointer to a resource the client may fetch: `content.resourceLink(uri, name)`. */
  resourceLink: (uri: string, name: string, options?: ResourceLinkOptions): ResourceLinkPart =>
    branded({
      type: "resource_link",
      uri,
      name,
      ...(options?.mimeType === undefined ? {} : { mimeType: options.mimeType }),
      ...(options?.description === undefined ? {} : { description: options.description }),
    }),
  /**
   * Several parts, in order; a string becomes a text part. Only this list is read as parts: a
   * plain array, even of parts, is a JSON value like any other.
   */
  parts: (...parts: readonly PartInput[]): ContentParts =>
    branded(parts.map((part) => (typeof part === "string" ? { type: "text", text: part } : part))),
});

/** Whether `value` was made by these constructors (from any copy of this package). */
export function isContent(value: unknown): value is ContentPart | ContentParts {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { [CONTENT_CHECK]?: unknown })[CONTENT_CHECK] === "function"
  );
}

function sourceFields(source: BinarySource): InlineData | LinkedData {
  if (ArrayBuffer.isView(source)) {
    const bytes = new Uint8Array(source.buffer, source.byteOffset, source.byteLength);
    return { data: encodeBase64(bytes) };
  }
  // Both fields are read as given; the check says what is wrong with them.
  const { data, url } = (source ?? {}) as { data?: unknown; url?: unknown };
  return (url === undefined ? { data } : { url: url instanceof URL ? url.href : url }) as
    | InlineData
    | LinkedData;
}

/** The value, frozen, carrying the check the registry calls when a tool returns it. */
function branded<T extends object>(value: T): T {
  Object.defineProperty(value, CONTENT_CHECK, { value: checkContent });
  return Object.freeze(value);
}
