import { describe, expect, test } from "vitest";
import { compile, ValidationError } from "../test/core.js";
import { linesOf } from "../test/lines-of.js";
import { buildValidator, type Validator } from "./build-validator.js";
import { compile as compileStandard } from "./index.js";
import type { Applicator } from "./keywords/keyword.js";
import { emptySpec, type SchemaSpec } from "./schema-spec.js";

/** The errors as plain data: code, path and message. */
function plain(
  errors: readonly ValidationError[],
): { code: string; path: string; message: string }[] {
  return errors.map((error) => ({ code: error.code, path: error.path, message: error.message }));
}

describe("type lists, enum, const and anyOf beside other keywords", () => {
  test("null and arrays under keywords for objects", () => {
    const schema = { type: ["object", "null"], required: ["a"] };
    expect(linesOf(schema, null)).toEqual([]);
    expect(linesOf(schema, {})).toEqual(['$: missing required property "a"']);
    const untyped = { minItems: 1, required: ["a"] };
    expect(linesOf(untyped, [])).toEqual(["$: expected at least 1 item, got 0"]);
    expect(linesOf(untyped, [1])).toEqual([]);
    expect(linesOf(untyped, {})).toEqual(['$: missing required property "a"']);
    expect(linesOf(untyped, null)).toEqual([]);
    expect(linesOf(untyped, true)).toEqual([]);
    expect(linesOf({ required: ["a"], enum: [1] }, null)).toEqual(["$: null is not one of [1]"]);
    expect(linesOf({ required: ["a"], enum: [1] }, true)).toEqual(["$: true is not one of [1]"]);
    expect(linesOf({ minimum: 0, enum: [1] }, false)).toEqual(["$: false is not one of [1]"]);
  });

  test("an object-typed node with enum, const or anyOf checks them too", () => {
    expect(linesOf({ type: "object", properties: { a: {} }, enum: [{ a: 1 }] }, { a: 2 })).toEqual([
      '$: {"a":2} is not one of [{"a":1}]',
    ]);
    expect(linesOf({ type: "object", required: ["a"], const: { a: 1 } }, { a: 2 })).toEqual([
      '$: expected {"a":1}, got {"a":2}',
    ]);
    expect(
      linesOf({ type: "object", required: ["a"], anyOf: [{ required: ["b"] }] }, { a: 1 }),
    ).toEqual(['$: {"a":1} does not match any of the 1 schemas in anyOf']);
    expect(linesOf({ type: "object", required: ["a"], enum: [{ a: 1 }] }, [])).toEqual([
      "$: expected object, got array",
    ]);
  });

  test("a typed leaf with enum, const or anyOf is not checked as a plain leaf", () => {
    const schema = {
      properties: {
        s: { type: "string", const: "a" },
        t: { type: "string", anyOf: [{ minLength: 2 }] },
        n: { type: "number", enum: [1, 2] },
        b: { type: "boolean", const: true },
        z: { type: "null", anyOf: [{ type: "string" }] },
      },
    };
    expect(linesOf(schema, { s: "b", t: "x", n: 3, b: false, z: null })).toEqual([
      "$.b: expected true, got false",
      "$.n: 3 is not one of [1,2]",
      '$.s: expected "a", got "b"',
      '$.t: "x" does not match any of the 1 schemas in anyOf',
      "$.z: null does not match any of the 1 schemas in anyOf",
    ]);
    expect(linesOf(schema, { s: "a", t: "xy", n: 2, b: true })).toEqual([]);
  });

  test("enum and const with bounds are checked against both", () => {
    const schema = {
      properties: {
        e: { enum: [1, 10, "abc"], maximum: 5, maxLength: 2 },
        c: { const: 5, minimum: 6 },
        s: { const: "abc", minLength: 4 },
      },
    };
    expect(linesOf(schema, { e: 1, c: 5, s: "abc" })).toEqual([
      "$.c: expected a number >= 6, got 5",
      "$.s: expected at least 4 characters, got 3",
    ]);
    expect(linesOf(schema, { e: 10 })).toEqual(["$.e: expected a number <= 5, got 10"]);
    expect(linesOf(schema, { e: "abc" })).toEqual(["$.e: expected at most 2 characters, got 3"]);
    expect(linesOf(schema, { e: 2 })).toEqual(['$.e: 2 is not one of [1,10,"abc"]']);
  });

  test("enums of up to four and of more values, in objects and arrays", () => {
    const small = { enum: ["a", "b", "c", "d"] };
    const large = { enum: ["a", "b", "c", "d", "e"] };
    const repeated = { enum: [1, 1, 1, 1, 1, 2] };
    const schema = { properties: { small, large, repeated }, additionalProperties: small };
    expect(linesOf(schema, { small: "d", large: "e", repeated: 2, x: "a" })).toEqual([]);
    expect(linesOf(schema, { small: "e", large: "f", repeated: 3, x: "z" })).toEqual([
      '$.large: "f" is not one of ["a","b","c","d","e"]',
      "$.repeated: 3 is not one of [1,1,1,1,1,2]",
      '$.small: "e" is not one of ["a","b","c","d"]',
      '$.x: "z" is not one of ["a","b","c","d"]',
    ]);
    // A hole in an array is undefined, which no enum holds.
    const holes = new Array(2) as unknown[];
    expect(linesOf({ items: small }, holes)).toEqual([
      "$[0]: expected a JSON value, got undefined",
      "$[1]: expected a JSON value, got undefined",
    ]);
    expect(linesOf({ items: large }, holes)).toEqual([
      "$[0]: expected a JSON value, got undefined",
      "$[1]: expected a JSON value, got undefined",
    ]);
    expect(linesOf({ items: { const: "a" } }, holes)).toEqual([
      "$[0]: expected a JSON value, got undefined",
      "$[1]: expected a JSON value, got undefined",
    ]);
  });

  test("enums with composite values compare deeply, scalars by value", () => {
    const schema = { properties: { p: { enum: [null, 1, [1], { a: 1 }] } } };
    for (const good of [null, 1, 1.0, [1], [1.0], { a: 1 }]) {
      expect(linesOf(schema, { p: good })).toEqual([]);
      expect(linesOf(schema.properties.p, good)).toEqual([]);
    }
    for (const bad of ["1", [2], [1, 1], { a: 2 }, {}, [], false]) {
      const message = `${JSON.stringify(bad)} is not one of [null,1,[1],{"a":1}]`;
      expect(linesOf(schema, { p: bad })).toEqual([`$.p: ${message}`]);
      expect(linesOf(schema.properties.p, bad)).toEqual([`$: ${message}`]);
    }
    expect(linesOf({ enum: [[1]] }, null)).toEqual(["$: null is not one of [[1]]"]);
    expect(linesOf({ enum: [[1]] }, 1)).toEqual(["$: 1 is not one of [[1]]"]);
  });

  test("const compares -0 and 0, objects deeply", () => {
    expect(linesOf({ properties: { a: { const: 0 } } }, { a: -0 })).toEqual([]);
    expect(linesOf({ const: 0 }, -0)).toEqual([]);
    expect(linesOf({ properties: { a: { const: { b: [1] } } } }, { a: { b: [1] } })).toEqual([]);
    expect(linesOf({ properties: { a: { const: { b: [1] } } } }, { a: { b: [2] } })).toEqual([
      '$.a: expected {"b":[1]}, got {"b":[2]}',
    ]);
    expect(linesOf({ properties: { a: { const: "x" } } }, { a: "y" })).toEqual([
      '$.a: expected "x", got "y"',
    ]);
  });

  test("every keyword group at once on one node", () => {
    const schema = { type: "integer", enum: [1, 2, 3], const: 1, anyOf: [{ minimum: 1 }] };
    expect(linesOf(schema, 1)).toEqual([]);
    expect(linesOf(schema, 2)).toEqual(["$: expected 1, got 2"]);
    expect(linesOf(schema, 0)).toEqual([
      "$: 0 does not match any of the 1 schemas in anyOf",
      "$: 0 is not one of [1,2,3]",
      "$: expected 1, got 0",
    ]);
    expect(linesOf(schema, "1")).toEqual(["$: expected integer, got string"]);
  });

  test("numbers that are not JSON fail number and integer leaves", () => {
    const schema = { properties: { n: { type: "number" }, i: { type: "integer" } } };
    expect(linesOf(schema, { n: Number.POSITIVE_INFINITY, i: Number.NEGATIVE_INFINITY })).toEqual([
      "$.i: expected integer, got -Infinity",
      "$.n: expected number, got Infinity",
    ]);
    expect(linesOf(schema, { n: Number.NaN, i: Number.NaN })).toEqual([
      "$.i: expected integer, got NaN",
      "$.n: expected number, got NaN",
    ]);
    expect(linesOf({ items: { type: "number", minimum: 0 } }, [Number.NaN])).toEqual([
      "$[0]: expected number, got NaN",
    ]);
    expect(linesOf({ type: "number", maximum: 1 }, Number.NEGATIVE_INFINITY)).toEqual([
      "$: expected number, got -Infinity",
    ]);
  });

  test("booleans and null as leaves", () => {
    const schema = { properties: { b: { type: "boolean" }, n: { type: "null" } } };
    expect(linesOf(schema, { b: false, n: null })).toEqual([]);
    expect(linesOf(schema, { b: 0, n: 0 })).toEqual([
      "$.b: expected boolean, got integer",
      "$.n: expected null, got integer",
    ]);
    expect(linesOf({ type: "boolean" }, "true")).toEqual(["$: expected boolean, got string"]);
  });

  test("the same node reports different types in their own words", () => {
    const schema = compile({ type: "string" });
    expect(schema.validate(1).map(String)).toEqual(["$: expected string, got integer"]);
    expect(schema.validate(null).map(String)).toEqual(["$: expected string, got null"]);
    expect(schema.validate(1).map(String)).toEqual(["$: expected string, got integer"]);
    expect(schema.validate(new Map()).map(String)).toEqual(["$: expected string, got Map"]);
    expect(schema.validate(new Set()).map(String)).toEqual(["$: expected string, got Set"]);
  });
});

