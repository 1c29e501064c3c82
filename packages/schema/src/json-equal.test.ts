import { describe, expect, test } from "vitest";
import { compile } from "../test/core.js";
import { nullPrototype } from "../test/null-prototype.js";
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
});
