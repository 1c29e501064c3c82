import { defineTool, Registry } from "@tinyllm/tool";
import type { ToolDef } from "@tinyllm/types";

const tool = defineTool({
  name: "echo",
  description: "Echoes a word.",
  parameters: { type: "object", properties: { word: { type: "string" } }, required: ["word"] },
  execute: (args) => args.word.toUpperCase(),
});
const definitions: ToolDef[] = new Registry().mustRegister(tool).definitions();

export { definitions };

import { type AiSdkToolSet, aiSdkTools } from "@tinyllm/tool/ai-sdk";
import { type AgentsToolOptions, agentsTools } from "@tinyllm/tool/openai-agents";

const aiTools: AiSdkToolSet = aiSdkTools(new Registry());
const agentOptions: AgentsToolOptions[] = agentsTools(
  new Registry(),
  (options: AgentsToolOptions) => options,
);

export { agentOptions, aiTools };