describe("enum and const with one bound each are never plain enum leaves", () => {
  const schemas = {
    a: { enum: [1, "abc"], minLength: 4 },
    b: { enum: [1, "abc"], maxLength: 2 },
    c: { enum: [1, 10], minimum: 5 },
    d: { enum: [1, 10], maximum: 5 },
    e: { const: "abc", maxLength: 2 },
    f: { const: null },
  };
  test("as properties", () => {
    const schema = compile({ properties: schemas });
    expect(
      schema.validate({ a: "abc", b: "abc", c: 1, d: 10, e: "abc", f: 0 }).map(String),
    ).toEqual([
      "$.a: expected at least 4 characters, got 3",
      "$.b: expected at most 2 characters, got 3",
      "$.c: expected a number >= 5, got 1",
      "$.d: expected a number <= 5, got 10",
      "$.e: expected at most 2 characters, got 3",
      "$.f: expected null, got 0",
    ]);
    expect(schema.validate({ a: 1, b: 1, c: 10, d: 1, f: null })).toEqual([]);
  });
  test("as the whole value", () => {
    expect(compile(schemas.a).validate("abc").map(String)).toEqual([
      "$: expected at least 4 characters, got 3",
    ]);
    expect(compile(schemas.b).validate("abc").map(String)).toEqual([
      "$: expected at most 2 characters, got 3",
    ]);
    expect(compile(schemas.c).validate(1).map(String)).toEqual([
      "$: expected a number >= 5, got 1",
    ]);
    expect(compile(schemas.d).validate(10).map(String)).toEqual([
      "$: expected a number <= 5, got 10",
    ]);
    expect(compile(schemas.c).validate(7).map(String)).toEqual(["$: 7 is not one of [1,10]"]);
  });
});

