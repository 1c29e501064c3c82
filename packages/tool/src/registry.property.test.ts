import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anyText, toolCall } from "../test/fixtures.js";
import { newTool } from "./define/func-tool.js";
import { Registry } from "./registry.js";
import { ToolError } from "./result/tool-error.js";
import { ToolResult, type ToolResultKind } from "./result/tool-result.js";

// The tool's schema, and the same rules written out by hand as the oracle.
const SCHEMA = {
  type: "object",
  properties: { city: { type: "string" }, days: { type: "integer", minimum: 1, maximum: 7 } },
  required: ["city"],
  additionalProperties: false,
};

function parsedArguments(text: string): { readonly value: unknown } | undefined {
  if (/^[ \t\n\r]*(null)?[ \t\n\r]*$/.test(text)) return { value: {} };
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

function isValid(value: unknown): boolean {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  if (!Object.hasOwn(record, "city") || typeof record.city !== "string") return false;
  for (const key of Object.keys(record)) if (key !== "city" && key !== "days") return false;
  if (!Object.hasOwn(record, "days")) return true;
  const days = record.days;
  return typeof days === "number" && Number.isInteger(days) && days >= 1 && days <= 7;
}

type Behaviour = { readonly expected: ToolResultKind; readonly run: () => unknown };

const cycle: Record<string, unknown> = {};
cycle.self = cycle;

const behaviours: fc.Arbitrary<Behaviour> = fc.oneof(
  fc.string().map((text) => ({ expected: "ok" as const, run: () => text })),
  fc.jsonValue().map((value) => ({ expected: "ok" as const, run: () => value })),
  fc.jsonValue().map((value) => ({ expected: "ok" as const, run: async () => value })),
  fc.constant({ expected: "ok" as const, run: () => undefined }),
  fc.string().map((text) => ({
    expected: "tool_error" as const,
    run: () => {
      throw new ToolError(text);
    },
  })),
  fc.string().map((text) => ({
    expected: "tool_error" as const,
    run: () => Promise.reject(new ToolError(text)),
  })),
  fc
    .oneof(
      fc.anything(),
      fc.string().map((text) => new Error(text)),
    )
    .chain((thrown) =>
      fc.constantFrom<Behaviour>(
        {
          expected: "tool_failed",
          run: () => {
            throw thrown;
          },
        },
        { expected: "tool_failed", run: () => Promise.reject(thrown) },
      ),
    ),
  fc.constantFrom<Behaviour>(
    { expected: "invalid_result", run: () => 5n },
    { expected: "invalid_result", run: () => cycle },
    { expected: "timeout", run: () => new Promise(() => {}) },
  ),
);

const nearlyValidArguments = fc
  .record(
    { city: fc.string(), days: fc.integer({ min: -2, max: 9 }), extra: fc.jsonValue() },
    { requiredKeys: [] },
  )
  .chain((value) =>
    fc.constantFrom(
      JSON.stringify(value),
      JSON.stringify(value, null, 2),
      ` ${JSON.stringify(value)}\n`,
    ),
  );

const likelyValidArguments = fc
  .record({ city: fc.string(), days: fc.integer({ min: 0, max: 8 }) }, { requiredKeys: ["city"] })
  .map((value) => JSON.stringify(value));

const argumentTexts: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: likelyValidArguments, weight: 6 },
  { arbitrary: nearlyValidArguments, weight: 2 },
  nearlyValidArguments.chain((text) => fc.nat(text.length).map((end) => text.slice(0, end))),
  fc.json(),
  fc.string(),
  anyText(),
  fc.constantFrom("", " ", "\n\t", "null", " null ", "{}", "[]", "1e400", '{"city":"a","city":1}'),
);

describe("call (property)", () => {
  it("resolves to a ToolResult, and the tool runs exactly when the arguments are valid", async () => {
    const kinds = new Map<ToolResultKind, number>();
    await fc.assert(
      fc.asyncProperty(argumentTexts, behaviours, async (text, behaviour) => {
        const runs: unknown[] = [];
        const registry = new Registry({ timeoutMs: 2 }).mustRegister(
          newTool("get_weather", "", SCHEMA, (args) => {
            runs.push(args);
            return behaviour.run();
          }),
        );
        const result = await registry.call(toolCall("get_weather", text));
        const parsed = parsedArguments(text);
        const valid = parsed !== undefined && isValid(parsed.value);
        expect(result).toBeInstanceOf(ToolResult);
        expect(runs).toHaveLength(valid ? 1 : 0);
        expect(result.kind).toBe(valid ? behaviour.expected : "invalid_arguments");
        if (valid) expect(runs[0]).toEqual(parsed?.value);
        expect(result.message().content).toBe(
          result.isError ? `error: ${result.content}` : result.content,
        );
        kinds.set(result.kind, (kinds.get(result.kind) ?? 0) + 1);
        expect(result.content.length).toBeLessThanOrEqual(50_000);
      }),
      { numRuns: 400 },
    );
    // The generators reach every outcome, so the property is not vacuous.
    expect([...kinds.keys()].sort()).toEqual([
      "invalid_arguments",
      "invalid_result",
      "ok",
      "timeout",
      "tool_error",
      "tool_failed",
    ]);
  });
});
