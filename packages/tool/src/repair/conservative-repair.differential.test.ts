import { compile } from "@tinyllm/schema";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toolCall } from "../../test/fixtures.js";
import { newTool } from "../define/func-tool.js";
import { Registry } from "../registry.js";
import { conservativeRepair } from "./conservative-repair.js";
import { repairsOf } from "./repaired-result.js";

const SCHEMA = {
  type: "object",
  properties: {
    city: { type: "string", minLength: 1 },
    days: { type: "integer", minimum: 1, maximum: 7 },
    unit: { enum: ["c", "f"] },
    metric: { type: "boolean" },
    tags: { type: "array", items: { type: "string" } },
    note: { type: "string" },
    either: { anyOf: [{ type: "integer" }, { type: "boolean" }] },
  },
  required: ["city"],
  additionalProperties: false,
} as const;
const schema = compile(SCHEMA);

/** A registry whose tool answers with the arguments it got, so two runs can be compared. */
function registry(repair: boolean): { registry: Registry; runs: unknown[] } {
  const runs: unknown[] = [];
  const tool = newTool("t", "", SCHEMA, (args) => {
    runs.push(args);
    return JSON.stringify(args);
  });
  return {
    registry: new Registry(repair ? { repair: conservativeRepair() } : {}).mustRegister(tool),
    runs,
  };
}

const scalar = fc.oneof(
  fc.constantFrom("3", "3.7", "0", "9", "1e400", "true", "false", "C", "f", "x", "", '["a"]', "{}"),
  fc.integer({ min: -2, max: 9 }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.constantFrom("a", "3"), { maxLength: 2 }),
);

/** A property's values: mostly valid ones and near misses, now and then anything. */
function field(valid: unknown[], nearMisses: unknown[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...valid), weight: 4 },
    { arbitrary: fc.constantFrom(...nearMisses), weight: 2 },
    { arbitrary: scalar, weight: 1 },
  );
}

/** Argument texts near the schema: valid calls, near misses, and text that is not JSON. */
const argumentsText = fc.oneof(
  fc
    .record(
      {
        city: field(["Paris"], ["3", "True"]),
        days: field([1, 3, 7], ["3", "7", "3.0", "3.7", "9", "1e400"]),
        unit: field(["c", "f"], ["C", "F", "K"]),
        metric: field([true, false], ["true", "false", "True", "1"]),
        tags: field([["a"], []], ["a", "3", '["a"]', null]),
        note: field(["x"], [null, 3]),
        either: field([3, true], ["3", "true"]),
        extra: scalar,
      },
      { requiredKeys: [] },
    )
    .map((value) =>
      // An unknown property (never repaired) now and then, not in half the calls.
      value.extra !== undefined && value.days !== "3" ? { ...value, extra: undefined } : value,
    )
    .chain((value) =>
      fc.constantFrom(
        JSON.stringify(value),
        `\`\`\`json\n${JSON.stringify(value)}\n\`\`\``,
        JSON.stringify(value).replace(/}$/, ",}"),
        JSON.stringify(value).replaceAll("true", "True"),
        JSON.stringify(value).slice(0, -3),
        JSON.stringify(JSON.stringify(value)),
      ),
    ),
  fc.string({ maxLength: 12 }),
);

describe("repair off and conservative differ only on calls the first refuses", () => {
  it("over generated calls", async () => {
    const plain = registry(false);
    const repairing = registry(true);
    let repaired = 0;
    await fc.assert(
      fc.asyncProperty(argumentsText, async (text) => {
        plain.runs.length = 0;
        repairing.runs.length = 0;
        const before = await plain.registry.call(toolCall("t", text));
        const after = await repairing.registry.call(toolCall("t", text));
        if (before.kind !== "invalid_arguments" || repairsOf(after).length === 0) {
          // Accepted, or refused and not repaired: the very same answer, the same runs.
          expect(after.toJSON()).toEqual(before.toJSON());
          expect(repairingRuns()).toEqual(plain.runs);
          return;
        }
        repaired++;
        // Refused, then repaired: the tool ran once, on a value the schema passes.
        expect(after.kind).toBe("ok");
        expect(repairing.runs).toHaveLength(1);
        expect(schema.validate(repairing.runs[0])).toEqual([]);
        expect(after.content.split("\n")[0]).toBe(JSON.stringify(repairing.runs[0]));
        expect(after.content.split("\n")[1]).toMatch(/^note: the arguments were repaired/);
      }),
      { numRuns: 400 },
    );
    function repairingRuns(): unknown[] {
      return repairing.runs;
    }
    // The generator reaches both sides.
    expect(repaired).toBeGreaterThan(10);
  });
});