describe("a single type folded into its keywords still refuses other types", () => {
  test.each<[string, Record<string, unknown>, unknown[], string]>([
    [
      "object with properties",
      { type: "object", properties: { a: {} } },
      ["abc", [], [1], null, 1],
      "object",
    ],
    [
      "object with additionalProperties",
      { type: "object", additionalProperties: false },
      ["", [], true],
      "object",
    ],
    [
      "array with items",
      { type: "array", items: { type: "integer" } },
      [{}, "abc", { length: 0 }],
      "array",
    ],
    [
      "array with bounds",
      { type: "array", minItems: 2, maxItems: 5 },
      ["abc", { length: 3 }, 3],
      "array",
    ],
    [
      "array with items and bounds",
      { type: "array", minItems: 1, items: {} },
      ["abc", { 0: 1, length: 1 }],
      "array",
    ],
    [
      "string with bounds",
      { type: "string", minLength: 1, maxLength: 3 },
      [["a"], 12, { length: 2 }],
      "string",
    ],
    [
      "integer with bounds",
      { type: "integer", minimum: 0, maximum: 10 },
      ["5", [5], 5.5, true],
      "integer",
    ],
    ["number with bounds", { type: "number", minimum: 0, maximum: 10 }, ["5", [5], null], "number"],
  ])("%s", (_, schema, values, expected) => {
    const compiled = compile(schema);
    for (const value of values) {
      const got = Array.isArray(value)
        ? "array"
        : value === null
          ? "null"
          : typeof value === "number"
            ? Number.isInteger(value)
              ? "integer"
              : "number"
            : typeof value === "object"
              ? "object"
              : typeof value;
      expect(compiled.validate(value).map(String)).toEqual([`$: expected ${expected}, got ${got}`]);
      // And as a property, beside nothing else.
      expect(
        compile({ properties: { p: schema } })
          .validate({ p: value })
          .map(String),
      ).toEqual([`$.p: expected ${expected}, got ${got}`]);
    }
  });
});

