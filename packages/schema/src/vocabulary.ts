import { closestName } from "@tinyllm/types";
import { CORE_READERS, coreVocabulary } from "./core-vocabulary.js";
import type { JsonObject } from "./json.js";
import { dialectOf, jsonSchemaForTarget } from "./json-schema-target.js";
import { readAllOf } from "./keywords/all-of.js";
import { readAnyOfStandard, readOneOf } from "./keywords/alternatives.js";
import {
  readBooleanAnnotation,
  readSchemaAnnotation,
  readStringAnnotation,
} from "./keywords/annotations.js";
import { readContains, readContainsBound } from "./keywords/contains.js";
import { readDefinitions } from "./keywords/definitions.js";
import { readDependencies } from "./keywords/dependencies.js";
import { readDependentRequired } from "./keywords/dependent-required.js";
import { readDependentSchemas } from "./keywords/dependent-schemas.js";
import { readEnumByKey } from "./keywords/enum-by-key.js";
import { readExclusiveBound } from "./keywords/exclusive-bounds.js";
import { falseSchema } from "./keywords/false-schema.js";
import { readFormat } from "./keywords/format.js";
import { readIf, readThenElse } from "./keywords/if-then-else.js";
import { isObject, type KeywordHome, type KeywordReader } from "./keywords/keyword.js";
import { readMultipleOf } from "./keywords/multiple-of.js";
import { readNot } from "./keywords/not.js";
import { readPatternProperties } from "./keywords/pattern-properties.js";
import { readPropertyCount } from "./keywords/property-count.js";
import { readPropertyNames } from "./keywords/property-names.js";
import { readRef } from "./keywords/ref.js";
import { findReferenceCycles } from "./keywords/reference-cycles.js";
import { createResolver } from "./keywords/resolve-pointer.js";
import { readAdditionalItems, readPrefixItems, readStandardItems } from "./keywords/tuple.js";
import { readUniqueItems } from "./keywords/unique-items.js";
import type { Draft7Keyword, StandardKeyword } from "./standard-keyword-names.js";
import type { VocabularyRules, VocabularySet } from "./vocabulary-rules.js";

interface KeywordEntry {
  readonly home: KeywordHome;
  readonly read: KeywordReader;
  /** A different reader for the standard vocabulary, where a keyword reads differently there. */
  readonly standard?: KeywordReader;
}

// Each name of standard-keyword-names.ts's lists with its reader, in SPEC 4.5's order (the order
// closestKeyword tries them in); the types make the names agree.
const STANDARD_READERS: { readonly [Key in StandardKeyword]: KeywordReader } = {
  $ref: readRef,
  $defs: readDefinitions,
  definitions: readDefinitions,
  allOf: readAllOf,
  oneOf: readOneOf,
  not: readNot,
  if: readIf,
  // biome-ignore lint/suspicious/noThenProperty: a keyword's name in a table that is never awaited
  then: readThenElse,
  else: readThenElse,
  prefixItems: readPrefixItems,
  contains: readContains,
  minContains: readContainsBound,
  maxContains: readContainsBound,
  patternProperties: readPatternProperties,
  propertyNames: readPropertyNames,
  dependentSchemas: readDependentSchemas,
  dependentRequired: readDependentRequired,
  exclusiveMinimum: readExclusiveBound("exclusiveMinimum"),
  exclusiveMaximum: readExclusiveBound("exclusiveMaximum"),
  multipleOf: readMultipleOf,
  uniqueItems: readUniqueItems,
  minProperties: readPropertyCount("minProperties"),
  maxProperties: readPropertyCount("maxProperties"),
  format: readFormat,
  $comment: readStringAnnotation,
  contentMediaType: readStringAnnotation,
  contentEncoding: readStringAnnotation,
  contentSchema: readSchemaAnnotation,
  readOnly: readBooleanAnnotation,
  writeOnly: readBooleanAnnotation,
  deprecated: readBooleanAnnotation,
};

const DRAFT_7_READERS: { readonly [Key in Draft7Keyword]: KeywordReader } = {
  additionalItems: readAdditionalItems,
  dependencies: readDependencies,
};

// Core keywords the standard vocabulary reads its own way.
const STANDARD_OVERRIDES: ReadonlyMap<string, KeywordReader> = new Map([
  ["items", readStandardItems],
  ["anyOf", readAnyOfStandard],
  ["enum", readEnumByKey],
]);

