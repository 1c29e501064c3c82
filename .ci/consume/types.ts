import { type Message, parseMessage, type ToolDef } from "@tinyllm/types";

const message: Message = parseMessage({ role: "user", content: "hi" });
const definition: ToolDef = {
  type: "function",
  function: { name: "f", description: "d", parameters: { type: "object" } },
};

export { definition, message };