describe("a type list beside enum or const: the type is checked first", () => {
  // The enum holds a value outside the type list: the type still applies (SPEC 4.2).
  test("a value the enum allows but the type list does not is a type error", () => {
    const schema = compile({ type: ["string", "null"], enum: ["a", 1] });
    expect(plain(schema.validate(1))).toEqual([
      { code: "type", path: "$", message: "expected string or null, got integer" },
    ]);
    expect(schema.validate("a")).toEqual([]);
    expect(plain(schema.validate(null))).toEqual([
      { code: "enum", path: "$", message: 'null is not one of ["a",1]' },
    ]);
  });

  test("a const outside the type list is refused at compile: no value could pass", () => {
    expect(() => compile({ type: ["string", "boolean"], const: 2 })).toThrow(
      "$.const: const 2 is not of type string or boolean: no value could pass",
    );
  });
});

describe("an enum-only schema given a value that is not JSON", () => {
  test("a value that is not JSON is a type error, not an enum error", () => {
    const schema = compile({ enum: [1, 2] });
    expect(plain(schema.validate(() => 1))).toEqual([
      { code: "type", path: "$", message: "expected a JSON value, got function" },
    ]);
  });

  test("inside an object, the property's error is a type error too", () => {
    const schema = compile({ type: "object", properties: { x: { enum: ["a"] } } });
    expect(plain(schema.validate({ x: Number.NaN }))).toEqual([
      { code: "type", path: "$.x", message: "expected a JSON value, got NaN" },
    ]);
  });
});

describe("a node whose build throws is built again at the next call", () => {
  // A $ref target is built at its first validation, which may run out of call stack midway.
  const ranOut = () => new RangeError("Maximum call stack size exceeded");
  const passes: Validator = { check: () => true, collect: () => {} };
  /** Gives `spec` a keyword of its own whose validator is the one `build` makes. */
  const withKeyword = (spec: SchemaSpec, build: Applicator["build"]) =>
    spec.extra.push({ keyword: "test", inPlace: [], build });

  test("the node itself: a second call builds it, never a stand-in for a build in progress", () => {
    let builds = 0;
    const spec = emptySpec();
    withKeyword(spec, () => {
      builds += 1;
      if (builds === 1) throw ranOut();
      return passes;
    });
    expect(() => buildValidator(spec)).toThrow(RangeError);
    const validator = buildValidator(spec);
    expect(validator.check("x")).toBe(true);
    expect(builds).toBe(2);
  });

  test("a child built inside the failed build reaches its parent once the parent is built", () => {
    let parentBuilds = 0;
    let child: Validator | undefined;
    const parent = emptySpec("$");
    const childSpec = emptySpec("$.child");
    // The child refers back to its parent, still being built: it gets a stand-in.
    withKeyword(childSpec, (validatorOf) => validatorOf(parent));
    withKeyword(parent, (validatorOf) => {
      parentBuilds += 1;
      child = validatorOf(childSpec);
      if (parentBuilds === 1) throw ranOut();
      return { check: (value) => value === "ok", collect: () => {} };
    });
    expect(() => buildValidator(parent)).toThrow(RangeError);
    // The child was built and kept; its stand-in builds the parent when first called.
    expect((child as Validator).check("ok")).toBe(true);
    expect((child as Validator).check("no")).toBe(false);
    expect(parentBuilds).toBe(2);
  });

  test("a stand-in for a node still being built collects through the finished node too", () => {
    let standIn: Validator | undefined;
    const parent = emptySpec("$");
    const childSpec = emptySpec("$.child");
    withKeyword(childSpec, (validatorOf) => {
      standIn = validatorOf(parent);
      return passes;
    });
    withKeyword(parent, (validatorOf) => {
      validatorOf(childSpec);
      return {
        check: (value) => value === "ok",
        collect: (value, path, errors) => {
          if (value !== "ok") errors.push(new ValidationError("test", path, "expected ok"));
        },
      };
    });
    buildValidator(parent);
    const errors: ValidationError[] = [];
    (standIn as Validator).collect("no", "$.child", errors);
    expect(errors.map(String)).toEqual(["$.child: expected ok"]);
    errors.length = 0;
    (standIn as Validator).collect("ok", "$.child", errors);
    expect(errors).toEqual([]);
  });
});

