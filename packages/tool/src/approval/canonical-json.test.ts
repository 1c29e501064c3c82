import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalJson } from "./canonical-json.js";

/** Every key of every object in `value`, at any depth. */
function allKeys(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) allKeys(item, into);
  else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      into.add(key);
      allKeys(item, into);
    }
  }
  return into;
}

/** The same value with every object's keys inserted in the reverse order. */
function reversed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversed);
  if (typeof value !== "object" || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value).reverse()) {
    copy[key] = reversed((value as Record<string, unknown>)[key]);
  }
  return copy;
}

describe("canonicalJson", () => {
  it("is JSON.stringify with every object's keys in code-unit order, whatever order they were written in", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (value) => {
        const text = canonicalJson(value);
        // An independent statement of the rule: JSON.stringify with a property list writes each
        // object's keys in the list's order, and the default sort compares UTF-16 code units.
        expect(text).toBe(JSON.stringify(value, [...allKeys(value)].sort()));
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
        expect(canonicalJson(reversed(value))).toBe(text);
      }),
      { numRuns: 200 },
    );
  });

  it("orders keys by code units: digits before letters, a surrogate pair before U+FF01", () => {
    const value = { b: 1, a: 2, "10": 3, "9": 4, é: 5, z: 6, "\u{1F600}": 7, "\uFF01": 8 };
    expect(canonicalJson(value)).toBe(
      '{"10":3,"9":4,"a":2,"b":1,"z":6,"é":5,"\u{1F600}":7,"\uFF01":8}',
    );
  });

  it("writes scalars, nesting and arrays as JSON does, with no whitespace", () => {
    expect(canonicalJson(null)).toBe("null");
    expect(canonicalJson(true)).toBe("true");
    expect(canonicalJson(false)).toBe("false");
    expect(canonicalJson('a "quote"\n\u2028\uD800')).toBe('"a \\"quote\\"\\n\u2028\\ud800"');
    expect([-0, 1e21, 1e-7, 0.1, -5].map(canonicalJson)).toEqual([
      "0",
      "1e+21",
      "1e-7",
      "0.1",
      "-5",
    ]);
    expect(canonicalJson({ z: [3, { y: null, x: [] }], a: {} })).toBe(
      '{"a":{},"z":[3,{"x":[],"y":null}]}',
    );
    // An object without a prototype is plain data too; one object reached twice is no cycle.
    const bare = Object.assign(Object.create(null), { k: "v" });
    const shared = { n: 1 };
    expect(canonicalJson({ bare, again: [shared, shared] })).toBe(
      '{"again":[{"n":1},{"n":1}],"bare":{"k":"v"}}',
    );
  });

  it("refuses, with a TypeError naming it, the first value JSON cannot hold", () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = [cycle];
    const cases: [unknown, string][] = [
      [() => 1, "function cannot be written as JSON"],
      [undefined, "undefined cannot be written as JSON"],
      [Number.NaN, "NaN cannot be written as JSON"],
      [Number.POSITIVE_INFINITY, "Infinity cannot be written as JSON"],
      [1n, "bigint cannot be written as JSON"],
      [Symbol("s"), "symbol cannot be written as JSON"],
      [new Date(0), "Date cannot be written as JSON"],
      [{ a: [1, { b: undefined }] }, "undefined cannot be written as JSON"],
      [cycle, "a cycle cannot be written as JSON"],
    ];
    for (const [value, message] of cases) {
      expect(() => canonicalJson(value), message).toThrow(new TypeError(message));
    }
  });
});
