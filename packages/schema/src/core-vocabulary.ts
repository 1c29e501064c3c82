import type { JsonObject } from "./json.js";
import { assertTarget } from "./json-schema-target.js";
import { readAdditionalProperties } from "./keywords/additional-properties.js";
import { readAnyAnnotation, readExamples, readStringAnnotation } from "./keywords/annotations.js";
import { readAnyOf } from "./keywords/any-of.js";
import { readBound } from "./keywords/bounds.js";
import { readConst } from "./keywords/const.js";
import { readCount } from "./keywords/counts.js";
import { readEnum } from "./keywords/enum.js";
import { readItems } from "./keywords/items.js";
import type { KeywordHome, KeywordReader } from "./keywords/keyword.js";
import { readPattern } from "./keywords/pattern.js";
import { readProperties } from "./keywords/properties.js";
import { readRequired } from "./keywords/required.js";
import { readType } from "./keywords/type.js";
import type { JsonSchemaFor } from "./standard-schema.js";
import type { VocabularyRules } from "./vocabulary-rules.js";

/** The keywords of the core vocabulary (SPEC 4.1) and their readers; the standard vocabulary has them too. */
export const CORE_READERS: ReadonlyMap<string, KeywordReader> = new Map<string, KeywordReader>([
  ["type", readType],
  ["enum", readEnum],
  ["const", readConst],
  ["properties", readProperties],
  ["required", readRequired],
  ["additionalProperties", readAdditionalProperties],
  ["items", readItems],
  ["minItems", readCount("minItems")],
  ["maxItems", readCount("maxItems")],
  ["minLength", readCount("minLength")],
  ["maxLength", readCount("maxLength")],
  ["pattern", readPattern],
  ["minimum", readBound("minimum")],
  ["maximum", readBound("maximum")],
  ["anyOf", readAnyOf],
  ["title", readStringAnnotation],
  ["description", readStringAnnotation],
  ["$schema", readStringAnnotation],
  ["examples", readExamples],
  ["default", readAnyAnnotation],
]);

/** How one entry point's core vocabulary differs from another's. */
export interface CoreVocabularyOptions {
  /** Ends the hint of a refused keyword that the standard vocabulary has: how to turn standard on from this entry point. */
  readonly remedy: string;
  /** Where a keyword lives, for that hint: `standard`, `draft-07`, or undefined for neither. */
  homeOf(key: string): KeywordHome | undefined;
  /** States a compiled document in a JSON Schema target. */
  readonly jsonSchemaFor: JsonSchemaFor;
}

/** The core vocabulary (SPEC 4.1), with the hint and the JSON Schema statement of one entry point. */
export function coreVocabulary({
  remedy,
  homeOf,
  jsonSchemaFor,
}: CoreVocabularyOptions): VocabularyRules {
  return {
    name: "core",
    readerOf: (key) => CORE_READERS.get(key),
    refusal: (key, path) => {
      // The seed contract's message stays as it was, word for word; SPEC 4.5's hint rides beside it.
      const message = `unsupported keyword ${JSON.stringify(key)}`;
      const home = homeOf(key);
      if (home === undefined) return { path, message };
      const where = home === "draft-07" ? ' under a draft-07 root "$schema"' : "";
      return {
        path,
        message,
        hint: `the standard vocabulary has ${JSON.stringify(key)}${where}: ${remedy}`,
      };
    },
    jsonSchemaFor,
  };
}

/**
 * The JSON Schema statement of a document that core compiled, without json-schema-target.ts's
 * walk: every core keyword reads the same in draft 2020-12 and draft-07, so the walk could never
 * refuse such a document, and it is stated in either as it is. Any other target is refused alike.
 */
export function coreJsonSchemaFor(document: JsonObject, target: unknown): JsonObject {
  assertTarget(target);
  return document;
}
