import type { JsonObject } from "@tinyllm/types";
import { describe, expect, test } from "vitest";
import { toolCall } from "../test/fixtures.js";
import {
  defineTool,
  InvalidRegistryOptionError,
  InvalidToolDefinitionError,
  InvalidToolParametersError,
  newTool,
  Registry,
  type Tool,
} from "./index.js";

// A schema only the standard vocabulary has: format and exclusiveMinimum.
const BOOKING: JsonObject = {
  type: "object",
  properties: {
    email: { type: "string", format: "email" },
    seats: { type: "integer", exclusiveMinimum: 0 },
  },
  required: ["email", "seats"],
};

function rawTool(vocabulary?: unknown): Tool {
  return {
    definition: () => ({
      type: "function",
      function: { name: "book", description: "d", parameters: BOOKING },
    }),
    execute: () => "booked",
    ...(vocabulary === undefined ? {} : { vocabulary: vocabulary as "core" }),
  };
}

describe("the schema vocabulary of tools", () => {
  test("standard unless told: defineTool, newTool and a registry accept standard keywords and enforce them", async () => {
    const tool = defineTool({
      name: "book",
      description: "d",
      parameters: BOOKING,
      execute: () => "booked",
    });
    expect(tool.schema.validate({ email: "ada@example.org", seats: 0 }).map(String)).toEqual([
      "$.seats: expected a number > 0, got 0",
    ]);
    expect(() => newTool("book", "d", BOOKING, () => "booked")).not.toThrow();
    const registry = new Registry().mustRegister(rawTool());
    const result = await registry.call(toolCall("book", '{"email":"nope","seats":1}'));
    expect(result.isError).toBe(true);
    expect(result.content).toContain("$.email: expected an email address");
  });

  test("a core registry refuses them for tools that do not say, and a tool's own vocabulary wins", () => {
    const core = new Registry({ vocabulary: "core" });
    expect(() => core.register(rawTool())).toThrow(InvalidToolParametersError);
    expect(() => core.register(rawTool("standard"))).not.toThrow();
    // A FuncTool made without a vocabulary is compiled again in the registry's.
    const plain = newTool("book2", "d", BOOKING, () => "booked");
    expect(plain.vocabulary).toBeUndefined();
    expect(() => new Registry({ vocabulary: "core" }).register(plain)).toThrow(
      InvalidToolParametersError,
    );
    expect(() => newTool("book3", "d", BOOKING, () => "booked", { vocabulary: "core" })).toThrow(
      InvalidToolParametersError,
    );
  });

  test("a core refusal tells the tool's author how to turn the keyword on", () => {
    expect(() => newTool("book", "d", BOOKING, () => "booked", { vocabulary: "core" })).toThrow(
      [
        'tool "book" has invalid parameters:',
        '$.properties.email: unsupported keyword "format"; the standard vocabulary has "format": compile without vocabulary: "core" (standard is the default)',
        '$.properties.seats: unsupported keyword "exclusiveMinimum"; the standard vocabulary has "exclusiveMinimum": compile without vocabulary: "core" (standard is the default)',
      ].join("\n"),
    );
  });

  test("an unknown vocabulary is refused, naming the option", () => {
    expect(() => new Registry({ vocabulary: "full" as "core" })).toThrow(
      InvalidRegistryOptionError,
    );
    expect(() => new Registry().register(rawTool("full"))).toThrow(InvalidToolDefinitionError);
    expect(() => new Registry().register(rawTool("full"))).toThrow(
      'tool "book" has vocabulary "full"; expected "standard" or "core"',
    );
  });
});
