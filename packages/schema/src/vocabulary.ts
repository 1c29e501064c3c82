import { readAdditionalProperties } from "./keywords/additional-properties.js";
import { readAllOf } from "./keywords/all-of.js";
import { readAnyOfStandard, readOneOf } from "./keywords/alternatives.js";
import {
  readAnyAnnotation,
  readBooleanAnnotation,
  readExamples,
  readSchemaAnnotation,
  readStringAnnotation,
} from "./keywords/annotations.js";
import { readAnyOf } from "./keywords/any-of.js";
import { readBound } from "./keywords/bounds.js";
import { readConst } from "./keywords/const.js";
import { readContains, readContainsBound } from "./keywords/contains.js";
import { readCount } from "./keywords/counts.js";
import { readDefinitions } from "./keywords/definitions.js";
import { readDependencies } from "./keywords/dependencies.js";
import { readDependentRequired } from "./keywords/dependent-required.js";
import { readDependentSchemas } from "./keywords/dependent-schemas.js";
import { readEnum } from "./keywords/enum.js";
import { readExclusiveBound } from "./keywords/exclusive-bounds.js";
import { readFormat } from "./keywords/format.js";
import { readIf, readThenElse } from "./keywords/if-then-else.js";
import { readItems } from "./keywords/items.js";
import type { KeywordReader, ReadContext } from "./keywords/keyword.js";
import { readMultipleOf } from "./keywords/multiple-of.js";
import { readNot } from "./keywords/not.js";
import { readPattern } from "./keywords/pattern.js";
import { readPatternProperties } from "./keywords/pattern-properties.js";
import { readProperties } from "./keywords/properties.js";
import { readPropertyCount } from "./keywords/property-count.js";
import { readPropertyNames } from "./keywords/property-names.js";
import { readRef } from "./keywords/ref.js";
import { readRequired } from "./keywords/required.js";
import { readAdditionalItems, readPrefixItems } from "./keywords/tuple.js";
import { readType } from "./keywords/type.js";
import { readUniqueItems } from "./keywords/unique-items.js";
import type { SchemaIssue } from "./schema-error.js";

/** Which vocabulary has a keyword: `core` (and so `standard`), `standard`, or `draft-07` (standard under a draft-07 root `$schema`). */
export type KeywordHome = "core" | "standard" | "draft-07";

interface KeywordEntry {
  readonly home: KeywordHome;
  readonly read: KeywordReader;
  /** A different reader for the standard vocabulary, where a keyword reads differently there. */
  readonly standard?: KeywordReader;
}

/** Every keyword either vocabulary has: the table SPEC 4.1 and 4.5 write down. */
export const KEYWORDS: ReadonlyMap<string, KeywordEntry> = new Map<string, KeywordEntry>([
  ["type", { home: "core", read: readType }],
  ["enum", { home: "core", read: readEnum }],
  ["const", { home: "core", read: readConst }],
  ["properties", { home: "core", read: readProperties }],
  ["required", { home: "core", read: readRequired }],
  ["additionalProperties", { home: "core", read: readAdditionalProperties }],
  ["items", { home: "core", read: readItems }],
  ["minItems", { home: "core", read: readCount("minItems") }],
  ["maxItems", { home: "core", read: readCount("maxItems") }],
  ["minLength", { home: "core", read: readCount("minLength") }],
  ["maxLength", { home: "core", read: readCount("maxLength") }],
  ["pattern", { home: "core", read: readPattern }],
  ["minimum", { home: "core", read: readBound("minimum") }],
  ["maximum", { home: "core", read: readBound("maximum") }],
  ["anyOf", { home: "core", read: readAnyOf, standard: readAnyOfStandard }],
  ["title", { home: "core", read: readStringAnnotation }],
  ["description", { home: "core", read: readStringAnnotation }],
  ["$schema", { home: "core", read: readStringAnnotation }],
  ["examples", { home: "core", read: readExamples }],
  ["default", { home: "core", read: readAnyAnnotation }],
  ["$ref", { home: "standard", read: readRef }],
  ["$defs", { home: "standard", read: readDefinitions }],
  ["definitions", { home: "standard", read: readDefinitions }],
  ["allOf", { home: "standard", read: readAllOf }],
  ["oneOf", { home: "standard", read: readOneOf }],
  ["not", { home: "standard", read: readNot }],
  ["if", { home: "standard", read: readIf }],
  ["then", { home: "standard", read: readThenElse }],
  ["else", { home: "standard", read: readThenElse }],
  ["prefixItems", { home: "standard", read: readPrefixItems }],
  ["contains", { home: "standard", read: readContains }],
  ["minContains", { home: "standard", read: readContainsBound }],
  ["maxContains", { home: "standard", read: readContainsBound }],
  ["patternProperties", { home: "standard", read: readPatternProperties }],
  ["propertyNames", { home: "standard", read: readPropertyNames }],
  ["dependentSchemas", { home: "standard", read: readDependentSchemas }],
  ["dependentRequired", { home: "standard", read: readDependentRequired }],
  ["exclusiveMinimum", { home: "standard", read: readExclusiveBound("exclusiveMinimum") }],
  ["exclusiveMaximum", { home: "standard", read: readExclusiveBound("exclusiveMaximum") }],
  ["multipleOf", { home: "standard", read: readMultipleOf }],
  ["uniqueItems", { home: "standard", read: readUniqueItems }],
  ["minProperties", { home: "standard", read: readPropertyCount("minProperties") }],
  ["maxProperties", { home: "standard", read: readPropertyCount("maxProperties") }],
  ["format", { home: "standard", read: readFormat }],
  ["$comment", { home: "standard", read: readStringAnnotation }],
  ["contentMediaType", { home: "standard", read: readStringAnnotation }],
  ["contentEncoding", { home: "standard", read: readStringAnnotation }],
  ["contentSchema", { home: "standard", read: readSchemaAnnotation }],
  ["readOnly", { home: "standard", read: readBooleanAnnotation }],
  ["writeOnly", { home: "standard", read: readBooleanAnnotation }],
  ["deprecated", { home: "standard", read: readBooleanAnnotation }],
  ["additionalItems", { home: "draft-07", read: readAdditionalItems }],
  ["dependencies", { home: "draft-07", read: readDependencies }],
]);

