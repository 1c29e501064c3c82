import { defineTool, Registry } from "@tinyllm/tool";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpMcpServer, serveHttp } from "../node/serve-http.js";
import { connectMcp } from "./connect-mcp.js";
import { importMcpTools } from "./import-tools.js";

// Our own part-1 server over Streamable HTTP, in both eras: what one side serves, the other reads.
const served = new Registry().mustRegister(
  defineTool({
    name: "get_weather",
    description: "Current weather for a city.",
    parameters: {
      type: "object",
      properties: {
        city: { type: "string", minLength: 1 },
        days: { type: "integer", minimum: 1, maximum: 7 },
      },
      required: ["city"],
      additionalProperties: false,
    },
    execute: async ({ city }, { progress }) => {
      progress(1, 2, "looking");
      progress(2, 2, "found");
      return `sunny in ${city}`;
    },
  }),
);

let server: HttpMcpServer;
beforeAll(async () => {
  server = await serveHttp(served, { port: 0 });
});
afterAll(() => server.close());

for (const era of ["modern", "legacy"] as const) {
  describe(`connectMcp to our own server, ${era} era`, () => {
    it("finds the era, lists the same definitions, and calls with progress", async () => {
      const client = await connectMcp(
        { url: server.url },
        { name: "ours", era: era === "legacy" ? "legacy" : "auto" },
      );
      try {
        expect(client.connection.era).toBe(era);
        const registry = new Registry();
        const imported = await importMcpTools(registry, client);
        expect(imported.skipped).toEqual([]);
        expect(registry.definitions()).toEqual(served.definitions());
        const done: number[] = [];
        const ok = await registry.call(
          {
            id: "c1",
            type: "function",
            function: { name: "get_weather", arguments: '{"city":"Paris"}' },
          },
          { onProgress: (event) => done.push(event.done) },
        );
        expect(ok.message().content).toBe("sunny in Paris");
        expect(done).toEqual([1, 2]);
      } finally {
        await client.close();
      }
    });

    it("refuses bad arguments on our side with our text", async () => {
      const client = await connectMcp(
        { url: server.url },
        { name: "ours", era: era === "legacy" ? "legacy" : "auto" },
      );
      try {
        const registry = new Registry();
        await importMcpTools(registry, client);
        const refused = await registry.call({
          id: "c2",
          type: "function",
          function: { name: "get_weather", arguments: '{"days":"3","country":"FR"}' },
        });
        expect(refused.message().content).toBe(
          'error: invalid arguments for get_weather:\n$: missing required property "city"\n$: unexpected property "country"\n$.days: expected integer, got string',
        );
      } finally {
        await client.close();
      }
    });
  });
}
