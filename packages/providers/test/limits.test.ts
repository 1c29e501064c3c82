import type { JsonObject, ToolDef } from "@tinyllm/types";
import { describe, expect, it } from "vitest";
import {
  ANTHROPIC_STRICT_LIMITS,
  checkStrict,
  OPENAI_STRICT_LIMITS,
  ProjectionError,
  toAnthropicTools,
  toOpenAIResponsesTools,
} from "../src/index.js";
import { def } from "./fixtures.js";

const string = { type: "string" };

function objectOf(properties: JsonObject): JsonObject {
  return {
    type: "object",
    properties,
    required: Object.keys(properties),
    additionalProperties: false,
  };
}

function nested(levels: number): JsonObject {
  let schema = objectOf({ leaf: string });
  for (let level = 1; level < levels; level++) schema = objectOf({ next: schema });
  return schema;
}

function manyProperties(count: number): JsonObject {
  return objectOf(Object.fromEntries(Array.from({ length: count }, (_, i) => [`p${i}`, string])));
}

function enumOf(count: number): JsonObject {
  return objectOf({ e: { enum: Array.from({ length: count }, (_, i) => i) } });
}

// Property names adding up to `total` characters: 1,000 each, the first one longer by the rest.
function longNames(total: number): JsonObject {
  const count = Math.floor(total / 1000);
  const properties: JsonObject = {};
  for (let i = 0; i < count; i++) {
    const length = i === 0 ? 1000 + (total % 1000) : 1000;
    properties[`${String(i).padStart(4, "0")}${"n".repeat(length - 4)}`] = string;
  }
  return objectOf(properties);
}

// One string enum of 251 values whose characters add up to `total`.
function largeEnum(total: number): JsonObject {
  const values = Array.from({ length: 251 }, (_, i) => String(i).padStart(3, "0"));
  let left = total - 251 * 3;
  for (let i = 0; left > 0; i++) {
    const extra = Math.min(100, left);
    values[i] = `${values[i]}${"x".repeat(extra)}`;
    left -= extra;
  }
  return objectOf({ e: { type: "string", enum: values } });
}

const LIMITS = OPENAI_STRICT_LIMITS;
const OPENAI_CASES: [string, (n: number) => JsonObject, number, string][] = [
  ["properties", manyProperties, LIMITS.properties, "properties"],
  ["nesting", nested, LIMITS.depth, "nesting"],
  ["enum values", enumOf, LIMITS.enumValues, "enum"],
  ["characters of names and values", longNames, LIMITS.stringLength, "string length"],
  ["characters of a large string enum", largeEnum, LIMITS.largeEnumLength, "enum"],
];

describe("OpenAI strict limits", () => {
  it.each(OPENAI_CASES)(
    "%s: just under passes, just over is refused",
    (_, make, limit, keyword) => {
      expect(() => toOpenAIResponsesTools([def("t", make(limit))], { strict: true })).not.toThrow();
      expect(
        checkStrict([def("t", make(limit))], "openai").filter((v) => v.keyword === keyword),
      ).toEqual([]);
      let error: unknown;
      try {
        toOpenAIResponsesTools([def("t", make(limit + 1))], { strict: true });
      } catch (caught) {
        error = caught;
      }
      expect(ProjectionError.isInstance(error)).toBe(true);
      const refusal = error as ProjectionError;
      expect(refusal.code).toBe("limit_exceeded");
      expect(refusal.issues.map((issue) => issue.keyword)).toEqual([keyword]);
      expect(refusal.message).toMatch(
        new RegExp(`^tool "t": .*, over OpenAI strict mode's limit of ${limit}$`),
      );
      const violations = checkStrict([def("t", make(limit + 1))], "openai");
      expect(violations.filter((v) => v.keyword === keyword)).toHaveLength(1);
    },
  );

  it("fallback non-strict sends a tool over a limit as it is, strict: false", () => {
    const projected = toOpenAIResponsesTools([def("t", nested(11)), def("u", nested(2))], {
      strict: true,
      fallback: "non-strict",
    });
    expect(projected.tools.map((tool) => tool.strict)).toEqual([false, true]);
    expect(projected.tools[0]?.parameters).toEqual(nested(11));
    expect(projected.warnings).toEqual([
      { tool: "t", path: "$", keyword: "strict", action: "rewritten" },
    ]);
  });
});

function optional(count: number, name = "t"): ToolDef {
  return def(name, {
    type: "object",
    properties: Object.fromEntries(Array.from({ length: count }, (_, i) => [`o${i}`, string])),
  });
}

function unions(count: number, name = "t"): ToolDef {
  const properties = Object.fromEntries(
    Array.from({ length: count }, (_, i) => [`u${i}`, { type: ["string", "integer"] }]),
  );
  return def(name, { type: "object", properties, required: Object.keys(properties) });
}

function tools(count: number): ToolDef[] {
  return Array.from({ length: count }, (_, i) =>
    def(`t${String(i).padStart(2, "0")}`, objectOf({ x: string })),
  );
}

const A = ANTHROPIC_STRICT_LIMITS;
const ANTHROPIC_CASES: [string, (n: number) => ToolDef[], number, string][] = [
  ["strict tools", tools, A.tools, "strict tools"],
  // Split over two tools: the limits are per request.
  [
    "optional parameters",
    (n) => [optional(n - 10, "a"), optional(10, "b")],
    A.optional,
    "optional parameters",
  ],
  ["union parameters", (n) => [unions(n - 5, "a"), unions(5, "b")], A.unions, "union parameters"],
];

describe("Anthropic strict limits (per request)", () => {
  it.each(ANTHROPIC_CASES)(
    "%s: just under passes, just over is refused or downgraded",
    (_, make, limit, keyword) => {
      expect(
        toAnthropicTools(make(limit), { strict: true }).tools.every((tool) => tool.strict === true),
      ).toBe(true);
      expect(checkStrict(make(limit), "anthropic").filter((v) => v.keyword === keyword)).toEqual(
        [],
      );
      let error: unknown;
      try {
        toAnthropicTools(make(limit + 1), { strict: true });
      } catch (caught) {
        error = caught;
      }
      expect(ProjectionError.isInstance(error)).toBe(true);
      expect((error as ProjectionError).issues.map((issue) => issue.keyword)).toEqual([keyword]);
      expect((error as ProjectionError).message).toContain(
        `over Anthropic strict tool use's limit of ${limit} per request`,
      );
      const downgraded = toAnthropicTools(make(limit + 1), {
        strict: true,
        fallback: "non-strict",
      });
      const last = downgraded.tools.at(-1);
      expect(last?.strict).toBeUndefined();
      expect(downgraded.tools.slice(0, -1).every((tool) => tool.strict === true)).toBe(true);
      expect(downgraded.warnings).toEqual([
        { tool: last?.name, path: "$", keyword: "strict", action: "rewritten" },
      ]);
      expect(
        checkStrict(make(limit + 1), "anthropic").filter((v) => v.keyword === keyword),
      ).toHaveLength(1);
    },
  );

  it("minimum and maximum on an integer move into the description, and nothing else is lost", () => {
    const projected = toAnthropicTools(
      [def("w", objectOf({ days: { type: "integer", minimum: 1, maximum: 7 } }))],
      { strict: true },
    );
    expect(projected.tools[0]?.input_schema.properties).toEqual({
      days: { type: "integer", description: "minimum: 1; maximum: 7." },
    });
    expect(projected.warnings.map((warning) => warning.keyword)).toEqual(["minimum", "maximum"]);
  });
});
