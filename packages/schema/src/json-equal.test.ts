import { describe, expect, test } from "vitest";
import { compile } from "../test/core.js";
import { nullPrototype } from "../test/null-prototype.js";
import { compile as compileStandard } from "./index.js";
import type { Json } from "./json.js";
import { jsonEqual } from "./json-equal.js";

describe("jsonEqual: JSON values by value", () => {
  test.each<[Json, unknown, boolean]>([
    [1, 1, true],
    [1, 1.0, true],
    [0, -0, true],
    [-0, 0, true],
    [1, "1", false],
    [1, 2, false],
    ["a", "a", true],
    ["a", "b", false],
    [null, null, true],
    [null, undefined, false],
    [true, 1, false],
    [false, false, true],
    [[1], 1, false],
    [{}, null, false],
    [[], null, false],
    [{}, "{}", false],
    [[], "", false],
    [1, [1], false],
    [null, {}, false],
    // A scalar never equals an object, not even one keyed by a string's indices.
    [1, {}, false],
    ["a", { 0: "a" }, false],
  ])("%j and %j: %s", (expected, actual, equal) => {
    expect(jsonEqual(expected, actual)).toBe(equal);
  });

  test.each<[Json, unknown, boolean]>([
    [[], [], true],
    [[1, 2], [1, 2], true],
    [[1, 2], [2, 1], false],
    [[1], [1, 2], false],
    [[1, 2], [1], false],
    [[1, 2], [1, 3], false],
    [[[1]], [[1]], true],
    [[[1]], [[2]], false],
    [[[1]], [[1, 1]], false],
    [[], {}, false],
    [{}, [], false],
    [[0], [-0], true],
    [[null], [undefined], false],
  ])("arrays %j and %j: %s", (expected, actual, equal) => {
    expect(jsonEqual(expected, actual)).toBe(equal);
  });

  test.each<[Json, unknown, boolean]>([
    [{}, {}, true],
    [{ a: 1, b: 2 }, { b: 2, a: 1 }, true],
    [{ a: 1 }, { a: 1, b: 2 }, false],
    [{ a: 1, b: 2 }, { a: 1 }, false],
    [{ a: 1, b: 2 }, { a: 1, c: 2 }, false],
    [{ a: 1 }, { a: 2 }, false],
    [{ a: 1 }, { a: 1.0 }, true],
    [{ a: { b: [1, { c: null }] } }, { a: { b: [1, { c: null }] } }, true],
    [{ a: { b: [1, { c: null }] } }, { a: { b: [1, { c: 0 }] } }, false],
    // An own property holding undefined is absent, as in JSON.stringify.
    [{ a: 1 }, { a: 1, b: undefined }, true],
    [{ a: null }, { a: undefined }, false],
    [{ a: null }, {}, false],
    [{}, { a: undefined }, true],
  ])("objects %j and %j: %s", (expected, actual, equal) => {
    expect(jsonEqual(expected, actual)).toBe(equal);
  });

  test("own enumerable properties of plain objects only", () => {
    expect(jsonEqual({ a: 1 }, nullPrototype({ a: 1 }))).toBe(true);
    expect(jsonEqual({ a: 1 }, Object.create({ a: 1 }))).toBe(false);
    expect(jsonEqual({ toString: 1 }, {})).toBe(false);
    expect(jsonEqual({}, new Map())).toBe(false);
    expect(jsonEqual({}, new Date(0))).toBe(false);
    const hidden = Object.defineProperty({}, "a", { value: 1, enumerable: false });
    expect(jsonEqual({ a: 1 }, hidden)).toBe(false);
    expect(jsonEqual({}, hidden)).toBe(true);
    // A prototype with a null prototype (another realm's Object.prototype, say): its keys are
    // inherited, so they neither match nor count.
    const prototype = nullPrototype({ b: 2 });
    const value = Object.create(prototype) as Record<string, unknown>;
    value.a = 1;
    expect(jsonEqual({ a: 1 }, value)).toBe(true);
    expect(jsonEqual({ a: 1, b: 2 }, value)).toBe(false);
    expect(jsonEqual(JSON.parse('{"__proto__":1}') as Json, JSON.parse('{"__proto__":1}'))).toBe(
      true,
    );
    expect(jsonEqual(JSON.parse('{"__proto__":1}') as Json, {})).toBe(false);
  });

  test("a non-enumerable own key does not stand in for an expected key, even when the counts agree", () => {
    const actual = Object.defineProperty({ b: 1 }, "a", { value: 1, enumerable: false });
    expect(jsonEqual({ a: 1 }, actual)).toBe(false);
  });

  test("a const object whose member is a scalar refuses an object there", () => {
    const schema = compile({ const: { a: 1 } });
    expect(schema.validate({ a: {} }).map((error) => error.code)).toEqual(["const"]);
    expect(schema.validate({ a: 1 })).toEqual([]);
  });

  test("a deep actual value is compared only as deep as the expected one", () => {
    let deep: unknown = 1;
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(jsonEqual([[1]], deep)).toBe(false);
    expect(jsonEqual([], deep)).toBe(false);
  });

  test("an array is read only below its length, as JSON.stringify reads it", () => {
    // A proxy that answers for the index just past the end: JSON sees [1].
    const padded = new Proxy([1], {
      get: (target, key, receiver) => (key === "1" ? 5 : Reflect.get(target, key, receiver)),
    });
    expect(JSON.stringify(padded)).toBe("[1]");
    expect(jsonEqual([1], padded)).toBe(true);
    expect(compileStandard({ enum: [[1]] }).validate(padded)).toEqual([]);
  });
});