/** The reader of a keyword in this compile, or undefined when the vocabulary refuses it. */
export function readerOf(key: string, context: ReadContext): KeywordReader | undefined {
  const entry = KEYWORDS.get(key);
  if (entry === undefined) return undefined;
  if (context.vocabulary === "core") return entry.home === "core" ? entry.read : undefined;
  if (entry.home === "draft-07" && !context.draft7) return undefined;
  return entry.standard ?? entry.read;
}

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

/** The refusal of a keyword the vocabulary does not have, with a hint where one helps. */
export function refusal(key: string, path: string, context: ReadContext): SchemaIssue {
  const head = `unsupported keyword ${JSON.stringify(key)}`;
  const entry = KEYWORDS.get(key);
  if (context.vocabulary === "core") {
    // The seed contract's message stays as it was, word for word; SPEC 4.5's hint rides beside it.
    if (entry === undefined) return { path, message: head };
    const where = entry.home === "draft-07" ? ' under a draft-07 root "$schema"' : "";
    return {
      path,
      message: head,
      hint: `the standard vocabulary has ${JSON.stringify(key)}${where}: compile without vocabulary: "core" (standard is the default)`,
    };
  }
  return { path, message: standardRefusal(key, head, entry) };
}

function standardRefusal(key: string, head: string, entry: KeywordEntry | undefined): string {
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

/** The known keyword a typo most likely meant: a different case, a prefix of it, or one or two edits away. */
export function closestKeyword(key: string): string | undefined {
  const lower = key.toLowerCase();
  let best: string | undefined;
  let bestDistance = 3;
  for (const name of KNOWN_NAMES) {
    const known = name.toLowerCase();
    if (known === lower) return name;
    if (lower.length >= 5 && known.startsWith(lower)) return name;
    const distance = editDistance(lower, known, bestDistance);
    if (distance < bestDistance) {
      best = name;
      bestDistance = distance;
    }
  }
  return best;
}

function editDistance(left: string, right: string, limit: number): number {
  if (Math.abs(left.length - right.length) >= limit) return limit;
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let row = 1; row <= left.length; row++) {
    const current = [row];
    for (let column = 1; column <= right.length; column++) {
      const cost = left[row - 1] === right[column - 1] ? 0 : 1;
      current[column] = Math.min(
        (previous[column] as number) + 1,
        (current[column - 1] as number) + 1,
        (previous[column - 1] as number) + cost,
      );
    }
    previous = current;
  }
  return previous[right.length] as number;
}

const WALKED_SCHEMA = new Set([
  "not",
  "if",
  "then",
  "else",
  "contains",
  "propertyNames",
  "unevaluatedItems",
  "unevaluatedProperties",
  "contentSchema",
  "additionalItems",
]);
const WALKED_ARRAY = new Set(["allOf", "oneOf", "prefixItems"]);
const WALKED_MAP = new Set(["$defs", "definitions", "patternProperties", "dependentSchemas"]);

/** How a refused keyword holds subschemas, so the walk can report what is inside it too. */
export function walkedInside(key: string): "schema" | "array" | "map" | undefined {
  if (WALKED_SCHEMA.has(key)) return "schema";
  if (WALKED_ARRAY.has(key)) return "array";
  if (WALKED_MAP.has(key)) return "map";
  return undefined;
}
