import type { CopiedJson } from "./copy-json.js";
import type { Applicator, KeywordReader, ReadContext, Vocabulary } from "./keywords/keyword.js";
import type { SchemaIssue } from "./schema-error.js";
import type { SchemaSpec } from "./schema-spec.js";
import type { JsonSchemaFor } from "./standard-schema.js";

/** The compile steps, beyond keyword readers, that only the standard vocabulary takes. */
export interface StandardSteps {
  /** Whether a document's root `$schema` names draft-07, so its draft-07 forms are read. */
  isDraft7(root: CopiedJson): boolean;
  /** What a `false` schema compiles to (a `true` schema is an empty node). */
  readonly falseSchema: Applicator;
  /** Makes the resolver of local `$ref`s into one document. */
  createResolver(
    root: CopiedJson,
    context: Pick<ReadContext, "issues" | "subschema">,
  ): (reference: string, path: string) => SchemaSpec | undefined;
  /** Refuses reference cycles that never consume input, once every node is read. */
  findReferenceCycles(nodes: Iterable<SchemaSpec>, issues: SchemaIssue[]): void;
}

/**
 * One vocabulary as compile reads it. Each entry point injects its own, so a bundler leaves out
 * the readers an entry cannot reach: `@tinyllm/schema/core` has only core's.
 */
export interface VocabularyRules {
  /** The vocabulary's name, as the `vocabulary` option spells it. */
  readonly name: Vocabulary;
  /** The reader of a keyword, or undefined when this vocabulary refuses it. */
  readerOf(key: string, context: ReadContext): KeywordReader | undefined;
  /** The refusal of a keyword that `readerOf` has no reader for, with a hint where one helps. */
  refusal(key: string, path: string, context: ReadContext): SchemaIssue;
  /** States a document this vocabulary compiled in a JSON Schema target (`~standard.jsonSchema`). */
  readonly jsonSchemaFor: JsonSchemaFor;
  /** Boolean schemas, `$ref` and its cycle check: present in standard, absent in core (which refuses them). */
  readonly standardSteps?: StandardSteps;
}

/** The vocabularies one entry point's `compile` offers, by name, in the order its messages list them. */
export type VocabularySet = Readonly<Partial<Record<Vocabulary, VocabularyRules>>>;
