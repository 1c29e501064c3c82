import { compileWith } from "./compile-with.js";
import type { Schema } from "./compiled-schema.js";
import { coreJsonSchemaFor, coreVocabulary } from "./core-vocabulary.js";
import type { Infer } from "./infer.js";
import { quote } from "./quote.js";
import { SchemaError } from "./schema-error.js";
import { standardHomeOf } from "./standard-keyword-names.js";
import type { VocabularySet } from "./vocabulary-rules.js";

/** Options of `compile` from `@tinyllm/schema/core`. */
export interface CompileOptions {
  /** Only `"core"`, the default: exactly the seed contract of SPEC 4.1. The standard vocabulary is in `@tinyllm/schema`. */
  readonly vocabulary?: "core";
}

// The only vocabulary of this entry point, so a bundler leaves the standard readers out.
const CORE_ONLY: VocabularySet = {
  core: coreVocabulary({
    remedy:
      'import compile from "@tinyllm/schema" instead of "@tinyllm/schema/core" (standard is its default)',
    homeOf: standardHomeOf,
    jsonSchemaFor: coreJsonSchemaFor,
  }),
};

/**
 * `compile` with the core vocabulary only (SPEC 4.1): the same as `@tinyllm/schema`'s
 * `compile(schema, { vocabulary: "core" })`, in a fraction of the bundle. Throws a SchemaError that
 * lists every problem, sorted, when the schema is refused.
 */
export function compile<const S>(schema: S, options?: CompileOptions): Schema<Infer<S>> {
  // Its one option, named in the refusal of any other (`vocabluary`, or the main entry's `annotations`).
  const unknown = options && Object.keys(options).find((name) => name !== "vocabulary");
  if (typeof unknown === "string") {
    throw new SchemaError([
      {
        path: "$",
        message: `unknown option ${quote(unknown)}; @tinyllm/schema/core's compile options: vocabulary`,
      },
    ]);
  }
  const vocabulary: unknown = options?.vocabulary ?? "core";
  if (vocabulary === "standard") {
    throw new SchemaError([
      {
        path: "$",
        message:
          'vocabulary "standard" is not in @tinyllm/schema/core, which has only "core": import compile from "@tinyllm/schema" for the standard vocabulary',
      },
    ]);
  }
  return compileWith(schema, { vocabulary, vocabularies: CORE_ONLY });
}
