import { hasMarker } from "@tinyllm/types";
import { sortErrors } from "./validation-error.js";

const MARKER = Symbol.for("@tinyllm/schema.SchemaError");

/** One problem in a schema: where (`$.properties.days.minimum`) and what is wrong. */
export interface SchemaIssue {
  /** The place in the schema, written like a validation path. */
  readonly path: string;
  /** What is wrong there and what was expected, in lowercase words. */
  readonly message: string;
  /** How to fix it, where the message alone does not say: a core refusal of a keyword that the standard vocabulary has names the option that turns it on. */
  readonly hint?: string;
}

/** Thrown by `compile` for a schema it refuses; lists every problem at once, sorted by path then message. */
export class SchemaError extends Error {
  override readonly name = "SchemaError";
  /** Always `"invalid_schema"`. */
  readonly code = "invalid_schema";
  /** Every problem found, sorted by path, then message. */
  declare readonly issues: readonly SchemaIssue[];

  constructor(issues: readonly SchemaIssue[]) {
    const sorted = sortErrors(
      issues.map(
        (issue): SchemaIssue =>
          issue.hint === undefined
            ? { path: issue.path, message: issue.message }
            : { path: issue.path, message: issue.message, hint: issue.hint },
      ),
    );
    super(sorted.map((issue) => `${issue.path}: ${issue.message}`).join("\n"));
    this.issues = Object.freeze(sorted.map((issue) => Object.freeze(issue)));
  }

  /** Whether `value` is a SchemaError of any copy of this package (never `instanceof`). */
  static isInstance(value: unknown): value is SchemaError {
    return hasMarker(value, MARKER);
  }
}
Object.defineProperty(SchemaError.prototype, MARKER, { value: true });
