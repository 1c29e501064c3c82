import type { ToolCall } from "./tool-call.js";
import { readWire, type WireReader } from "./wire-reader.js";

/**
 * Checks an untrusted value (a provider response's tool call) and returns a fresh
 * `ToolCall` holding only the known fields. Throws a WireFormatError naming every
 * problem with its path, e.g. `$.function.arguments: expected string, got object`.
 */
export function parseToolCall(value: unknown): ToolCall {
  return readWire(value, (reader, input) => readToolCall(reader, input, "$"));
}

/** Reads one tool call at `path`; shared with message parsing. */
export function readToolCall(
  reader: WireReader,
  value: unknown,
  path: string,
): ToolCall | undefined {
  const record = reader.object(value, path);
  if (record === undefined) return undefined;
  const before = reader.issues.length;
  const id = reader.required(record, "id", path, (v, p) => reader.string(v, p, true));
  const type = reader.required(record, "type", path, (v, p) => reader.literal(v, "function", p));
  const fn = reader.required(record, "function", path, (v, p) => readFunction(reader, v, p));
  if (reader.issues.length > before || id === undefined || type === undefined || fn === undefined) {
    return undefined;
  }
  return { id, type, function: fn };
}

function readFunction(
  reader: WireReader,
  value: unknown,
  path: string,
): ToolCall["function"] | undefined {
  const record = reader.object(value, path);
  if (record === undefined) return undefined;
  const name = reader.required(record, "name", path, (v, p) => reader.string(v, p, true));
  const args = reader.required(record, "arguments", path, (v, p) => reader.string(v, p));
  return name === undefined || args === undefined ? undefined : { name, arguments: args };
}
