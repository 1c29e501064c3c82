export type {
  AnthropicDocumentSource,
  AnthropicImageSource,
  AnthropicToolResultBlock,
  AnthropicToolResultContent,
} from "./anthropic-calls.js";
export { fromAnthropicContent, toAnthropicToolResults } from "./anthropic-calls.js";
export { type AnthropicTool, toAnthropicTools } from "./anthropic-tools.js";
export type { ArgumentNormalizer } from "./argument-normalizer.js";
export { checkStrict, type StrictProvider, type StrictViolation } from "./check-strict.js";
export {
  fromGeminiParts,
  GEMINI_CALL_ID_PREFIX,
  type GeminiFunctionResponsePart,
  type GeminiMediaPart,
  type GeminiResponseOptions,
  toGeminiFunctionResponses,
} from "./gemini-calls.js";
export {
  type GeminiFunctionDeclaration,
  type GeminiOptions,
  toGeminiDeclarations,
} from "./gemini-tools.js";
export {
  fromOpenAIResponsesOutput,
  type OpenAIFunctionCallOutput,
  type OpenAIFunctionCallOutputItem,
  toOpenAIResponsesOutputs,
} from "./openai-calls.js";
export {
  type OpenAIChatUserMessage,
  type OpenAIChatUserPart,
  toOpenAIChatMessages,
} from "./openai-chat-results.js";
export {
  type OpenAIChatTool,
  type OpenAIResponsesTool,
  toOpenAIChatTools,
  toOpenAIResponsesTools,
} from "./openai-tools.js";
export type { Projection, StrictFallback, StrictOptions } from "./project-tools.js";
export {
  MAX_PROJECTION_MESSAGE_LINES,
  ProjectionError,
  type ProjectionIssue,
} from "./projection-error.js";
export type { ProjectionAction, ProjectionWarning } from "./projection-warning.js";
export { MAX_INLINED_NODES } from "./ref-inline.js";
export { ANTHROPIC_STRICT_LIMITS, OPENAI_STRICT_LIMITS } from "./strict-limits.js";
export { strictify } from "./strictify.js";