// uniqueItems hands jsonEqual an element of the validated value as `expected`: it need not be
// JSON, and equality must not depend on which of the two elements comes first.
describe("jsonEqual: an element of the value as expected (uniqueItems)", () => {
  const unique = compileStandard({ type: "array", uniqueItems: true });
  const lines = (value: unknown) => unique.validate(value).map((error) => error.toString());

  test("a property holding undefined is absent on either side (README: Presence)", () => {
    const duplicate = "$: expected unique items, but items [0] and [1] are equal ({})";
    expect(lines([{ a: undefined }, {}])).toEqual([duplicate]);
    expect(lines([{}, { a: undefined }])).toEqual([duplicate]);
    expect(lines([{ a: undefined }, { a: undefined }])).toEqual([duplicate]);
    expect(lines([{ a: undefined }, { a: undefined, b: 1 }])).toEqual([]);
    expect(jsonEqual({ a: undefined } as unknown as Json, {})).toBe(true);
    expect(jsonEqual({ a: undefined, b: 1 } as unknown as Json, { b: 1 })).toBe(true);
    expect(jsonEqual({ a: undefined, b: 1 } as unknown as Json, { a: 1, b: 1 })).toBe(false);
  });

  test("an inherited key never counts, even on a polluted Object.prototype", () => {
    const prototype = Object.prototype as Record<string, unknown>;
    prototype.polluted = 1;
    try {
      expect(jsonEqual({}, {})).toBe(true);
      expect(jsonEqual({ a: 1 }, { a: 1 })).toBe(true);
      expect(compileStandard({ const: {} }).validate({})).toEqual([]);
      expect(compileStandard({ const: { a: 1 } }).validate({ a: 1 })).toEqual([]);
      expect(lines([{}, {}])).toEqual([
        "$: expected unique items, but items [0] and [1] are equal ({})",
      ]);
    } finally {
      delete prototype.polluted;
    }
  });

  test("an object that is not plain equals nothing, whichever comes first", () => {
    expect(jsonEqual(new Date(0) as unknown as Json, {})).toBe(false);
    expect(jsonEqual(new Map() as unknown as Json, {})).toBe(false);
    expect(lines([new Date(0), {}])).toEqual([]);
    expect(lines([{}, new Date(0)])).toEqual([]);
  });
});
