export type { ArgumentRepairer } from "./argument-repairer.js";
export type { CallAllOptions } from "./call-all.js";
export type { ProgressEvent, ProgressListener } from "./call-context.js";
export type { CallEndEvent, CallHooks, CallStartEvent } from "./call-hooks.js";
export { type ContextToolMaker, withContext } from "./context/with-context.js";
export { type ArgumentsOf, defineTool, type ToolDefinitionSpec } from "./define-tool.js";
export {
  FuncTool,
  type FuncToolSpec,
  type NewToolOptions,
  newTool,
  type ToolExecute,
} from "./func-tool.js";
export type { ArgumentNormalizer, CallOptions } from "./read-options.js";
export {
  DuplicateToolError,
  InvalidToolDefinitionError,
  InvalidToolNameError,
  InvalidToolParametersError,
  type ParametersIssue,
  type ParametersIssueCode,
} from "./registration-errors.js";
export { Registry, type ToolInfo } from "./registry.js";
export { InvalidRegistryOptionError } from "./registry-option-error.js";
export {
  DEFAULT_CONCURRENCY,
  DEFAULT_MAX_ARGUMENT_BYTES,
  DEFAULT_MAX_RESULT_CHARS,
  type RegistryOptions,
} from "./registry-options.js";
export { MAX_ISSUE_LINES } from "./render-content.js";
export type {
  ApprovalPredicate,
  NeedsApproval,
  Tool,
  ToolAnnotations,
  ToolContext,
  ToolSchemaOptions,
} from "./tool.js";
export { ToolError } from "./tool-error.js";
export type { ToolIssue, ToolIssueCode } from "./tool-issue.js";
export { TOOL_NAME_PATTERN } from "./tool-name.js";
export { ToolResult, type ToolResultFields, type ToolResultKind } from "./tool-result.js";
export type { ArgumentValidator, ValidationOutcome } from "./validate-arguments.js";
