// The official SDK v1: McpServer with StreamableHTTPServerTransport in stateless mode (a server
// and a transport per request, as the SDK's stateless example does), a zod tool of get_weather's
// shape, JSON answers. Prints its port on stdout.
import { createServer } from "node:http";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { z } from "zod";
import { answer, GET_WEATHER } from "./get-weather.js";

function sdkServer() {
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
  return server;
}

const http = createServer(async (request, response) => {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  const body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
  const server = sdkServer();
  const transport = new StreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  response.on("close", () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(request, response, body);
});
http.listen(0, "127.0.0.1", () => process.stdout.write(`${http.address().port}\n`));
process.stdin.on("end", () => http.close(() => process.exit(0)));
process.stdin.resume();
