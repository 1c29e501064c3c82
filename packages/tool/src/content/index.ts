export type {
  AudioPart,
  ContentPart,
  ContentPartType,
  FilePart,
  ImagePart,
  ResourceLinkPart,
  TextPart,
} from "@tinyllm/types";
export { base64Bytes, base64Problem, encodeBase64 } from "./base64.js";
export {
  type ContentLimitOptions,
  type ContentLimits,
  type ContentMimeTypes,
  type ContentRules,
  contentLimits,
  DEFAULT_CONTENT_RULES,
  DEFAULT_MAX_PART_BYTES,
  DEFAULT_MAX_PARTS,
  DEFAULT_MAX_RESULT_BYTES,
  DEFAULT_MIME_TYPES,
  DEFAULT_URL_SCHEMES,
} from "./content-limits.js";
export {
  type AudioSource,
  type BinarySource,
  type ContentParts,
  content,
  type FileOptions,
  isContent,
  type PartInput,
  type ResourceLinkOptions,
} from "./content-parts.js";
export { renderPart, renderParts } from "./render-parts.js";
