import {
  type AnthropicTool,
  type OpenAIResponsesTool,
  toAnthropicTools,
  toOpenAIResponsesTools,
} from "@tinyllm/providers";
import type { ToolDef } from "@tinyllm/types";

const definitions: ToolDef[] = [
  {
    type: "function",
    function: { name: "echo", description: "Echoes a word.", parameters: { type: "object" } },
  },
];
const responses: OpenAIResponsesTool[] = toOpenAIResponsesTools(definitions, {
  strict: true,
}).tools;
const anthropic: AnthropicTool[] = toAnthropicTools(definitions).tools;

export { anthropic, responses };
