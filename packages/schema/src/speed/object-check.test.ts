import { describe, expect, test } from "vitest";
import { compile } from "../../test/core.js";
import { linesOf } from "../../test/lines-of.js";
import { nullPrototype } from "../../test/null-prototype.js";
import { withPollutedPrototype } from "../../test/with-polluted-prototype.js";

// The object part of a node's fast check (object-check.ts) and its collector: slot layouts past
// 31 names, and the one pass over an object's keys.

describe("objects with more than 31 named slots", () => {
  const names = Array.from({ length: 40 }, (_, index) => `r${index}`);
  const sorted = [...names].sort();
  const schema = () => compile({ type: "object", required: names });
  const typed = () =>
    compile({
      properties: Object.fromEntries(names.map((name) => [name, { type: "integer" }])),
      required: names,
    });

  test("each missing name is reported, whatever slot it has", () => {
    expect(schema().validate({}).map(String)).toEqual(
      sorted.map((name) => `$: missing required property "${name}"`),
    );
    // Slots 32 and 33 must not be taken for slots 0 and 1.
    expect(schema().validate({ r0: 1, r1: 1 }).map(String)).toEqual(
      sorted
        .filter((name) => name !== "r0" && name !== "r1")
        .map((name) => `$: missing required property "${name}"`),
    );
    const allBut = (missing: string[]) =>
      Object.fromEntries(names.filter((name) => !missing.includes(name)).map((name) => [name, 1]));
    expect(
      schema()
        .validate(allBut(["r32"]))
        .map(String),
    ).toEqual(['$: missing required property "r32"']);
    expect(
      schema()
        .validate(allBut(["r0", "r39"]))
        .map(String),
    ).toEqual(['$: missing required property "r0"', '$: missing required property "r39"']);
    expect(schema().validate(allBut([]))).toEqual([]);
  });

  test("properties past slot 31 are checked, and counted as present", () => {
    const value = Object.fromEntries(names.map((name) => [name, 1]));
    expect(typed().validate(value)).toEqual([]);
    value.r35 = "x" as unknown as number;
    expect(typed().validate(value).map(String)).toEqual(["$.r35: expected integer, got string"]);
    delete value.r35;
    expect(
      typed()
        .validate({ ...value, r0: "x" })
        .map(String),
    ).toEqual(['$: missing required property "r35"', "$.r0: expected integer, got string"]);
  });
});

