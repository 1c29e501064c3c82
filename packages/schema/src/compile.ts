import { unknownOption } from "@tinyllm/types";
import { compileWith } from "./compile-with.js";
import type { Schema } from "./compiled-schema.js";
import type { Infer } from "./infer.js";
import type { Vocabulary } from "./keywords/keyword.js";
import { type Leniency, readLeniency } from "./lenient-rules.js";
import { SchemaError } from "./schema-error.js";
import { keywordOfItsOwn, VOCABULARIES } from "./vocabulary.js";

export type { ParseResult, Schema } from "./compiled-schema.js";

/** Options of `compile`. */
export interface CompileOptions extends Leniency {
  /** `"standard"` (the default): SPEC 4.5's keywords; `"core"`: exactly the seed contract of SPEC 4.1. */
  readonly vocabulary?: Vocabulary;
}

// Every option of `compile`, kept whole by its type: a new option fails to compile until listed.
const OPTION_NAMES = Object.keys({
  vocabulary: 1,
  annotations: 1,
  unenforceable: 1,
} satisfies { [Name in keyof CompileOptions]-?: 1 });

/**
 * Checks a schema (a JS value or JSON text) against the vocabulary and compiles it into closures.
 * Throws a SchemaError that lists every problem, sorted, when the schema is refused.
 */
export function compile<const S>(schema: S, options?: CompileOptions): Schema<Infer<S>> {
  // A misspelt option (`maxErrorz`, `vocabluary`) would otherwise do nothing, silently.
  const unknown =
    typeof options === "object" &&
    options !== null &&
    unknownOption(options, "compile", OPTION_NAMES);
  if (unknown) throw new SchemaError([{ path: "$", message: unknown.message }]);
  return compileWith(schema, {
    vocabulary: options?.vocabulary ?? "standard",
    vocabularies: VOCABULARIES,
    leniency: options && readLeniency(options, keywordOfItsOwn),
  });
}
