import { compile, type Schema, SchemaError } from "@tinyllm/schema";
import {
  InvalidToolDefinitionError,
  InvalidToolNameError,
  InvalidToolParametersError,
  type ParametersIssue,
} from "./registration-errors.js";
import { TOOL_NAME_PATTERN } from "./tool-name.js";

/** A tool's parameters, checked and compiled once. */
export interface PreparedParameters {
  /** The compiled schema that judges the model's arguments. */
  readonly schema: Schema;
  /** The schema as JSON text: what the model sees, and what was compiled. */
  readonly text: string;
}

/** The schema of a tool declared without parameters: any object. */
export const EMPTY_PARAMETERS_TEXT = '{"type":"object"}';

/** Throws {@link InvalidToolNameError} unless `name` matches {@link TOOL_NAME_PATTERN}. */
export function checkToolName(name: unknown): asserts name is string {
  if (typeof name !== "string") {
    throw new InvalidToolNameError(
      name,
      `tool name must be a string matching ${TOOL_NAME_PATTERN.source}, got ${jsonType(name)}`,
    );
  }
  if (TOOL_NAME_PATTERN.test(name)) return;
  const shown = quote(name);
  if (name.length === 0) {
    throw new InvalidToolNameError(
      name,
      `tool name "" is empty; expected 1 to 64 characters matching ${TOOL_NAME_PATTERN.source}`,
    );
  }
  if (name.length > 64) {
    throw new InvalidToolNameError(
      name,
      `tool name ${shown} is ${name.length} characters long; expected at most 64`,
    );
  }
  throw new InvalidToolNameError(
    name,
    `tool name ${shown} has characters other than A-Z, a-z, 0-9, "_" and "-"; expected a name matching ${TOOL_NAME_PATTERN.source}`,
  );
}

/** Throws {@link InvalidToolDefinitionError} unless `timeoutMs` is absent or a positive number. */
export function checkTimeout(toolName: string, timeoutMs: unknown): number | undefined {
  if (timeoutMs === undefined) return undefined;
  if (typeof timeoutMs === "number" && timeoutMs > 0) return timeoutMs;
  throw new InvalidToolDefinitionError(
    toolName,
    `tool "${toolName}" has timeoutMs ${quote(timeoutMs)}; expected a positive number of milliseconds or Infinity`,
  );
}

/**
 * Checks that `parameters` (an object, JSON text, or `undefined` for "any object") is an object
 * schema `compile` accepts, and compiles it. Throws {@link InvalidToolParametersError} listing
 * every problem.
 */
export function prepareParameters(toolName: string, parameters: unknown): PreparedParameters {
  if (parameters === undefined) return prepareText(toolName, EMPTY_PARAMETERS_TEXT);
  let value = parameters;
  if (typeof parameters === "string") {
    try {
      value = JSON.parse(parameters);
    } catch {
      throw new InvalidToolParametersError(toolName, [
        { path: "$", message: "expected a JSON object schema, got text that is not JSON" },
      ]);
    }
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new InvalidToolParametersError(toolName, [
      { path: "$", message: `expected an object schema, got ${jsonType(value)}` },
    ]);
  }
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    throw unserialisable(toolName);
  }
  // A toJSON method can make an object serialise to nothing.
  if (text === undefined) throw unserialisable(toolName);
  return prepareText(toolName, text);
}

function unserialisable(toolName: string): InvalidToolParametersError {
  return new InvalidToolParametersError(toolName, [
    { path: "$", message: "expected a JSON object schema, got a value that cannot be serialised" },
  ]);
}

function prepareText(toolName: string, text: string): PreparedParameters {
  const issues: ParametersIssue[] = [];
  const value: unknown = JSON.parse(text);
  const type =
    typeof value === "object" && value !== null && Object.hasOwn(value, "type")
      ? (value as { type: unknown }).type
      : undefined;
  if (type !== "object") {
    issues.push({
      path: "$.type",
      message:
        type === undefined
          ? 'missing; expected "object", since the model always sends an object'
          : `expected "object", since the model always sends an object, got ${quote(type)}`,
    });
  }
  let schema: Schema | undefined;
  try {
    schema = compile(text) as Schema;
  } catch (error) {
    if (error instanceof SchemaError) {
      issues.push(...error.issues.map(({ path, message }) => ({ path, message })));
    } else {
      issues.push({ path: "$", message: error instanceof Error ? error.message : String(error) });
    }
  }
  if (issues.length > 0 || schema === undefined) {
    issues.sort((left, right) => compareCodeUnits(left.path, right.path));
    throw new InvalidToolParametersError(toolName, issues);
  }
  return { schema, text };
}

/** Compares strings by UTF-16 code units, never by locale. */
export function compareCodeUnits(left: string, right: string): number {
  return left < right ? -1 : left > right ? 1 : 0;
}

/** The JSON type of a value, with whole numbers called `integer`, for messages. */
export function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

/** A value JSON-quoted for a message, cut to a bounded length. */
export function quote(value: unknown): string {
  let text: string;
  try {
    if (typeof value === "bigint") text = `${value}n`;
    else if (typeof value === "number" && !Number.isFinite(value)) text = String(value);
    else text = JSON.stringify(value) ?? String(value);
  } catch {
    text = jsonType(value);
  }
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
