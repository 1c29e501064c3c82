// `@tinyllm/providers/stream`: each provider's streaming events turned into tool calls judged as
// they stream (`@tinyllm/tool/stream`) and run at the provider's end-of-call event.

export { readAnthropicEvent } from "./anthropic-stream.js";
export { readGeminiChunk } from "./gemini-stream.js";
export { readOpenAIChatChunk } from "./openai-chat-stream.js";
export { readOpenAIResponsesEvent } from "./openai-responses-stream.js";
export { ToolCallStreams, type ToolCallStreamsOptions } from "./tool-call-streams.js";
