import type { Tool } from "@tinyllm/tool";
import { Registry } from "@tinyllm/tool";
import { afterEach, describe, expect, it } from "vitest";
import { connectMcp } from "../node/connect-mcp.js";
import { serveHttp } from "../node/serve-http.js";
import { importMcpTools } from "./import-tools.js";

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(cleanup.splice(0).map((close) => close()));
});

/** A served tool whose schema has `extra` keywords (our server lists it as written). */
function servedTool(name: string, extra: Record<string, unknown>): Tool {
  return {
    definition: () => ({
      type: "function",
      function: {
        name,
        description: "A tool from a BFCL-style schema.",
        parameters: {
          type: "object",
          properties: { unit: { type: "string", enum: ["c", "f"], ...extra } },
        },
      },
    }),
    execute: (args) => JSON.stringify(args),
    // The serving side keeps them too, or its own registry would refuse the tool.
    schemaOptions: { annotations: Object.keys(extra) },
  };
}

async function importFrom(...tools: Tool[]) {
  const served = new Registry().mustRegister(...tools);
  const server = await serveHttp(served);
  cleanup.push(() => server.close());
  const client = await connectMcp({ url: server.url }, { name: "bfcl" });
  cleanup.push(() => client.close());
  const registry = new Registry();
  return { registry, imported: await importMcpTools(registry, client) };
}

describe("importMcpTools and keywords that cannot change what passes", () => {
  it("imports tools whose schemas carry optional, example, markdownDescription, enumDescriptions or x-*", async () => {
    const { registry, imported } = await importFrom(
      servedTool("with_optional", { optional: true }),
      servedTool("with_example", { example: "c" }),
      servedTool("with_markdown", { markdownDescription: "**unit**" }),
      servedTool("with_enum_descriptions", { enumDescriptions: ["Celsius", "Fahrenheit"] }),
      servedTool("with_extension", { "x-order": 1 }),
    );
    expect(imported.skipped).toEqual([]);
    expect(imported.names).toHaveLength(5);
    // They are kept for the model, and the schema still judges: "k" is not a unit.
    expect(JSON.stringify(registry.definitions())).toContain('"optional":true');
    const refused = await registry.call({
      id: "1",
      type: "function",
      function: { name: "with_optional", arguments: '{"unit":"k"}' },
    });
    expect(refused.kind).toBe("invalid_arguments");
  });

  it("still skips a tool whose unknown keyword looks like a constraint, with the reason", async () => {
    const { imported } = await importFrom(servedTool("with_max_len", { maxLen: 3 }));
    expect(imported.names).toEqual([]);
    expect(imported.skipped).toEqual([
      expect.objectContaining({
        name: "with_max_len",
        reason: expect.stringContaining('unsupported keyword "maxLen"'),
      }),
    ]);
  });
});
