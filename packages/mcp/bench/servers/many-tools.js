// A fixture MCP server (the SDK v1 low-level Server over stdio) listing BENCH_TOOLS tools
// (default 1,000), each with an input and an output schema of an ordinary tool's size, in pages
// of 100 as real servers page. Calls are not served: the import benchmark only lists.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";

const COUNT = Number(process.env.BENCH_TOOLS ?? 1000);
const PAGE = 100;

const tool = (index) => ({
  name: `tool_${index}`,
  description: `Tool number ${index}: looks up records of kind ${index} by id, with paging.`,
  inputSchema: {
    type: "object",
    properties: {
      id: { type: "string", minLength: 1, maxLength: 64, pattern: "^[a-z0-9_-]+$" },
      limit: { type: "integer", minimum: 1, maximum: 100 },
      order: { enum: ["asc", "desc"] },
      fields: { type: "array", items: { type: "string" }, uniqueItems: true },
      filter: {
        type: "object",
        properties: { since: { type: "string", format: "date-time" }, tag: { type: "string" } },
        additionalProperties: false,
      },
    },
    required: ["id"],
    additionalProperties: false,
  },
  outputSchema: {
    type: "object",
    properties: {
      items: { type: "array", items: { type: "object", properties: { id: { type: "string" } } } },
      next: { type: "string" },
    },
    required: ["items"],
  },
});

const server = new Server(
  { name: "many-tools", version: "1.0.0" },
  { capabilities: { tools: {} } },
);
server.setRequestHandler(ListToolsRequestSchema, (request) => {
  const start = Number(request.params?.cursor ?? 0);
  const end = Math.min(start + PAGE, COUNT);
  const tools = [];
  for (let index = start; index < end; index++) tools.push(tool(index));
  return end < COUNT ? { tools, nextCursor: String(end) } : { tools };
});
await server.connect(new StdioServerTransport());
