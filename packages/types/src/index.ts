export { closestName, editDistance } from "./closest-name.js";
export type {
  AudioPart,
  ContentPart,
  ContentPartType,
  FilePart,
  ImagePart,
  InlineData,
  LinkedData,
  ResourceLinkPart,
  TextPart,
} from "./content-part.js";
export { describeThrown, MAX_DESCRIPTION_LENGTH } from "./describe-thrown.js";
export { hasMarker } from "./error-marker.js";
export type { Issue } from "./issue.js";
export { issueLines } from "./issue-lines.js";
export type { Json, JsonArray, JsonObject, JsonPrimitive } from "./json.js";
export { isPlainObject, typeName } from "./json-kind.js";
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
export { isPlainText, MAX_QUOTE_LENGTH, quote } from "./quote.js";
export type { ToolCall } from "./tool-call.js";
export type { FunctionDef, ToolDef } from "./tool-def.js";
export {
  type OptionFields,
  optionRefuser,
  type UnknownOption,
  unknownOption,
} from "./unknown-option.js";
export {
  MAX_WIRE_MESSAGE_LINES,
  WireFormatError,
  type WireIssue,
  type WireIssueCode,
} from "./wire-format-error.js";
export { propertyPath } from "./wire-reader.js";
