import {
  describeThrown,
  type ToolCall,
  typeName,
  WireFormatError,
  type WireIssue,
} from "@tinyllm/types";
import { childPath } from "./schema-path.js";

/** Where a reader finds its list, and how to read one item of it. */
export interface CallReader {
  /** The field holding the list when the value is an object, not the list itself. */
  readonly field: string;
  /** The list's name in a message: `a Gemini parts array`. */
  readonly what: string;
  /** Reads the item at `path`, pushing calls and issues. */
  readonly item: (item: unknown, path: string, calls: ToolCall[], issues: WireIssue[]) => void;
}

/**
 * Reads the calls of an untrusted answer: an array as it is, or the array in `reader.field`.
 * A value whose getters or proxy traps throw becomes an `unreadable_value` issue at its path
 * (the other items are still read), so the only thing thrown is a `WireFormatError`.
 */
export function readCalls(value: unknown, reader: CallReader): ToolCall[] {
  const calls: ToolCall[] = [];
  const issues: WireIssue[] = [];
  let items: readonly unknown[] | undefined;
  let length = 0;
  try {
    items = listOf(value, reader.field);
    length = items?.length ?? 0;
  } catch (error) {
    issues.push(unreadable("$", error));
  }
  if (items === undefined && issues.length === 0) {
    issues.push({
      code: "type",
      path: "$",
      message: `expected ${reader.what}, got ${typeName(value)}`,
    });
  }
  for (let index = 0; items !== undefined && index < length; index++) {
    const path = childPath("$", index);
    try {
      reader.item(items[index], path, calls, issues);
    } catch (error) {
      issues.push(unreadable(path, error));
    }
  }
  return done(calls, issues);
}

function listOf(value: unknown, field: string): readonly unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (typeof value !== "object" || value === null) return undefined;
  const list = (value as Record<string, unknown>)[field];
  return Array.isArray(list) ? list : undefined;
}

function unreadable(path: string, error: unknown): WireIssue {
  return {
    code: "unreadable_value",
    path,
    message: `the value could not be read: ${describeThrown(error, 200)}`,
  };
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
