// Content parts: what a tool may return beside plain text, as data. `@tinyllm/tool/content` makes
// and checks them; `@tinyllm/providers` and `@tinyllm/mcp` carry them to each wire format.

/** Text the model reads as it is. */
export interface TextPart {
  /** Always `"text"`. */
  readonly type: "text";
  /** The text itself. */
  readonly text: string;
}

/** Bytes given inline, as standard base64 (RFC 4648 section 4, padded, no whitespace). */
export interface InlineData {
  /** The bytes as base64. */
  readonly data: string;
  readonly url?: undefined;
}

/** Bytes given by reference: an `https:` URL (a `data:` URL becomes {@link InlineData} when checked). */
export interface LinkedData {
  /** Where the bytes are. */
  readonly url: string;
  readonly data?: undefined;
}

/** An image the model looks at: inline bytes or a URL, with its MIME type. */
export type ImagePart = {
  /** Always `"image"`. */
  readonly type: "image";
  /** The image's MIME type, `image/png`. */
  readonly mimeType: string;
} & (InlineData | LinkedData);

/** A sound the model listens to, inline (the providers and MCP take audio inline only). */
export interface AudioPart extends InlineData {
  /** Always `"audio"`. */
  readonly type: "audio";
  /** The audio's MIME type, `audio/wav`. */
  readonly mimeType: string;
}

/** A document (a PDF, a text file): inline bytes or a URL, with a file name and MIME type. */
export type FilePart = {
  /** Always `"file"`. */
  readonly type: "file";
  /** The file's MIME type, `application/pdf`. */
  readonly mimeType: string;
  /** The file name the model and the provider see, `report.pdf`. */
  readonly name: string;
  /** Where the file lives, when it has an address (an MCP embedded resource's `uri`). */
  readonly uri?: string | undefined;
} & (InlineData | LinkedData);

/** A pointer to a resource the client may fetch (MCP's `resource_link`); no bytes. */
export interface ResourceLinkPart {
  /** Always `"resource_link"`. */
  readonly type: "resource_link";
  /** The resource's URI. */
  readonly uri: string;
  /** A name for it. */
  readonly name: string;
  /** Its MIME type, when known. */
  readonly mimeType?: string | undefined;
  /** What it is, for the model. */
  readonly description?: string | undefined;
}

/** One part of a tool's rich result. */
export type ContentPart = TextPart | ImagePart | AudioPart | FilePart | ResourceLinkPart;

/** The kinds of part: `"text"`, `"image"`, `"audio"`, `"file"`, `"resource_link"`. */
export type ContentPartType = ContentPart["type"];