describe("the one pass over an object's keys", () => {
  const closed = {
    type: "object",
    properties: { a: { type: "integer" }, b: { type: "string" }, c: { type: "boolean" } },
    additionalProperties: false,
  };

  test("keys in any order, with unknown keys between, find their schemas", () => {
    expect(linesOf(closed, { c: true, b: "x", a: 1 })).toEqual([]);
    expect(linesOf(closed, { b: "x", a: 1 })).toEqual([]);
    expect(linesOf(closed, { a: 1, c: true })).toEqual([]);
    expect(linesOf(closed, { c: 1, b: 2, a: "3" })).toEqual([
      "$.a: expected integer, got string",
      "$.b: expected string, got integer",
      "$.c: expected boolean, got integer",
    ]);
    expect(linesOf(closed, { x: 1, a: 1, y: 2, b: "s", z: 3 })).toEqual([
      '$: unexpected property "x"',
      '$: unexpected property "y"',
      '$: unexpected property "z"',
    ]);
    const open = { properties: closed.properties };
    expect(linesOf(open, { x: true, b: "s", a: 1 })).toEqual([]);
    expect(linesOf(open, { x: true, c: false, a: 1, b: "s" })).toEqual([]);
    expect(linesOf(open, { b: "s", x: 0, a: "1" })).toEqual(["$.a: expected integer, got string"]);
  });

  test("an own property holding undefined is absent", () => {
    expect(linesOf(closed, { a: undefined })).toEqual([]);
    expect(linesOf(closed, { a: undefined, b: 1 })).toEqual(["$.b: expected string, got integer"]);
    expect(linesOf({ additionalProperties: false }, { a: undefined })).toEqual([]);
    expect(linesOf({ additionalProperties: { type: "string" } }, { a: undefined })).toEqual([]);
    expect(linesOf({ type: "object", required: ["a"] }, { a: undefined })).toEqual([
      '$: missing required property "a"',
    ]);
  });

  test("inherited enumerable keys are never seen, on the fast path or the error path", () => {
    const value = Object.create(nullPrototype({ a: "inherited", x: 1 })) as Record<string, unknown>;
    expect(linesOf(closed, value)).toEqual([]);
    expect(linesOf({ required: ["a"] }, value)).toEqual(['$: missing required property "a"']);
    value.b = 5;
    expect(linesOf(closed, value)).toEqual(["$.b: expected string, got integer"]);
    expect(linesOf({ required: ["a"], properties: { b: { type: "string" } } }, value)).toEqual([
      '$: missing required property "a"',
      "$.b: expected string, got integer",
    ]);
  });

  test("required names outside properties are additional properties too", () => {
    const schema = {
      properties: { a: {} },
      required: ["b"],
      additionalProperties: { type: "string" },
    };
    expect(linesOf(schema, { a: 1, b: "x" })).toEqual([]);
    expect(linesOf(schema, { a: 1 })).toEqual(['$: missing required property "b"']);
    expect(linesOf(schema, { a: 1, b: 2 })).toEqual(["$.b: expected string, got integer"]);
    expect(linesOf(schema, { b: "x", c: 3 })).toEqual(["$.c: expected string, got integer"]);
    const closedRequired = { properties: { a: {} }, required: ["b"], additionalProperties: false };
    expect(linesOf(closedRequired, { b: 1 })).toEqual(['$: unexpected property "b"']);
    expect(linesOf(closedRequired, { a: 1 })).toEqual(['$: missing required property "b"']);
    expect(
      linesOf({ required: ["b", "a"], properties: { a: { type: "null" } } }, { a: null }),
    ).toEqual(['$: missing required property "b"']);
  });

  test("an object's own errors come before its properties', with several of each", () => {
    const schema = {
      properties: { a: { type: "string" }, b: { type: "string" }, m: {}, n: {} },
      required: ["m", "n"],
      additionalProperties: false,
    };
    expect(linesOf(schema, { a: 1, b: 2, x: 3, y: 4 })).toEqual([
      '$: missing required property "m"',
      '$: missing required property "n"',
      '$: unexpected property "x"',
      '$: unexpected property "y"',
      "$.a: expected string, got integer",
      "$.b: expected string, got integer",
    ]);
    expect(
      linesOf({ items: schema }, [
        { a: "ok", m: 1, n: 1 },
        { a: 1, b: 2, n: 1 },
      ]),
    ).toEqual([
      '$[1]: missing required property "m"',
      "$[1].a: expected string, got integer",
      "$[1].b: expected string, got integer",
    ]);
    // The same child paths for two parents of the same schema.
    expect(
      linesOf({ items: schema }, [
        { a: 1, m: 1, n: 1 },
        { a: 1, m: 1, n: 1 },
      ]),
    ).toEqual(["$[0].a: expected string, got integer", "$[1].a: expected string, got integer"]);
  });
});

describe("what the one pass reads", () => {
  test("the plain-object test is not made twice", () => {
    // A proxy whose prototype is Date's from its second read on: a second test would refuse it.
    let calls = 0;
    const flipping = new Proxy(
      { a: 1 },
      { getPrototypeOf: () => (++calls === 1 ? Object.prototype : Date.prototype) },
    );
    expect(compile({ properties: { a: {} } }).validate(flipping)).toEqual([]);
  });

  test("the cursor never reads past the slot names into a polluted Object.prototype", () => {
    // Past the last name, names[cursor] would read Object.prototype["2"] (or "1"): there, a
    // key "x" took a slot with no name, counted as the missing "a", and the object passed.
    withPollutedPrototype({ 1: "b", 2: "x" }, () => {
      expect(
        compile({ properties: { a: {} }, required: ["a", "b"] })
          .validate({ b: 1, x: 1 })
          .map(String),
      ).toEqual(['$: missing required property "a"']);
      expect(compile({ properties: { a: {} } }).validate({ a: 1, b: 2 })).toEqual([]);
    });
  });
});
