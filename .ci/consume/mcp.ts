import { type McpHandler, type McpHandlerOptions, mcpHandler } from "@tinyllm/mcp";
import { Registry } from "@tinyllm/tool";

const options: McpHandlerOptions = { name: "smoke", unknownTool: "invalid-params" };
const handler: McpHandler = mcpHandler(new Registry(), options);
const answer: Promise<Response> = handler(new Request("http://localhost/mcp"));

export { answer };
