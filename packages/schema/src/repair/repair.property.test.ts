import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compile } from "../compile.js";
import type { Json } from "../json.js";
import { pathSegments } from "../standard-schema.js";
import { valueAt, withValueAt } from "./json-at-path.js";
import { repair, repairJSON } from "./repair.js";
import type { Repair } from "./repair-types.js";

// A schema with a place for every value rule, and a few that branch.
const SCHEMA = {
  type: "object",
  properties: {
    city: { type: "string", minLength: 1 },
    days: { type: "integer", minimum: 1, maximum: 7 },
    price: { type: "number" },
    unit: { enum: ["c", "f", "kelvin"] },
    metric: { type: "boolean" },
    tags: { type: "array", items: { type: "string" }, maxItems: 3 },
    ids: { type: "array", items: { type: "integer" } },
    note: { type: ["string", "null"] },
    label: { type: "string" },
    either: { anyOf: [{ type: "integer" }, { type: "string" }] },
    where: {
      type: "object",
      properties: { lat: { type: "number" }, lon: { type: "number" } },
      required: ["lat", "lon"],
      additionalProperties: false,
    },
  },
  required: ["city"],
  additionalProperties: false,
} as const;
const schema = compile(SCHEMA);

// No -0: the near miss String(-0) is "0", which the model meant as 0.
const double = fc.double({ noNaN: true, noDefaultInfinity: true }).map((number) => number + 0);

/** Values that pass SCHEMA. */
const valid = fc.record(
  {
    city: fc.string({ minLength: 1, maxLength: 6 }),
    days: fc.integer({ min: 1, max: 7 }),
    price: double,
    unit: fc.constantFrom("c", "f", "kelvin"),
    metric: fc.boolean(),
    tags: fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
    ids: fc.array(fc.integer(), { maxLength: 3 }),
    note: fc.option(fc.string({ maxLength: 4 })),
    label: fc.string({ maxLength: 6 }),
    either: fc.oneof(fc.integer(), fc.string({ maxLength: 4 })),
    where: fc.record({
      lat: double,
      lon: fc.integer(),
    }),
  },
  { requiredKeys: ["city"] },
) as fc.Arbitrary<Json>;

/** The near misses models make, one per property: what a rule must undo. */
function nearMiss(key: string, value: Json): Json | undefined {
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return String(value);
  if (key === "unit") return (value as string).toUpperCase();
  if (Array.isArray(value) && value.length === 1) return value[0] as Json;
  if (key === "where") return JSON.stringify(value);
  if (key === "label") return null;
  return undefined;
}

/** The input with each recorded change applied in order, checking each `from` on the way. */
function replay(input: Json, repairs: readonly Repair[]): Json | undefined {
  let value = input;
  for (const change of repairs) {
    const segments = pathSegments(change.path);
    const before = valueAt(value, segments);
    if (before === undefined || JSON.stringify(before) !== JSON.stringify(change.from))
      return undefined;
    value = withValueAt(value, segments, change.to) as Json;
  }
  return value;
}

describe("repair properties", () => {
  it("changes nothing in a value that passes: the same value, no repair", () => {
    fc.assert(
      fc.property(valid, (value) => {
        expect(schema.validate(value)).toEqual([]);
        const result = repair(value, schema);
        expect(result.ok && result.value).toBe(value);
        expect(result.ok && result.repairs).toEqual([]);
        const text = repairJSON(JSON.stringify(value), schema);
        expect(text).toEqual({ ok: true, value: JSON.parse(JSON.stringify(value)), repairs: [] });
      }),
      { numRuns: 300 },
    );
  });

  it("changes nothing in any value that passes, whatever its shape", () => {
    const loose = compile({
      type: "object",
      additionalProperties: { type: ["string", "integer"] },
    });
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), (value) => {
        for (const target of [schema, loose]) {
          const result = repair(value as Json, target);
          if (target.validate(value).length === 0) {
            expect(result).toEqual({ ok: true, value, repairs: [] });
          } else if (result.ok) {
            expect(target.validate(result.value)).toEqual([]);
            expect(replay(value as Json, result.repairs)).toEqual(result.value);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it("undoes near misses exactly: the result passes and the changes are the whole difference", () => {
    fc.assert(
      fc.property(valid, fc.array(fc.nat(), { minLength: 1, maxLength: 4 }), (value, picks) => {
        const keys = Object.keys(value as object);
        let input = value;
        for (const pick of picks) {
          const key = keys[pick % keys.length] as string;
          const miss = nearMiss(key, (value as Record<string, Json>)[key] as Json);
          if (miss !== undefined) input = withValueAt(input, [key], miss) as Json;
        }
        const result = repair(input, schema);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(schema.validate(result.value)).toEqual([]);
        expect(replay(input, result.repairs)).toEqual(result.value);
        // A string near miss of a string field passes as it is; every other miss comes back whole.
        const expected = { ...(value as object) } as Record<string, Json>;
        if (Object.hasOwn(expected, "label") && (input as Record<string, Json>).label === null) {
          delete expected.label;
        }
        for (const key of ["either"]) {
          if (Object.hasOwn(expected, key))
            expected[key] = (input as Record<string, Json>)[key] as Json;
        }
        expect(result.value).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it("a repaired text parses to the value, and a refused one keeps the text's own errors", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const result = repairJSON(text, schema);
        if (!result.ok)
          expect(result.errors.map(String)).toEqual(schema.validateJSON(text).map(String));
        else expect(schema.validate(result.value)).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });
});
