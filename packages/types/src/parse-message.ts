import { typeName } from "./json-kind.js";
import type { AssistantMessage, Message, TextContentPart, ToolMessage } from "./message.js";
import { readToolCall } from "./parse-tool-call.js";
import { quote } from "./quote.js";
import type { ToolCall } from "./tool-call.js";
import { readWire, type WireReader } from "./wire-reader.js";

const ROLES = ["system", "user", "assistant", "tool"] as const;

/**
 * Checks an untrusted value (a message from a provider response or a stored
 * conversation) and returns a fresh `Message` holding only the known fields.
 * Unknown extra fields are dropped, since providers keep adding their own.
 * Throws a WireFormatError naming every problem with its path.
 */
export function parseMessage(value: unknown): Message {
  return readWire(value, (reader, input) => readMessage(reader, input, "$"));
}

function readMessage(reader: WireReader, value: unknown, path: string): Message | undefined {
  const record = reader.object(value, path);
  if (record === undefined) return undefined;
  const role = reader.required(record, "role", path, (v, p) => readRole(reader, v, p));
  const before = reader.issues.length;
  let message: Message | undefined;
  switch (role) {
    case undefined:
      return undefined;
    case "system":
    case "user": {
      const content = reader.required(record, "content", path, (v, p) =>
        readTextContent(reader, v, p),
      );
      const name = reader.optional(record, "name", path, (v, p) => reader.string(v, p));
      if (content !== undefined)
        message = { role, content, ...(name === undefined ? {} : { name }) };
      break;
    }
    case "assistant":
      message = readAssistant(reader, record, path);
      break;
    case "tool":
      message = readTool(reader, record, path);
      break;
  }
  return reader.issues.length > before ? undefined : message;
}

function readRole(reader: WireReader, value: unknown, path: string): Message["role"] | undefined {
  const role = ROLES.find((candidate) => candidate === value);
  if (role !== undefined) return role;
  const got = typeof value === "string" ? quote(value) : typeName(value);
  return reader.fail(
    "enum",
    path,
    `expected one of "system", "user", "assistant", "tool", got ${got}`,
  );
}

function readTextContent(
  reader: WireReader,
  value: unknown,
  path: string,
): string | TextContentPart[] | undefined {
  if (typeof value === "string") return value;
  if (!Array.isArray(value))
    return reader.fail("type", path, `expected string or array, got ${typeName(value)}`);
  const parts: TextContentPart[] = [];
  value.forEach((item, index) => {
    const partPath = `${path}[${index}]`;
    const part = reader.object(item, partPath);
    if (part === undefined) return;
    reader.required(part, "type", partPath, (v, p) => reader.literal(v, "text", p));
    const text = reader.required(part, "text", partPath, (v, p) => reader.string(v, p));
    if (text !== undefined) parts.push({ type: "text", text });
  });
  return parts;
}

function readAssistant(
  reader: WireReader,
  record: { readonly [key: string]: unknown },
  path: string,
): AssistantMessage | undefined {
  // A missing content is read as null: several providers omit it on tool-call turns.
  const content =
    reader.optional(record, "content", path, (v, p) => (v === null ? null : reader.string(v, p))) ??
    null;
  const toolCalls = reader.optional(record, "tool_calls", path, (v, p) => {
    const items = reader.array(v, p);
    if (items === undefined) return undefined;
    const calls: ToolCall[] = [];
    items.forEach((item, index) => {
      const call = readToolCall(reader, item, `${p}[${index}]`);
      if (call !== undefined) calls.push(call);
    });
    return calls;
  });
  const refusal = reader.optional(record, "refusal", path, (v, p) =>
    v === null ? null : reader.string(v, p),
  );
  return {
    role: "assistant",
    content,
    ...(toolCalls === undefined ? {} : { tool_calls: toolCalls }),
    ...(refusal === undefined ? {} : { refusal }),
  };
}

function readTool(
  reader: WireReader,
  record: { readonly [key: string]: unknown },
  path: string,
): ToolMessage | undefined {
  const id = reader.required(record, "tool_call_id", path, (v, p) => reader.string(v, p, true));
  const content = reader.required(record, "content", path, (v, p) => reader.string(v, p));
  return id === undefined || content === undefined
    ? undefined
    : { role: "tool", tool_call_id: id, content };
}
