import type { Schema, ValidationError } from "@tinyllm/schema";
import { type ToolIssue, toolIssue, toolIssueCode } from "../result/tool-issue.js";

/**
 * What a validator says about a value: passed (with `value`, what the tool gets, when it is not
 * the value judged), or the issues.
 */
export type ValidationOutcome =
  | { readonly ok: true; readonly value?: unknown }
  | { readonly ok: false; readonly issues: readonly ToolIssue[] };

// Our schemas never change the value: one answer for every call that passes.
const PASSED: ValidationOutcome = Object.freeze({ ok: true });

/**
 * The validate step's one dependency: something that judges a value. Our compiled schemas answer
 * at once; a foreign validator (a Standard Schema such as zod) may answer with a promise, and may
 * hand the tool a different value (its parsed output).
 */
export interface ArgumentValidator {
  /** Judges `value`; never expected to throw (a throw is answered as a registry failure). */
  validate(value: unknown): ValidationOutcome | PromiseLike<ValidationOutcome>;
}

/** An {@link ArgumentValidator} over a compiled `@tinyllm/schema` schema: synchronous, value unchanged. */
export function schemaValidator(schema: Schema): ArgumentValidator {
  return {
    validate(value: unknown): ValidationOutcome {
      const errors = schema.validate(value);
      return errors.length === 0 ? PASSED : { ok: false, issues: issuesOf(errors) };
    },
  };
}

/**
 * Whether a value (a validator's answer, a tool's return, a hook's) is a thenable to wait for: an
 * object or function with a `then` method. Reading `then` may throw; the caller catches that.
 */
export function isThenable<T>(value: T | PromiseLike<T>): value is PromiseLike<T> {
  return (
    ((typeof value === "object" && value !== null) || typeof value === "function") &&
    typeof (value as { then?: unknown }).then === "function"
  );
}

/** Validation errors of `@tinyllm/schema` as frozen {@link ToolIssue}s. */
export function issuesOf(errors: readonly ValidationError[]): ToolIssue[] {
  return errors.map((error) => toolIssue(toolIssueCode(error.code), error.path, error.message));
}
