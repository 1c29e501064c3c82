import { describe, expect, it } from "vitest";
import { compile } from "../compile.js";
import { repair, repairJSON } from "./repair.js";

const weather = compile({
  type: "object",
  properties: {
    city: { type: "string", minLength: 1 },
    days: { type: "integer", minimum: 1, maximum: 7 },
    unit: { enum: ["c", "f"] },
    tags: { type: "array", items: { type: "string" } },
    ids: { type: "array", items: { type: "integer" } },
    metric: { type: "boolean" },
    note: { type: "string" },
    where: {
      type: "object",
      properties: { lat: { type: "number" }, lon: { type: "number" } },
      required: ["lat", "lon"],
      additionalProperties: false,
    },
  },
  required: ["city"],
  additionalProperties: false,
});

describe("repair: value rules", () => {
  it("numeric_string: a string that writes the integer exactly", () => {
    expect(repair({ city: "Paris", days: "3" }, weather)).toEqual({
      ok: true,
      value: { city: "Paris", days: 3 },
      repairs: [{ path: "$.days", rule: "numeric_string", from: "3", to: 3 }],
    });
  });

  it('numeric_string never rounds: "3.7" for an integer stays refused', () => {
    const result = repair({ city: "Paris", days: "3.7" }, weather);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors.map(String)).toEqual([
      "$.days: expected integer, got string",
    ]);
  });

  it('numeric_string never reads "1e400", nor a number a double would change', () => {
    const schema = compile({ type: "object", properties: { n: { type: "number" } } });
    for (const text of ["1e400", "-1e400", "12345678901234567890", "0.1000000000000000000001"]) {
      expect(repair({ n: text }, schema).ok, text).toBe(false);
    }
    for (const text of [" 3", "+3", "03", "3.", ".5", "0x10", "NaN", "Infinity", "1_000"]) {
      expect(repair({ n: text }, schema).ok, text).toBe(false);
    }
    expect(repair({ n: "2.50" }, schema)).toMatchObject({ ok: true, value: { n: 2.5 } });
    expect(repair({ n: "1e3" }, schema)).toMatchObject({ ok: true, value: { n: 1000 } });
    expect(repair({ n: "-0.001" }, schema)).toMatchObject({ ok: true, value: { n: -0.001 } });
  });

  it("numeric_string stays refused when the number breaks a bound", () => {
    expect(repair({ city: "Paris", days: "9" }, weather).ok).toBe(false);
  });

  it("boolean_string: exactly true or false", () => {
    expect(repair({ city: "Paris", metric: "false" }, weather)).toEqual({
      ok: true,
      value: { city: "Paris", metric: false },
      repairs: [{ path: "$.metric", rule: "boolean_string", from: "false", to: false }],
    });
    for (const text of ["True", "yes", "1", " true"]) {
      expect(repair({ city: "Paris", metric: text }, weather).ok, text).toBe(false);
    }
  });

  it("one_item_array: a value where an array is wanted, and its element repaired inside", () => {
    expect(repair({ city: "Paris", tags: "sun" }, weather)).toEqual({
      ok: true,
      value: { city: "Paris", tags: ["sun"] },
      repairs: [{ path: "$.tags", rule: "one_item_array", from: "sun", to: ["sun"] }],
    });
    expect(repair({ city: "Paris", ids: "4" }, weather)).toEqual({
      ok: true,
      value: { city: "Paris", ids: [4] },
      repairs: [
        { path: "$.ids", rule: "one_item_array", from: "4", to: ["4"] },
        { path: "$.ids[0]", rule: "numeric_string", from: "4", to: 4 },
      ],
    });
  });

  it("null_dropped: only for an optional property that does not allow null", () => {
    expect(repair({ city: "Paris", note: null }, weather)).toEqual({
      ok: true,
      value: { city: "Paris" },
      repairs: [{ path: "$.note", rule: "null_dropped", from: null }],
    });
    // city is required: dropping it would trade one error for another.
    expect(repair({ city: null }, weather).ok).toBe(false);
  });

  it("json_string: an object or array encoded as a string, and the whole arguments so", () => {
    expect(repair({ city: "Paris", where: '{"lat": 48.8, "lon": 2.3}' }, weather)).toEqual({
      ok: true,
      value: { city: "Paris", where: { lat: 48.8, lon: 2.3 } },
      repairs: [
        {
          path: "$.where",
          rule: "json_string",
          from: '{"lat": 48.8, "lon": 2.3}',
          to: { lat: 48.8, lon: 2.3 },
        },
      ],
    });
    expect(repair('{"city":"Paris","days":"2"}', weather)).toMatchObject({
      ok: true,
      value: { city: "Paris", days: 2 },
      repairs: [{ rule: "json_string" }, { path: "$.days", rule: "numeric_string" }],
    });
    // A string of a scalar is not decoded; a decoded object that still fails stays refused.
    expect(repair({ city: "Paris", where: '{"lat": 48.8}' }, weather).ok).toBe(false);
  });

  it("enum_case: only when exactly one member matches but for case", () => {
    expect(repair({ city: "Paris", unit: "C" }, weather)).toEqual({
      ok: true,
      value: { city: "Paris", unit: "c" },
      repairs: [{ path: "$.unit", rule: "enum_case", from: "C", to: "c" }],
    });
    const twoCases = compile({ type: "object", properties: { m: { enum: ["Ab", "aB"] } } });
    expect(repair({ m: "ab" }, twoCases).ok).toBe(false);
  });

  it("never repairs an ambiguous value: two readings pass, or the schema branches", () => {
    const either = compile({
      type: "object",
      properties: { v: { type: ["integer", "array"], items: { type: "string" } } },
    });
    // 3 and ["3"] both pass: no guess.
    expect(repair({ v: "3" }, either).ok).toBe(false);
    const anyOf = compile({
      type: "object",
      properties: { v: { anyOf: [{ type: "integer" }, { type: "boolean" }] } },
    });
    expect(repair({ v: "3" }, anyOf).ok).toBe(false);
    // anyOf of integer and string: "3" passes as it is and is left alone.
    const integerOrString = compile({
      type: "object",
      properties: { v: { anyOf: [{ type: "integer" }, { type: "string" }] } },
    });
    expect(repair({ v: "3" }, integerOrString)).toEqual({
      ok: true,
      value: { v: "3" },
      repairs: [],
    });
  });

  it("repairs nothing unless every error is repaired", () => {
    const result = repair({ city: "Paris", days: "3", country: "FR" }, weather);
    expect(result.ok ? [] : result.errors.map(String)).toEqual([
      '$: unexpected property "country"',
      "$.days: expected integer, got string",
    ]);
  });

  it("follows $ref to an enum, and leaves the input unchanged", () => {
    const schema = compile({
      type: "object",
      properties: { cabin: { $ref: "#/$defs/cabin" } },
      $defs: { cabin: { enum: ["economy", "business"] } },
    });
    const input = { cabin: "Business" };
    expect(repair(input, schema)).toMatchObject({ ok: true, value: { cabin: "business" } });
    expect(input).toEqual({ cabin: "Business" });
  });
});

