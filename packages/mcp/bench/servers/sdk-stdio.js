// The official SDK v1: McpServer with StdioServerTransport and a zod get_weather.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { answer, GET_WEATHER } from "./get-weather.js";

const server = new McpServer({ name: "sdk-v1", version: "1.0.0" });
server.registerTool(
  GET_WEATHER.name,
  {
    description: GET_WEATHER.description,
    inputSchema: z
      .object({
        city: z.string().min(1),
        days: z.number().int().min(1).max(7).optional(),
        unit: z.enum(["c", "f"]).optional(),
      })
      .strict(),
  },
  async (args) => ({ content: [{ type: "text", text: answer(args) }] }),
);
await server.connect(new StdioServerTransport());