describe("a node that is only a $ref is its target; a keyword beside it applies too", () => {
  const lines = (schema: unknown, value: unknown) =>
    compileStandard(schema).validate(value).map(String);
  // Values that are not JSON, with the name a message gives them after "got".
  const notJson: [unknown, string][] = [
    [() => 1, "function"],
    [Number.NaN, "NaN"],
    [new Map(), "Map"],
  ];

  test("only a $ref: even a value that is not JSON gets the target's own answer", () => {
    const target = { type: "string" };
    const referring = { $defs: { s: target }, properties: { x: { $ref: "#/$defs/s" } } };
    const inline = { properties: { x: target } };
    expect(lines(referring, { x: () => 1 })).toEqual(["$.x: expected string, got function"]);
    for (const [value] of notJson) {
      expect(lines(referring, { x: value })).toEqual(lines(inline, { x: value }));
    }
    expect(lines({ $defs: { s: target }, $ref: "#/$defs/s" }, new Map())).toEqual([
      "$: expected string, got Map",
    ]);
  });

  test("a type, an enum or const beside a $ref is checked too", () => {
    const defs = { $defs: { low: { minimum: 0 }, int: { type: "integer" } } };
    expect(lines({ ...defs, $ref: "#/$defs/low", type: "integer" }, "x")).toEqual([
      "$: expected integer, got string",
    ]);
    expect(lines({ ...defs, $ref: "#/$defs/int", enum: [1, 2] }, 3)).toEqual([
      "$: 3 is not one of [1,2]",
    ]);
    expect(lines({ ...defs, $ref: "#/$defs/int", const: 1 }, 2)).toEqual(["$: expected 1, got 2"]);
  });

  test("each bound beside a $ref is checked too", () => {
    const defs = { $defs: { s: { type: "string" }, n: { type: "integer" }, a: { type: "array" } } };
    const string = { ...defs, $ref: "#/$defs/s" };
    const integer = { ...defs, $ref: "#/$defs/n" };
    const array = { ...defs, $ref: "#/$defs/a" };
    expect(lines({ ...string, minLength: 2 }, "x")).toEqual([
      "$: expected at least 2 characters, got 1",
    ]);
    expect(lines({ ...string, maxLength: 1 }, "xy")).toEqual([
      "$: expected at most 1 character, got 2",
    ]);
    expect(lines({ ...integer, minimum: 3 }, 2)).toEqual(["$: expected a number >= 3, got 2"]);
    expect(lines({ ...integer, maximum: 3 }, 4)).toEqual(["$: expected a number <= 3, got 4"]);
    expect(lines({ ...array, minItems: 1 }, [])).toEqual(["$: expected at least 1 item, got 0"]);
    expect(lines({ ...array, maxItems: 1 }, [1, 2])).toEqual(["$: expected at most 1 item, got 2"]);
  });

  test("one other standard keyword alone still refuses a value that is not JSON", () => {
    // format and not pass a function by themselves: the node's own gate refuses it.
    for (const schema of [{ format: "email" }, { not: { type: "string" } }]) {
      for (const [value, got] of notJson) {
        expect(lines(schema, value)).toEqual([`$: expected a JSON value, got ${got}`]);
        expect(lines({ properties: { x: schema } }, { x: value })).toEqual([
          `$.x: expected a JSON value, got ${got}`,
        ]);
      }
    }
  });
});
