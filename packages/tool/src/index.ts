export { defineTool, type ToolDefinitionSpec } from "./define-tool.js";
export { FuncTool, type FuncToolSpec, newTool, type ToolExecute } from "./func-tool.js";
export {
  DuplicateToolError,
  InvalidToolDefinitionError,
  InvalidToolNameError,
  InvalidToolParametersError,
  type ParametersIssue,
} from "./registration-errors.js";
export {
  type CallAllOptions,
  type CallEndEvent,
  type CallOptions,
  type CallStartEvent,
  DEFAULT_CONCURRENCY,
  DEFAULT_MAX_ARGUMENT_BYTES,
  DEFAULT_MAX_RESULT_CHARS,
  Registry,
  type RegistryOptions,
} from "./registry.js";
export { InvalidRegistryOptionError } from "./registry-option-error.js";
export type { Tool, ToolContext } from "./tool.js";
export { ToolError } from "./tool-error.js";
export { TOOL_NAME_PATTERN } from "./tool-name.js";
export { ToolResult, type ToolResultKind } from "./tool-result.js";
