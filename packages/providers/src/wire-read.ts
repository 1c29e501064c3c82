import { type ToolCall, typeName, WireFormatError, type WireIssue } from "@tinyllm/types";
import { childPath } from "./schema-path.js";

/** The list a reader walks: an array as it is, or the array in `field` of an object. */
export function listOf(value: unknown, field: string, what: string): readonly unknown[] {
  if (Array.isArray(value)) return value;
  if (
    typeof value === "object" &&
    value !== null &&
    Array.isArray((value as Record<string, unknown>)[field])
  ) {
    return (value as Record<string, unknown[]>)[field] as unknown[];
  }
  throw new WireFormatError([
    { code: "type", path: "$", message: `expected ${what}, got ${typeName(value)}` },
  ]);
}

/** Reads string fields of one item, collecting every problem. */
export function stringField(
  item: Record<string, unknown>,
  field: string,
  path: string,
  issues: WireIssue[],
  optional = false,
): string | undefined {
  const value = item[field];
  if (typeof value === "string") return value;
  if (optional && value === undefined) return undefined;
  issues.push({
    code: "type",
    path: childPath(path, field),
    message: `expected a string, got ${typeName(value)}`,
  });
  return undefined;
}

/**
 * A provider's already-parsed arguments as the JSON text the registry reads, so its byte limit
 * and its validation apply as to any call. `undefined` means no arguments (`""`, read as `{}`).
 */
export function argumentsText(value: unknown, path: string, issues: WireIssue[]): string {
  if (value === undefined) return "";
  try {
    const text = JSON.stringify(value);
    if (typeof text === "string") return text;
  } catch {
    // A cycle or a BigInt: not JSON, reported below.
  }
  issues.push({
    code: "type",
    path,
    message: `expected JSON arguments, got ${typeName(value)} that is not JSON`,
  });
  return "";
}

/** Throws the collected issues, or returns the calls. */
export function done(calls: ToolCall[], issues: readonly WireIssue[]): ToolCall[] {
  if (issues.length > 0) throw new WireFormatError(issues);
  return calls;
}

/** Whether a value is a non-array object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
