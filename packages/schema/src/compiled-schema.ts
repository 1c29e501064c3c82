import type { Validator } from "./build-validator.js";
import { copySchemaDocument, describeThrown } from "./copy-json.js";
import type { JsonObject } from "./json.js";
import { judgingText } from "./json-kind.js";
import { parseJsonText } from "./json-text.js";
import { ranOutOfStack, takeStackRanOut } from "./keywords/ref.js";
import { forgetReferenceMemo } from "./keywords/reference-memo.js";
import { MAX_ERRORS, MAX_JSON_LENGTH } from "./limits.js";
import { beginPatternValidation } from "./pattern/index.js";
import { type JsonSchemaFor, type SchemaStandardProps, standardProps } from "./standard-schema.js";
import { sortErrors, ValidationError } from "./validation-error.js";

/** The result of `parseJSON`: the parsed value when it passes, or every error. */
export type ParseResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: readonly ValidationError[] };

/**
 * A compiled schema: validates values and JSON text; immutable and safe to share. It is a Standard
 * Schema and a Standard JSON Schema (`~standard`), so AI SDK, Agents JS and others take it as is.
 */
export interface Schema<T = unknown> {
  /** Standard Schema and Standard JSON Schema properties (see standard-schema.ts). */
  readonly "~standard": SchemaStandardProps<T>;
  /** Validates an already parsed value: the value, typed, when it passes, the errors otherwise. */
  parse(value: unknown): ParseResult<T>;
  /** Every error of the value, sorted by path then message; `[]` means valid. Never throws. */
  validate(value: unknown): ValidationError[];
  /** Parses JSON text (a string or UTF-8 bytes) and validates it; malformed text gives one error at `$`. */
  validateJSON(json: string | Uint8Array): ValidationError[];
  /** Parses and validates once: the parsed value when it passes, the errors otherwise. */
  parseJSON(json: string | Uint8Array): ParseResult<T>;
  /** A fresh deep copy of the schema as compiled (for a tool definition's `parameters`). */
  toJSON(): JsonObject;
}

/**
 * The error for a validation that ran out of call stack where no `$ref` could say so. It names no
 * count: `uniqueItems` comparing two deep items runs out without following any reference.
 */
function stackRanOutError(): ValidationError {
  return new ValidationError(
    "too_deep",
    "$",
    "value nests too deeply to validate: the call stack ran out",
  );
}

/** A schema compiled into closures, behind the `Schema` interface. */
export class CompiledSchema<T> implements Schema<T> {
  // Declared, not defined: the constructor sets them (no field definitions in the output).
  declare private readonly document: JsonObject;
  declare private readonly check: Validator["check"];
  declare private readonly collect: Validator["collect"];
  declare readonly "~standard": SchemaStandardProps<T>;

  constructor(document: JsonObject, validator: Validator, jsonSchemaFor: JsonSchemaFor) {
    this.document = document;
    this.check = validator.check;
    this.collect = validator.collect;
    this["~standard"] = standardProps<T>((value) => this.validate(value), document, jsonSchemaFor);
  }

  parse(value: unknown): ParseResult<T> {
    const errors = this.validate(value);
    return errors.length === 0 ? { ok: true, value: value as T } : { ok: false, errors };
  }

  validate(value: unknown): ValidationError[] {
    // One matching budget for all the patterns of this validation (src/pattern/README.md).
    beginPatternValidation();
    try {
      if (this.check(value)) return [];
      // Read off the failure path only, so the happy path pays nothing for it.
      const ranOut = takeStackRanOut();
      const errors: ValidationError[] = [];
      this.collect(value, "$", errors);
      // The collector's own checks may run out too; taking it also leaves nothing for the next call.
      const ranOutCollecting = takeStackRanOut();
      if (errors.length === 0) {
        // A check that ran out of call stack fails the value, though the collector, run from the
        // same depth, may have had stack enough to find nothing wrong.
        if (ranOut || ranOutCollecting) return [stackRanOutError()];
        // Otherwise only a value that changes while read (a getter, a proxy) can fail the check
        // yet show no error.
        errors.push(
          new ValidationError(
            "unreadable_value",
            "$",
            "value changed while it was being validated",
          ),
        );
      }
      // Collection stopped past the limit: the first errors found (cut before sorting, which
      // would keep the first paths in text order instead), after one that says so.
      const tooMany = errors.length > MAX_ERRORS;
      if (tooMany) errors.length = MAX_ERRORS;
      sortErrors(errors);
      if (tooMany) {
        errors.unshift(
          new ValidationError(
            "too_many_errors",
            "$",
            `more than ${MAX_ERRORS} errors: the first ${MAX_ERRORS} found are listed`,
          ),
        );
      }
      return errors;
    } catch (error) {
      // Recursion through $ref over a deep value can run out of stack before MAX_REFERENCE_DEPTH.
      if (ranOutOfStack(error)) return [stackRanOutError()];
      return [
        new ValidationError(
          "unreadable_value",
          "$",
          `value could not be read: ${describeThrown(error)}`,
        ),
      ];
    } finally {
      // The memo holds the value's parts: let them go with the validation, so the next one
      // starts with none. The next value may come from JavaScript, where Infinity is Infinity.
      forgetReferenceMemo();
      judgingText(false);
    }
  }

  validateJSON(json: string | Uint8Array): ValidationError[] {
    // The happy path inline: a string within the limit that JSON.parse accepts.
    if (typeof json === "string" && json.length <= MAX_JSON_LENGTH) {
      let value: unknown;
      try {
        value = JSON.parse(json);
      } catch {
        return [(parseJsonText(json) as { readonly error: ValidationError }).error];
      }
      return this.validateParsed(value);
    }
    const parsed = parseJsonText(json);
    return parsed.ok ? this.validateParsed(parsed.value) : [parsed.error];
  }

  parseJSON(json: string | Uint8Array): ParseResult<T> {
    let value: unknown;
    if (typeof json === "string" && json.length <= MAX_JSON_LENGTH) {
      try {
        value = JSON.parse(json);
      } catch {
        return {
          ok: false,
          errors: [(parseJsonText(json) as { readonly error: ValidationError }).error],
        };
      }
    } else {
      const parsed = parseJsonText(json);
      if (!parsed.ok) return { ok: false, errors: [parsed.error] };
      value = parsed.value;
    }
    const errors = this.validateParsed(value);
    return errors.length === 0 ? { ok: true, value: value as T } : { ok: false, errors };
  }

  /** `validate` for a value parsed from JSON text, whose ±Infinity came from a number like `1e400`. */
  private validateParsed(value: unknown): ValidationError[] {
    judgingText(true);
    return this.validate(value);
  }

  toJSON(): JsonObject {
    // The document is JSON already: copying it again finds no issue.
    return copySchemaDocument(this.document, []) as JsonObject;
  }
}
