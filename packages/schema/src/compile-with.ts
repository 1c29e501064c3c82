import { buildValidator } from "./build-validator.js";
import { checkSchema } from "./check-schema.js";
import { CompiledSchema, type Schema } from "./compiled-schema.js";
import { copySchemaDocument } from "./copy-json.js";
import type { JsonObject } from "./json.js";
import { findJsonSyntaxError } from "./json-text.js";
import type { ReadLeniency } from "./lenient-rules.js";
import { quote } from "./quote.js";
import { SchemaError, type SchemaIssue } from "./schema-error.js";
import type { VocabularyRules, VocabularySet } from "./vocabulary-rules.js";

/** What an entry point's `compile` passes to `compileWith`. */
export interface CompileWithOptions {
  /** The vocabulary asked for, as given (not yet checked). */
  readonly vocabulary: unknown;
  /** The vocabularies this entry point offers: the only keyword readers compile can reach. */
  readonly vocabularies: VocabularySet;
  /** What the main entry's options keep unjudged (its annotations and unenforceable options). */
  readonly leniency?: ReadLeniency | undefined;
}

/**
 * Checks a schema (a JS value or JSON text) against the vocabulary asked for, out of those
 * injected, and compiles it into closures. Throws a SchemaError that lists every problem, sorted.
 */
export function compileWith<T>(schema: unknown, options: CompileWithOptions): Schema<T> {
  const rules = vocabularyRules(options);
  const issues: SchemaIssue[] = [];
  let document: unknown = schema;
  if (typeof schema === "string") {
    try {
      document = JSON.parse(schema);
    } catch {
      const problem = findJsonSyntaxError(schema);
      throw new SchemaError([
        {
          path: "$",
          message:
            problem === undefined
              ? "schema text is not valid JSON"
              : `schema text is not valid JSON at line ${problem.line}, column ${problem.column}: ${problem.message}`,
        },
      ]);
    }
  }
  const copied = copySchemaDocument(document, issues);
  const spec = checkSchema(copied, issues, rules, options.leniency);
  if (issues.length > 0) throw new SchemaError(issues);
  return new CompiledSchema<T>(copied as JsonObject, buildValidator(spec), rules.jsonSchemaFor);
}

function vocabularyRules({ vocabulary, vocabularies }: CompileWithOptions): VocabularyRules {
  const rules =
    typeof vocabulary === "string" && Object.hasOwn(vocabularies, vocabulary)
      ? vocabularies[vocabulary as keyof VocabularySet]
      : undefined;
  if (rules !== undefined) return rules;
  const names = Object.keys(vocabularies).map((name) => JSON.stringify(name));
  throw new SchemaError([
    {
      path: "$",
      message: `unknown vocabulary ${quote(vocabulary)}, expected ${names.join(" or ")}`,
    },
  ]);
}
