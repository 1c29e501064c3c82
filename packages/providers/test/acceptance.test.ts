import { compile } from "@tinyllm/schema";
import { defineTool, Registry } from "@tinyllm/tool";
import type { Json, JsonObject } from "@tinyllm/types";
import { describe, expect, it } from "vitest";
import {
  ProjectionError,
  toAnthropicTools,
  toGeminiDeclarations,
  toOpenAIChatTools,
} from "../src/index.js";
import { def, FIXTURES } from "./fixtures.js";
import { schemaNodes } from "./schema-walk.js";

function nested(levels: number): JsonObject {
  let schema: JsonObject = {
    type: "object",
    properties: { leaf: { type: "string" } },
    required: ["leaf"],
  };
  for (let level = 1; level < levels; level++) {
    schema = { type: "object", properties: { next: schema }, required: ["next"] };
  }
  return schema;
}

function thrown(run: () => unknown): ProjectionError {
  try {
    run();
  } catch (error) {
    if (ProjectionError.isInstance(error)) return error;
    throw error;
  }
  throw new Error("expected a ProjectionError");
}

describe("acceptance of issue 14", () => {
  it("strict OpenAI makes { a?: string } required, nullable and closed at every depth; {a: null} validates as {}", () => {
    const original = {
      type: "object",
      properties: {
        a: { type: "string" },
        inner: { type: "object", properties: { b: { type: "integer" } } },
      },
      required: ["inner"],
    };
    const projected = toOpenAIChatTools([def("t", original)], { strict: true });
    const parameters = projected.tools[0]?.function.parameters as JsonObject;
    expect(parameters.required).toEqual(["a", "inner"]);
    expect(parameters.properties).toEqual({
      a: { type: ["string", "null"] },
      inner: {
        type: "object",
        properties: { b: { type: ["integer", "null"] } },
        additionalProperties: false,
        required: ["b"],
      },
    });
    for (const [, node] of schemaNodes(parameters)) {
      if (node.type === "object") expect(node.additionalProperties).toBe(false);
    }
    const schema = compile(original);
    const normalized = projected.normalizeArguments({ a: null, inner: { b: null } } as Json, "t");
    expect(normalized).toEqual({ inner: {} });
    expect(schema.validate(normalized)).toEqual([]);
    // Without the normalizer the same value fails: the null was made up by strict mode.
    expect(schema.validate({ a: null, inner: {} }).map(String)).toEqual([
      "$.a: expected string, got null",
    ]);
  });

  it('through the registry\'s normalizeArguments, {"a": null} runs the tool with {}', async () => {
    const ran: unknown[] = [];
    const registry = new Registry().mustRegister(
      defineTool({
        name: "t",
        description: "A tool with one optional string.",
        parameters: {
          type: "object",
          properties: { a: { type: "string" } },
          additionalProperties: false,
        },
        execute: (args) => {
          ran.push(args);
          return "ok";
        },
      }),
    );
    const { normalizeArguments } = toOpenAIChatTools(registry.definitions(), { strict: true });
    const call = {
      id: "1",
      type: "function" as const,
      function: { name: "t", arguments: '{"a":null}' },
    };
    expect((await registry.call(call, { normalizeArguments })).kind).toBe("ok");
    expect(ran).toEqual([{}]);
    const refused = await registry.call(call);
    expect(refused.message().content).toBe(
      "error: invalid arguments for t:\n$.a: expected string, got null",
    );
  });

  it.each([
    [
      "11 levels deep",
      nested(11),
      "nesting",
      "11 levels of object nesting, over OpenAI strict mode's limit of 10",
    ],
    [
      "5,001 properties",
      {
        type: "object",
        properties: Object.fromEntries(
          Array.from({ length: 5001 }, (_, i) => [`p${i}`, { type: "string" }]),
        ),
      },
      "properties",
      "5001 object properties, over OpenAI strict mode's limit of 5000",
    ],
    [
      "1,001 enum values",
      {
        type: "object",
        properties: { e: { enum: Array.from({ length: 1001 }, (_, i) => i) } },
        required: ["e"],
      },
      "enum",
      "1001 enum values, over OpenAI strict mode's limit of 1000",
    ],
  ])("a schema %s is a named error for OpenAI strict", (_, parameters, keyword, words) => {
    const error = thrown(() =>
      toOpenAIChatTools([def("big", parameters as JsonObject)], { strict: true }),
    );
    expect(error.code).toBe("limit_exceeded");
    expect(error.tool).toBe("big");
    expect(error.issues.map((issue) => issue.keyword)).toEqual([keyword]);
    expect(error.message).toContain(`tool "big": `);
    expect(error.message).toContain(words);
  });

  it("21 strict Anthropic tools: an error by default, the 21st sent non-strict with fallback", () => {
    const tools = Array.from({ length: 21 }, (_, i) =>
      def(`tool_${String(i).padStart(2, "0")}`, {
        type: "object",
        properties: { x: { type: "string" } },
        required: ["x"],
      }),
    );
    const error = thrown(() => toAnthropicTools(tools, { strict: true }));
    expect(error.code).toBe("limit_exceeded");
    expect(error.message).toBe(
      `tool "tool_20": $: strict tool number 21, over Anthropic strict tool use's limit of 20 per request`,
    );
    const downgraded = toAnthropicTools(tools, { strict: true, fallback: "non-strict" });
    expect(downgraded.tools.map((tool) => tool.strict)).toEqual([
      ...Array(20).fill(true),
      undefined,
    ]);
    expect(downgraded.warnings).toEqual([
      { tool: "tool_20", path: "$", keyword: "strict", action: "rewritten" },
    ]);
  });

  it("no Gemini openapi output has a construct Gemini refuses", () => {
    const projectable = FIXTURES.filter((tool) => tool.function.name !== "save_category_tree");
    const { tools } = toGeminiDeclarations(projectable);
    expect(tools).toHaveLength(projectable.length);
    for (const tool of tools) {
      if (tool.parameters === undefined) continue;
      for (const [path, node] of schemaNodes(tool.parameters)) {
        for (const keyword of [
          "additionalProperties",
          "$schema",
          "const",
          "$ref",
          "$defs",
          "definitions",
        ]) {
          expect(Object.hasOwn(node, keyword), `${tool.name} ${path} ${keyword}`).toBe(false);
        }
        expect(Array.isArray(node.type), `${tool.name} ${path} type list`).toBe(false);
        if (Object.hasOwn(node, "properties")) {
          expect(
            Object.keys(node.properties as JsonObject).length,
            `${tool.name} ${path}`,
          ).toBeGreaterThan(0);
        }
        if (Object.hasOwn(node, "items")) expect(node.type, `${tool.name} ${path}`).toBe("ARRAY");
        if (node.type === "ARRAY")
          expect(Object.hasOwn(node, "items"), `${tool.name} ${path}`).toBe(true);
      }
    }
  });

  it("a recursive $ref is refused for Gemini's openapi dialect, naming tool and path", () => {
    const tree = FIXTURES.filter((tool) => tool.function.name === "save_category_tree");
    const error = thrown(() => toGeminiDeclarations(tree));
    expect(error.code).toBe("unprojectable");
    expect(error.issues).toEqual([
      {
        tool: "save_category_tree",
        path: "$.properties.root.properties.children.items",
        keyword: "$ref",
        message: "a recursive $ref cannot be sent in Gemini's OpenAPI dialect",
      },
    ]);
    expect(toGeminiDeclarations(tree, { dialect: "json-schema" }).tools).toHaveLength(1);
  });
});