describe("repairJSON: text rules", () => {
  it("removes a byte order mark, a code fence, one trailing comma", () => {
    expect(repairJSON('\uFEFF{"city":"Paris"}', weather)).toMatchObject({
      ok: true,
      value: { city: "Paris" },
      repairs: [{ rule: "byte_order_mark" }],
    });
    expect(repairJSON('```json\n{"city":"Paris"}\n```', weather)).toEqual({
      ok: true,
      value: { city: "Paris" },
      repairs: [
        { path: "$", rule: "code_fence", from: "```json\n", to: "" },
        { path: "$", rule: "code_fence", from: "\n```", to: "" },
      ],
    });
    expect(repairJSON('{"city":"Paris", "tags": ["a",] }', weather)).toMatchObject({
      ok: true,
      value: { city: "Paris", tags: ["a"] },
      repairs: [{ rule: "trailing_comma", from: ",", to: "" }],
    });
  });

  it("two trailing commas are a dialect, not a slip: refused", () => {
    expect(repairJSON('{"city":"Paris", "tags": ["a",],}', weather).ok).toBe(false);
  });

  it("Python literals outside strings only", () => {
    expect(repairJSON('{"city":"True None", "metric": True, "note": None}', weather)).toEqual({
      ok: true,
      value: { city: "True None", metric: true },
      repairs: [
        { path: "$", rule: "python_literal", from: "True", to: "true" },
        { path: "$", rule: "python_literal", from: "None", to: "null" },
        { path: "$.note", rule: "null_dropped", from: null },
      ],
    });
  });

  it("never guesses at text cut off: the model reads the errors of what it sent", () => {
    for (const text of [
      '{"city": "Paris", "days": 3',
      '{"city": "Par',
      '```json\n{"city": "Paris"}',
      '{"city": "Paris", "metric": True',
      '{"city": "Paris",',
    ]) {
      const result = repairJSON(text, weather);
      expect(result.ok, text).toBe(false);
      expect(result.ok ? [] : result.errors.map(String)).toEqual(
        weather.validateJSON(text).map(String),
      );
    }
  });

  it("a number too large for a double is never a repaired value", () => {
    const schema = compile({
      type: "object",
      properties: { n: { type: "number" }, b: { type: "boolean" } },
    });
    expect(repairJSON('{"n": 1e400, "b": "true"}', schema).ok).toBe(false);
    expect(repairJSON('{"n": 1e400, "b": True}', schema).ok).toBe(false);
  });

  it("valid text is returned as parsed, with no repair", () => {
    expect(repairJSON('{"city":"Paris","days":3}', weather)).toEqual({
      ok: true,
      value: { city: "Paris", days: 3 },
      repairs: [],
    });
  });
});
