import type { CopiedJson } from "../copy-json.js";
import type { SchemaIssue } from "../schema-error.js";
import type { SchemaSpec } from "../schema-spec.js";
import type { ValidationError } from "../validation-error.js";

/** A copied schema object: the keywords of one node. */
export type CopiedObject = { [key: string]: CopiedJson };

/** Which keyword set `compile` enforces: `core` is SPEC 4.1, `standard` adds SPEC 4.5. */
export type Vocabulary = "core" | "standard";

/** Which vocabulary has a keyword: `core` (and so `standard`), `standard`, or `draft-07` (standard under a draft-07 root `$schema`). */
export type KeywordHome = "core" | "standard" | "draft-07";

/** The fast check: true when the value passes; allocates nothing. */
export type Check = (value: unknown) => boolean;

/** The slow path: pushes every error of a value that failed its check. */
export type Collect = (value: unknown, path: string, errors: ValidationError[]) => void;

/** The two closures compiled for one schema node (or one keyword of it). */
export interface Validator {
  readonly check: Check;
  readonly collect: Collect;
}

/** What a keyword reader gets besides its value: the node, the place, and how to read subschemas. */
export interface ReadContext {
  /** Every problem found so far; readers push theirs. */
  readonly issues: SchemaIssue[];
  /** The vocabulary being compiled. */
  readonly vocabulary: Vocabulary;
  /** Whether the root `$schema` names draft-07 (its `items` array, `additionalItems`, `dependencies`). */
  readonly draft7: boolean;
  /** Reads a subschema (an object or, in `standard`, a boolean) at `path`; `place` picks the hint for a boolean in `core`. */
  subschema(schema: CopiedJson, path: string, place?: "additionalProperties"): SchemaSpec;
  /** Finds the node a local `$ref` points to; pushes an issue and returns undefined otherwise. */
  resolve(reference: string, path: string): SchemaSpec | undefined;
  /** A string `format` or `pattern` that cannot be judged is kept, not refused (`unenforceable: "annotate"`). */
  readonly keepsUnenforceable?: boolean | undefined;
}

/**
 * A keyword of the standard vocabulary, read and checked at compile: the subschemas it applies to
 * the same value (for the reference-cycle check), and how it becomes closures.
 */
export interface Applicator {
  /** The keyword, for messages and tests. */
  readonly keyword: string;
  /** What the keyword wants, in a few words, where it says more than the type (`a date-time (RFC 3339)`). */
  readonly summary?: string;
  /** Subschemas applied to the value itself, not to a part of it: a cycle of these never ends. */
  readonly inPlace: readonly SchemaSpec[];
  /** The fast check and the collector; `validatorOf` compiles a subschema (cycles allowed). */
  build(validatorOf: (spec: SchemaSpec) => Validator): Validator;
}

/**
 * Reads one keyword of a schema node: checks its value (pushing issues at `at`) and records it
 * on `spec`. `node` is the whole schema object, for keywords whose meaning depends on a sibling.
 */
export type KeywordReader = (
  value: CopiedJson,
  at: string,
  spec: SchemaSpec,
  context: ReadContext,
  node: CopiedObject,
) => void;

/** Whether a copied value is a JSON object (not an array, not null). */
export function isObject(value: CopiedJson | undefined): value is CopiedObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
