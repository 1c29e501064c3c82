import { hasMarker, quote, typeName } from "@tinyllm/types";
import { InvalidRegistryOptionError } from "../registry-option-error.js";

/** The default `maxPartBytes`: 5 MiB, Anthropic's limit for one image (the smallest of the four). */
export const DEFAULT_MAX_PART_BYTES = 5 * 1024 * 1024;
/** The default `maxResultBytes`: 10 MiB for all the parts of one result. */
export const DEFAULT_MAX_RESULT_BYTES = 10 * 1024 * 1024;
/** The default `maxParts`: 100 parts in one result. */
export const DEFAULT_MAX_PARTS = 100;

/** The default MIME allowlists: types OpenAI, Anthropic and Gemini all take (audio: OpenAI's and Gemini's). */
export const DEFAULT_MIME_TYPES: ContentMimeTypes = Object.freeze({
  image: Object.freeze(["image/png", "image/jpeg", "image/gif", "image/webp"]),
  audio: Object.freeze(["audio/wav", "audio/mpeg"]),
  file: Object.freeze(["application/pdf", "text/plain"]),
});

/** The default `urlSchemes`: `https:` and `data:` (never `http:`, `file:`, `javascript:`). */
export const DEFAULT_URL_SCHEMES: readonly string[] = Object.freeze(["https:", "data:"]);

/** The MIME types allowed for each kind of part that carries bytes. */
export interface ContentMimeTypes {
  /** For `image` parts. */
  readonly image: readonly string[];
  /** For `audio` parts. */
  readonly audio: readonly string[];
  /** For `file` parts. */
  readonly file: readonly string[];
}

/** The rules a tool's content parts must follow; every field is optional. */
export interface ContentLimitOptions {
  /** The most bytes one part may carry (decoded base64, UTF-8 text, or a URL's length); default 5 MiB. */
  readonly maxPartBytes?: number | undefined;
  /** The most bytes all the parts of one result may carry together; default 10 MiB. */
  readonly maxResultBytes?: number | undefined;
  /** The most parts one result may have; default 100. */
  readonly maxParts?: number | undefined;
  /** MIME allowlists per kind; a kind left out keeps its default list. */
  readonly mimeTypes?: Partial<ContentMimeTypes> | undefined;
  /** The URL schemes a part may point to, with their colon; default `["https:", "data:"]`. */
  readonly urlSchemes?: readonly string[] | undefined;
}

/** The marker of a {@link ContentLimits} function, which only {@link contentLimits} sets. */
const CONTENT_LIMITS = Symbol.for("@tinyllm/tool/content-limits");
declare const LIMITS_BRAND: unique symbol;

/**
 * What {@link contentLimits} makes, for the registry's `contentLimits` option: a function that
 * returns the checked rules. A function, so the registry's option check is its one-line
 * "expected a function" and the rules' checks stay in this module (out of a plain registry's
 * bundle); a plain object of options is refused there, at `new Registry`.
 */
export interface ContentLimits {
  (): ContentRules;
  readonly [LIMITS_BRAND]: true;
}

/** Content rules checked, every default filled in. */
export interface ContentRules {
  readonly maxPartBytes: number;
  readonly maxResultBytes: number;
  readonly maxParts: number;
  readonly mimeTypes: ContentMimeTypes;
  readonly urlSchemes: readonly string[];
}

const OPTION_NAMES = ["maxPartBytes", "maxResultBytes", "maxParts", "mimeTypes", "urlSchemes"];
const KINDS = ["image", "audio", "file"] as const;

/** The rules when the registry has no `contentLimits`. */
export const DEFAULT_CONTENT_RULES: ContentRules = contentLimits()();

/**
 * Checks content rules once, for `new Registry({ contentLimits: contentLimits({...}) })`.
 * Throws `InvalidRegistryOptionError` for a field it cannot use or does not know.
 */
export function contentLimits(options: ContentLimitOptions = {}): ContentLimits {
  refuseUnknown(options, OPTION_NAMES, "contentLimits");
  const mimeTypes = options.mimeTypes ?? {};
  refuseUnknown(mimeTypes, KINDS, "contentLimits.mimeTypes");
  const lists = {} as Record<(typeof KINDS)[number], readonly string[]>;
  for (const kind of KINDS) {
    lists[kind] = stringList(mimeTypes[kind], `mimeTypes.${kind}`) ?? DEFAULT_MIME_TYPES[kind];
  }
  const rules: ContentRules = Object.freeze({
    maxPartBytes: count(options.maxPartBytes, "maxPartBytes", DEFAULT_MAX_PART_BYTES),
    maxResultBytes: count(options.maxResultBytes, "maxResultBytes", DEFAULT_MAX_RESULT_BYTES),
    maxParts: count(options.maxParts, "maxParts", DEFAULT_MAX_PARTS),
    mimeTypes: Object.freeze(lists),
    urlSchemes: stringList(options.urlSchemes, "urlSchemes") ?? DEFAULT_URL_SCHEMES,
  });
  const limits = () => rules;
  Object.defineProperty(limits, CONTENT_LIMITS, { value: true });
  return Object.freeze(limits) as unknown as ContentLimits;
}

/**
 * The rules the registry's `contentLimits` option holds: the defaults when it has none,
 * `undefined` for a function {@link contentLimits} did not make.
 */
export function readContentRules(limits: ContentLimits | undefined): ContentRules | undefined {
  if (limits === undefined) return DEFAULT_CONTENT_RULES;
  return hasMarker(limits, CONTENT_LIMITS) ? limits() : undefined;
}

function refuseUnknown(options: object, names: readonly string[], owner: string): void {
  if (typeof options !== "object" || options === null || Array.isArray(options)) {
    throw new InvalidRegistryOptionError(
      owner,
      `${owner} is ${typeName(options)}; expected an object`,
    );
  }
  for (const name of Object.keys(options)) {
    if (!names.includes(name)) {
      throw new InvalidRegistryOptionError(
        `${owner}.${name}`,
        `unknown option ${quote(name)} in ${owner}; expected one of ${names.join(", ")}`,
      );
    }
  }
}

function count(value: unknown, option: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value === "number" && value >= 1 && (Number.isInteger(value) || value === Infinity)) {
    return value;
  }
  throw new InvalidRegistryOptionError(
    `contentLimits.${option}`,
    `contentLimits.${option} is ${quote(value)}; expected an integer of at least 1, or Infinity`,
  );
}

function stringList(value: unknown, option: string): readonly string[] | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value) && value.every((item) => typeof item === "string" && item !== "")) {
    return Object.freeze(value.map((item: string) => item.toLowerCase()));
  }
  throw new InvalidRegistryOptionError(
    `contentLimits.${option}`,
    `contentLimits.${option} is ${quote(value)}; expected a list of non-empty strings`,
  );
}
