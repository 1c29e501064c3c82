export {
  type RunAgentOptions,
  type RunAgentResult,
  runAgent,
  type ToolRunner,
} from "./agent/run-agent.js";
export type { Outcome, TranscriptEvent } from "./agent/transcript-event.js";
export { type CliIo, runCli } from "./cli/run-cli.js";
export type {
  Completion,
  CompletionRequest,
  FinishReason,
  ModelProvider,
} from "./providers/model-provider.js";
export { OpenAIProvider, type OpenAIProviderOptions } from "./providers/openai-provider.js";
export {
  ProviderConnectionError,
  ProviderHttpError,
  ProviderResponseError,
  ProviderTimeoutError,
} from "./providers/provider-errors.js";
export {
  type Scenario,
  ScriptedProvider,
  type ScriptedTurn,
  type ScriptView,
} from "./providers/scripted-provider.js";
export { SCENARIOS } from "./scenarios/scenarios.js";
export { createDemoTools } from "./tools/demo-tools.js";
