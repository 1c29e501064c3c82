export type { Json, JsonArray, JsonObject, JsonPrimitive } from "./json.js";
export type {
  AssistantMessage,
  Message,
  SystemMessage,
  TextContentPart,
  ToolMessage,
  UserMessage,
} from "./message.js";
export { parseMessage } from "./parse-message.js";
export { parseToolCall } from "./parse-tool-call.js";
export type { ToolCall } from "./tool-call.js";
export type { FunctionDef, ToolDef } from "./tool-def.js";
export { WireFormatError, type WireIssue } from "./wire-format-error.js";
