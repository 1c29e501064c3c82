import type { KeywordHome } from "./keywords/keyword.js";

/**
 * The keywords the standard vocabulary adds (SPEC 4.5), by name only: core's refusal names them
 * without loading their readers; vocabulary.ts gives each its reader.
 */
export const STANDARD_KEYWORD_NAMES = [
  "$ref",
  "$defs",
  "definitions",
  "allOf",
  "oneOf",
  "not",
  "if",
  "then",
  "else",
  "prefixItems",
  "contains",
  "minContains",
  "maxContains",
  "patternProperties",
  "propertyNames",
  "dependentSchemas",
  "dependentRequired",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "uniqueItems",
  "minProperties",
  "maxProperties",
  "format",
  "$comment",
  "contentMediaType",
  "contentEncoding",
  "contentSchema",
  "readOnly",
  "writeOnly",
  "deprecated",
] as const;

/** The draft-07 forms the standard vocabulary reads under a draft-07 root `$schema`, by name only. */
export const DRAFT_7_KEYWORD_NAMES = ["additionalItems", "dependencies"] as const;

/** A keyword the standard vocabulary adds to core. */
export type StandardKeyword = (typeof STANDARD_KEYWORD_NAMES)[number];

/** A draft-07 form of the standard vocabulary. */
export type Draft7Keyword = (typeof DRAFT_7_KEYWORD_NAMES)[number];

const STANDARD_NAMES: ReadonlySet<string> = new Set(STANDARD_KEYWORD_NAMES);
const DRAFT_7_NAMES: ReadonlySet<string> = new Set(DRAFT_7_KEYWORD_NAMES);

/** Where a keyword that core refuses lives, from the names alone: standard, draft-07, or neither. */
export function standardHomeOf(key: string): KeywordHome | undefined {
  if (DRAFT_7_NAMES.has(key)) return "draft-07";
  return STANDARD_NAMES.has(key) ? "standard" : undefined;
}
