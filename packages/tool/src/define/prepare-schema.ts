import { compile, type Schema, SchemaError, type Vocabulary } from "@tinyllm/schema";
import { describeThrown, quote, typeName } from "@tinyllm/types";
import type { ParametersIssue } from "./registration-errors.js";
import type { ToolSchemaOptions } from "./tool.js";

/** A tool's schema, checked and compiled once. */
export interface PreparedSchema {
  /** The compiled schema. */
  readonly schema: Schema;
  /** The schema as JSON text: what the model sees, and what was compiled. */
  readonly text: string;
  /** The vocabulary it was compiled in. */
  readonly vocabulary: Vocabulary;
  /** The other compile options it was compiled with (the same object is reused). */
  readonly options?: ToolSchemaOptions | undefined;
}

/** The schema of a tool declared without parameters: any object. */
export const EMPTY_PARAMETERS_TEXT = '{"type":"object"}';

/** A schema and its problems: `prepared` when there are none. */
export type SchemaOutcome =
  | { readonly ok: true; readonly prepared: PreparedSchema }
  | { readonly ok: false; readonly issues: readonly ParametersIssue[]; readonly cause?: unknown };

/** The JSON text a schema compiles from (text re-serialised), or `undefined` when it cannot be serialised. */
export function schemaText(schema: unknown): string | undefined {
  if (schema === undefined) return EMPTY_PARAMETERS_TEXT;
  try {
    // Text is judged by the JSON it holds, as prepareSchema compiles it: whitespace does not count.
    return JSON.stringify(typeof schema === "string" ? JSON.parse(schema) : schema);
  } catch {
    return undefined;
  }
}

/**
 * Checks that `schema` (an object, JSON text, or `undefined` for "any object") is an object
 * schema `compile` accepts, and compiles it from the JSON text it serialises to: later changes
 * to the author's object change nothing. Returns every problem, sorted by path.
 */
export function prepareSchema(
  schema: unknown,
  vocabulary: Vocabulary = "standard",
  options?: ToolSchemaOptions,
): SchemaOutcome {
  if (schema === undefined) return prepareText(EMPTY_PARAMETERS_TEXT, vocabulary, options);
  let value = schema;
  if (typeof schema === "string") {
    try {
      value = JSON.parse(schema);
    } catch (error) {
      return refused(
        "invalid_json",
        "expected a JSON object schema, got text that is not JSON",
        error,
      );
    }
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return refused("not_object_schema", `expected an object schema, got ${typeName(value)}`);
  }
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch (error) {
    return unserialisable(error);
  }
  // A toJSON method can make an object serialise to nothing.
  if (text === undefined) return unserialisable(undefined);
  return prepareText(text, vocabulary, options);
}

function refused(code: ParametersIssue["code"], message: string, cause?: unknown): SchemaOutcome {
  return { ok: false, issues: [{ code, path: "$", message }], cause };
}

function unserialisable(cause: unknown): SchemaOutcome {
  return refused(
    "unserialisable",
    "expected a JSON object schema, got a value that cannot be serialised",
    cause,
  );
}

function prepareText(
  text: string,
  vocabulary: Vocabulary,
  options: ToolSchemaOptions | undefined,
): SchemaOutcome {
  const issues: ParametersIssue[] = [];
  const value: unknown = JSON.parse(text);
  const type =
    typeof value === "object" && value !== null && Object.hasOwn(value, "type")
      ? (value as { type: unknown }).type
      : undefined;
  if (type !== "object") {
    issues.push({
      code: "not_object_schema",
      path: "$.type",
      message:
        type === undefined
          ? 'missing; expected "object", since the model always sends an object'
          : `expected "object", since the model always sends an object, got ${quote(type)}`,
    });
  }
  let schema: Schema | undefined;
  let cause: unknown;
  try {
    schema = compile(text, { ...options, vocabulary }) as Schema;
  } catch (error) {
    cause = error;
    if (SchemaError.isInstance(error)) {
      for (const { path, message, hint } of error.issues) {
        // A core refusal's hint says how to turn the keyword on: the author needs it here.
        const text = hint === undefined ? message : `${message}; ${hint}`;
        issues.push({ code: "invalid_schema", path, message: text });
      }
    } else {
      issues.push({ code: "invalid_schema", path: "$", message: describeThrown(error) });
    }
  }
  if (issues.length > 0 || schema === undefined) {
    issues.sort((left, right) => compareCodeUnits(left.path, right.path));
    return { ok: false, issues, cause };
  }
  return { ok: true, prepared: { schema, text, vocabulary, options } };
}

/** Compares strings by UTF-16 code units, never by locale. */
export function compareCodeUnits(left: string, right: string): number {
  return left < right ? -1 : left > right ? 1 : 0;
}
