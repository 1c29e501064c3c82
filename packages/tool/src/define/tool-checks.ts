import { quote, typeName } from "@tinyllm/types";
import { InvalidToolDefinitionError, InvalidToolNameError } from "./registration-errors.js";
import type { ToolAnnotations } from "./tool.js";
import { TOOL_NAME_PATTERN } from "./tool-name.js";

/** Throws {@link InvalidToolNameError} unless `name` matches {@link TOOL_NAME_PATTERN}. */
export function checkToolName(name: unknown): asserts name is string {
  if (typeof name !== "string") {
    throw new InvalidToolNameError(
      name,
      `tool name must be a string matching ${TOOL_NAME_PATTERN.source}, got ${typeName(name)}`,
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

const HINTS = ["readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"] as const;

/**
 * The annotations as a fresh frozen object holding the known fields only, or `undefined` when
 * absent. Throws {@link InvalidToolDefinitionError} for a field of the wrong type.
 */
export function checkAnnotations(
  toolName: string,
  annotations: unknown,
): Readonly<ToolAnnotations> | undefined {
  if (annotations === undefined) return undefined;
  const refuse = (what: string): never => {
    throw new InvalidToolDefinitionError(
      toolName,
      `tool "${toolName}" has annotations ${what}; expected { title?: string, readOnlyHint?, destructiveHint?, idempotentHint?, openWorldHint?: boolean }`,
    );
  };
  if (typeof annotations !== "object" || annotations === null || Array.isArray(annotations)) {
    return refuse(`of type ${typeName(annotations)}`);
  }
  const fields = annotations as Record<string, unknown>;
  const checked: Record<string, string | boolean> = {};
  const title = fields.title;
  if (title !== undefined) {
    if (typeof title !== "string") refuse(`with a title of type ${typeName(title)}`);
    checked.title = title as string;
  }
  for (const hint of HINTS) {
    const value = fields[hint];
    if (value === undefined) continue;
    if (typeof value !== "boolean") refuse(`with ${hint} of type ${typeName(value)}`);
    checked[hint] = value as boolean;
  }
  return Object.freeze(checked) as Readonly<ToolAnnotations>;
}