/** Every keyword either vocabulary has: the table SPEC 4.1 and 4.5 write down. */
export const KEYWORDS: ReadonlyMap<string, KeywordEntry> = new Map<string, KeywordEntry>([
  ...[...CORE_READERS].map(([name, read]): [string, KeywordEntry] => {
    const standard = STANDARD_OVERRIDES.get(name);
    return [
      name,
      standard === undefined ? { home: "core", read } : { home: "core", read, standard },
    ];
  }),
  ...Object.entries(STANDARD_READERS).map(([name, read]): [string, KeywordEntry] => [
    name,
    { home: "standard", read },
  ]),
  ...Object.entries(DRAFT_7_READERS).map(([name, read]): [string, KeywordEntry] => [
    name,
    { home: "draft-07", read },
  ]),
]);

/** The standard vocabulary (SPEC 4.5), the main entry's default. */
export const STANDARD_VOCABULARY: VocabularyRules = {
  name: "standard",
  readerOf: (key, context) => {
    const entry = KEYWORDS.get(key);
    if (entry === undefined) return undefined;
    if (entry.home === "draft-07" && !context.draft7) return undefined;
    return entry.standard ?? entry.read;
  },
  refusal: (key, path) => ({ path, message: standardRefusal(key, KEYWORDS.get(key)) }),
  jsonSchemaFor: jsonSchemaForTarget,
  standardSteps: {
    // dialectOf reads only `$schema`, which a copy holds as a string when it is one.
    isDraft7: (root) => isObject(root) && dialectOf(root as JsonObject) === "draft-07",
    falseSchema,
    createResolver,
    findReferenceCycles,
  },
};

/**
 * The vocabularies of the main entry, `@tinyllm/schema`: standard, and core with a hint to leave
 * it. Its core states JSON Schema with the full walk, against which core.test.ts proves the core
 * entry's shortcut.
 */
export const VOCABULARIES: VocabularySet = {
  standard: STANDARD_VOCABULARY,
  core: coreVocabulary({
    remedy: 'compile without vocabulary: "core" (standard is the default)',
    homeOf: (key) => KEYWORDS.get(key)?.home,
    jsonSchemaFor: jsonSchemaForTarget,
  }),
};

// Still refused in `standard`, each with the reason a tool author needs.
const STILL_REFUSED: ReadonlyMap<string, string> = new Map([
  ["unevaluatedProperties", "use additionalProperties or patternProperties"],
  ["unevaluatedItems", "use items after prefixItems"],
  ["$id", 'only "$ref" to a JSON pointer into the same document ("#/$defs/name") is supported'],
  ["$anchor", 'only "$ref" to a JSON pointer into the same document ("#/$defs/name") is supported'],
  ["$dynamicRef", 'use "$ref" to a JSON pointer into the same document'],
  ["$dynamicAnchor", 'use "$ref" to a JSON pointer into the same document'],
  ["$recursiveRef", 'use "$ref" to a JSON pointer into the same document'],
  ["$recursiveAnchor", 'use "$ref" to a JSON pointer into the same document'],
  ["$vocabulary", "the vocabulary is chosen by compile's vocabulary option"],
  [
    "nullable",
    'use a type list with "null" (type: ["string", "null"]) or anyOf with {"type": "null"}',
  ],
  ["optional", 'a property is optional when "required" does not list it'],
]);

const KNOWN_NAMES = [...KEYWORDS.keys()];

/**
 * Whether compile's `annotations` option must leave `key` to the vocabulary: a keyword either
 * vocabulary reads, or refuses because it would change what passes (`nullable`, `$id`, ...), so
 * it is still refused with its reason. `optional` (BFCL, ToolBench) may be kept: `required` alone
 * says what is required.
 */
export function keywordOfItsOwn(key: string): boolean {
  return key !== "optional" && (KEYWORDS.has(key) || STILL_REFUSED.has(key));
}

function standardRefusal(key: string, entry: KeywordEntry | undefined): string {
  const head = `unsupported keyword ${JSON.stringify(key)}`;
  if (entry?.home === "draft-07") {
    return key === "dependencies"
      ? `${head}: it is the draft-07 form; use dependentRequired or dependentSchemas, or a draft-07 root "$schema"`
      : `${head}: it is the draft-07 form; use prefixItems with items, or a draft-07 root "$schema"`;
  }
  const reason = STILL_REFUSED.get(key);
  if (reason !== undefined) return `${head}: ${reason}`;
  const near = closestKeyword(key);
  return near === undefined ? head : `${head}: did you mean ${JSON.stringify(near)}?`;
}

/**
 * The known keyword a typo most likely meant, by the rule every package shares (`closestName` of
 * `@tinyllm/types`: case, `-`, `_` and `.` ignored, one edit per four letters, three at most, else
 * a keyword it begins, as `descr` begins `description`).
 */
export function closestKeyword(key: string): string | undefined {
  return closestName(key, KNOWN_NAMES);
}
