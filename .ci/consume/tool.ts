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
