export type { ArgumentRepairer } from "./call/argument-repairer.js";
export type { CallAllOptions } from "./call/call-all.js";
export type { ProgressEvent, ProgressListener } from "./call/call-context.js";
export type { CallEndEvent, CallHooks, CallStartEvent } from "./call/call-hooks.js";
export type { ArgumentNormalizer, CallOptions } from "./call/read-options.js";
export type { ArgumentValidator, ValidationOutcome } from "./call/validate-arguments.js";
export { type ContextToolMaker, withContext } from "./context/with-context.js";
export { type ArgumentsOf, defineTool, type ToolDefinitionSpec } from "./define/define-tool.js";
export {
  FuncTool,
  type FuncToolSpec,
  type NewToolOptions,
  newTool,
  type ToolExecute,
} from "./define/func-tool.js";
export {
  DuplicateToolError,
  InvalidToolDefinitionError,
  InvalidToolNameError,
  InvalidToolParametersError,
  type ParametersIssue,
  type ParametersIssueCode,
} from "./define/registration-errors.js";
export type {
  ApprovalPredicate,
  NeedsApproval,
  Tool,
  ToolAnnotations,
  ToolContext,
  ToolSchemaOptions,
} from "./define/tool.js";
export { TOOL_NAME_PATTERN } from "./define/tool-name.js";
export { Registry, type ToolInfo } from "./registry.js";
export { InvalidRegistryOptionError } from "./registry-option-error.js";
export {
  DEFAULT_CONCURRENCY,
  DEFAULT_MAX_ARGUMENT_BYTES,
  DEFAULT_MAX_RESULT_CHARS,
  type RegistryOptions,
} from "./registry-options.js";
export { MAX_ISSUE_LINES } from "./result/render-content.js";
export { ToolError } from "./result/tool-error.js";
export type { ToolIssue, ToolIssueCode } from "./result/tool-issue.js";
export { ToolResult, type ToolResultFields, type ToolResultKind } from "./result/tool-result.js";
