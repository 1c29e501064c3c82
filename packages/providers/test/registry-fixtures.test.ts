import { defineTool, Registry } from "@tinyllm/tool";
import type { JsonObject } from "@tinyllm/types";
import { describe, expect, it } from "vitest";
import { toGeminiDeclarations, toOpenAIChatTools } from "../src/index.js";
import { FIXTURES } from "./fixtures.js";

// Every fixture registered as a real tool (the standard vocabulary compiles $defs, oneOf, formats,
// tuples); what ran is recorded per tool.
function registryOfFixtures(ran: Map<string, unknown[]>): Registry {
  return new Registry().mustRegister(
    ...FIXTURES.map((tool) =>
      defineTool({
        name: tool.function.name,
        description: tool.function.description,
        parameters: tool.function.parameters as JsonObject,
        execute: (args: unknown) => {
          ran.set(tool.function.name, [...(ran.get(tool.function.name) ?? []), args]);
          return "ok";
        },
      }),
    ),
  );
}

const call = (name: string, args: unknown) => ({
  id: name,
  type: "function" as const,
  function: { name, arguments: JSON.stringify(args) },
});

describe("the fixtures through a registry", () => {
  it("strict OpenAI arguments with strict mode's nulls run the tool with those nulls gone", async () => {
    const ran = new Map<string, unknown[]>();
    const registry = registryOfFixtures(ran);
    const { normalizeArguments } = toOpenAIChatTools(
      registry.definitions().filter((tool) => tool.function.name !== "tag_document"),
      { strict: true },
    );
    const results = await registry.callAll(
      [
        call("send_notification", {
          channel: { kind: "sms", phone: "+3312345678", flash: null },
          priority: null,
          silent: null,
        }),
        call("move_files", { moves: [{ from: "a", to: "b" }], overwrite: null }),
        call("save_category_tree", {
          root: { name: "r", children: [{ name: "c", children: null }] },
        }),
        call("search_logs", {
          query: "x",
          limit: null,
          since: null,
          level: "warn",
          ratio: null,
          fields: null,
        }),
      ],
      { normalizeArguments },
    );
    expect(results.map((result) => result.kind)).toEqual(["ok", "ok", "ok", "ok"]);
    expect(ran.get("send_notification")).toEqual([
      { channel: { kind: "sms", phone: "+3312345678" } },
    ]);
    expect(ran.get("save_category_tree")).toEqual([
      { root: { name: "r", children: [{ name: "c" }] } },
    ]);
    expect(ran.get("search_logs")).toEqual([{ query: "x", level: "warn" }]);
  });

  it("Gemini's string enums and JSON-text records reach the tools as the schema's types", async () => {
    const ran = new Map<string, unknown[]>();
    const registry = registryOfFixtures(ran);
    const { normalizeArguments } = toGeminiDeclarations(
      registry.definitions().filter((tool) => tool.function.name !== "save_category_tree"),
    );
    const id = "0b0e6f4e-8a4e-4c3e-9f1a-2b7c9d1e5f60";
    const results = await registry.callAll(
      [
        call("send_notification", {
          channel: { kind: "email", to: "a@b.co" },
          priority: "3",
          silent: "true",
        }),
        call("tag_document", { id, tags: '{"team":"core"}' }),
      ],
      { normalizeArguments },
    );
    expect(results.map((result) => result.kind)).toEqual(["ok", "ok"]);
    expect(ran.get("send_notification")).toEqual([
      { channel: { kind: "email", to: "a@b.co" }, priority: 3, silent: true },
    ]);
    expect(ran.get("tag_document")).toEqual([{ id, tags: { team: "core" } }]);
  });
});
