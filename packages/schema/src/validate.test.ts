import { describe, expect, test } from "vitest";
import { compile, ValidationError } from "../test/core.js";
import { linesOf } from "../test/lines-of.js";

const getWeather = {
  type: "object",
  properties: {
    city: { type: "string", minLength: 1 },
    days: { type: "integer", minimum: 1, maximum: 7 },
    unit: { enum: ["c", "f"] },
  },
  required: ["city"],
  additionalProperties: false,
} as const;

describe("the worked example (SPEC section 6)", () => {
  const schema = () => compile(getWeather);

  test("the model's bad call gives exactly these lines", () => {
    const errors = schema().validateJSON('{"days": "3", "unit": "kelvin", "country": "FR"}');
    expect(errors.map(String).join("\n")).toBe(
      [
        '$: missing required property "city"',
        '$: unexpected property "country"',
        "$.days: expected integer, got string",
        '$.unit: "kelvin" is not one of ["c","f"]',
      ].join("\n"),
    );
    expect(errors.map((error) => error.code)).toEqual([
      "required",
      "additionalProperties",
      "type",
      "enum",
    ]);
    expect(errors[0]).toBeInstanceOf(ValidationError);
    expect(errors[0]?.path).toBe("$");
    expect(errors[0]?.message).toBe('missing required property "city"');
  });

  test("the corrected call passes, arguments unchanged", () => {
    const text = '{"city":"Paris","days":3}';
    expect(schema().validateJSON(text)).toEqual([]);
    const result = schema().parseJSON(text);
    expect(result).toEqual({ ok: true, value: { city: "Paris", days: 3 } });
    expect(schema().parseJSON('{"days":0}')).toEqual({
      ok: false,
      errors: schema().validate({ days: 0 }),
    });
  });
});

describe("the mistakes of SPEC section 7", () => {
  test("numbers by value: 3.0 is an integer, 1.0 is in [1], number accepts integers", () => {
    expect(compile({ type: "integer" }).validateJSON("3.0")).toEqual([]);
    expect(compile({ enum: [1] }).validateJSON("1.0")).toEqual([]);
    expect(compile({ const: 1 }).validateJSON("1.0")).toEqual([]);
    expect(linesOf({ type: "number" }, 3)).toEqual([]);
    expect(linesOf({ type: "integer" }, 3.5)).toEqual(["$: expected integer, got number"]);
  });

  test("string length in code points", () => {
    expect(linesOf({ maxLength: 1 }, "😀")).toEqual([]);
    expect(linesOf({ maxLength: 5, minLength: 5 }, "héllo")).toEqual([]);
    expect(linesOf({ maxLength: 1 }, "😀😀")).toEqual(["$: expected at most 1 character, got 2"]);
    expect(linesOf({ minLength: 3 }, "😀😀")).toEqual(["$: expected at least 3 characters, got 2"]);
    // A lone surrogate is one code point.
    expect(linesOf({ maxLength: 2, minLength: 2 }, "\ud83d\ud83d")).toEqual([]);
  });

  test("patterns are not anchored by the validator", () => {
    expect(linesOf({ pattern: "[0-9]{3}" }, "ab123cd")).toEqual([]);
    expect(linesOf({ pattern: "^[0-9]{3}$" }, "ab123cd")).toEqual([
      '$: "ab123cd" does not match the pattern "^[0-9]{3}$"',
    ]);
  });

  test("minimum and maximum are inclusive", () => {
    expect(linesOf(getWeather, { city: "x", days: 1 })).toEqual([]);
    expect(linesOf(getWeather, { city: "x", days: 7 })).toEqual([]);
    expect(linesOf(getWeather, { city: "x", days: 0 })).toEqual([
      "$.days: expected a number >= 1, got 0",
    ]);
    expect(linesOf(getWeather, { city: "x", days: 8 })).toEqual([
      "$.days: expected a number <= 7, got 8",
    ]);
  });

  test("presence is own property: required toString is not satisfied by {}", () => {
    expect(linesOf({ required: ["toString", "constructor", "__proto__"] }, {})).toEqual([
      '$: missing required property "__proto__"',
      '$: missing required property "constructor"',
      '$: missing required property "toString"',
    ]);
    expect(linesOf({ required: ["toString"] }, JSON.parse('{"toString":1}'))).toEqual([]);
    expect(linesOf({ properties: { toString: { type: "string" } } }, {})).toEqual([]);
  });

  test("__proto__ from JSON.parse is an ordinary property", () => {
    const closed = compile({ type: "object", properties: { a: {} }, additionalProperties: false });
    expect(closed.validateJSON('{"__proto__": {"x": 1}}').map(String)).toEqual([
      '$: unexpected property "__proto__"',
    ]);
    const listed = compile({
      properties: { ["__proto__"]: { type: "object" } },
      additionalProperties: false,
    });
    expect(listed.validateJSON('{"__proto__": {"x": 1}}')).toEqual([]);
    expect(listed.validateJSON('{"__proto__": 1}').map(String)).toEqual([
      "$.__proto__: expected object, got integer",
    ]);
    const extra = compile({ additionalProperties: { type: "string" } });
    expect(extra.validateJSON('{"__proto__": 1, "constructor": 2}').map(String)).toEqual([
      "$.__proto__: expected string, got integer",
      "$.constructor: expected string, got integer",
    ]);
  });

  test("presence is an own enumerable property, never an inherited one", () => {
    const hidden = Object.defineProperty({}, "city", { value: "Paris", enumerable: false });
    expect(linesOf(getWeather, hidden)).toEqual(['$: missing required property "city"']);
    const inherited = Object.create({ city: "Paris" }) as object;
    expect(
      linesOf({ required: ["city"] }, Object.assign(Object.create(null), { days: 1 })),
    ).toEqual(['$: missing required property "city"']);
    expect(linesOf({ type: "object" }, inherited)).toEqual([
      "$: expected object, got non-plain object",
    ]);
    // A polluted Object.prototype neither satisfies required nor counts as an extra property.
    const prototype = Object.prototype as Record<string, unknown>;
    prototype.polluted = 1;
    prototype.city = "Paris";
    try {
      expect(linesOf(getWeather, {})).toEqual(['$: missing required property "city"']);
      expect(linesOf(getWeather, { city: "Lyon" })).toEqual([]);
    } finally {
      delete prototype.polluted;
      delete prototype.city;
    }
  });

  test("array element errors carry the index", () => {
    expect(linesOf({ items: { type: "string" } }, ["a", 1, "b", null])).toEqual([
      "$[1]: expected string, got integer",
      "$[3]: expected string, got null",
    ]);
  });
});

describe("errors", () => {
  test("type lists", () => {
    expect(linesOf({ type: ["string", "null"] }, 3)).toEqual([
      "$: expected string or null, got integer",
    ]);
    expect(linesOf({ type: ["string", "number", "null"] }, true)).toEqual([
      "$: expected string, number or null, got boolean",
    ]);
    expect(linesOf({ type: ["string", "null"] }, null)).toEqual([]);
  });

  test("every type name after got", () => {
    const schema = compile({ type: "boolean" });
    const got = [null, 1, 1.5, "s", [], {}].map((value) => schema.validate(value)[0]?.message);
    expect(got).toEqual([
      "expected boolean, got null",
      "expected boolean, got integer",
      "expected boolean, got number",
      "expected boolean, got string",
      "expected boolean, got array",
      "expected boolean, got object",
    ]);
  });

  test("one message per keyword", () => {
    expect(linesOf({ const: "c" }, "x")).toEqual(['$: expected "c", got "x"']);
    expect(linesOf({ const: { a: [1] } }, { a: [2] })).toEqual([
      '$: expected {"a":[1]}, got {"a":[2]}',
    ]);
    expect(linesOf({ minItems: 2 }, [1])).toEqual(["$: expected at least 2 items, got 1"]);
    expect(linesOf({ maxItems: 1 }, [1, 2])).toEqual(["$: expected at most 1 item, got 2"]);
    expect(linesOf({ minLength: 1 }, "")).toEqual(["$: expected at least 1 character, got 0"]);
    expect(linesOf({ anyOf: [{ type: "string" }, { minimum: 3 }] }, 2)).toEqual([
      "$: 2 does not match any of the 2 schemas in anyOf",
    ]);
    expect(linesOf({ anyOf: [{ type: "string" }, { minimum: 3 }] }, 3)).toEqual([]);
    expect(linesOf({}, undefined)).toEqual(["$: expected a JSON value, got undefined"]);
  });

  test("paths: identifiers, quoted names, indices, nested", () => {
    const schema = {
      properties: {
        "a b": { type: "string" },
        tags: { items: { properties: { $x: { type: "null" }, "1a": { type: "null" } } } },
        "": { type: "null" },
      },
    };
    // "." (U+002E) sorts before "[" (U+005B).
    expect(linesOf(schema, { "a b": 1, tags: [{}, { $x: 0, "1a": 0 }], "": 0 })).toEqual([
      "$.tags[1].$x: expected null, got integer",
      '$.tags[1]["1a"]: expected null, got integer',
      '$[""]: expected null, got integer',
      '$["a b"]: expected string, got integer',
    ]);
  });

  test("sorted by path then message by code units, not locale", () => {
    const schema = {
      properties: {
        B: { type: "string" },
        a: { type: "string" },
        é: { type: "string" },
        Z: { type: "string" },
      },
      required: ["y", "x"],
    };
    expect(linesOf(schema, { B: 1, a: 1, é: 1, Z: 1 })).toEqual([
      '$: missing required property "x"',
      '$: missing required property "y"',
      "$.B: expected string, got integer",
      "$.Z: expected string, got integer",
      "$.a: expected string, got integer",
      '$["é"]: expected string, got integer',
    ]);
  });

  test("a wrong type stops that schema's other keywords, not its siblings", () => {
    expect(linesOf({ type: "string", minLength: 3, enum: ["abc"], pattern: "^a" }, 5)).toEqual([
      "$: expected string, got integer",
    ]);
    expect(linesOf({ type: "object", required: ["a"] }, [])).toEqual([
      "$: expected object, got array",
    ]);
  });

  test("keywords for another type pass", () => {
    expect(linesOf({ minLength: 3, minimum: 3, minItems: 3, required: ["a"] }, true)).toEqual([]);
    expect(linesOf({ minLength: 3, minimum: 3, minItems: 3, required: ["a"] }, "abc")).toEqual([]);
  });

  test("all errors, not only the first", () => {
    expect(linesOf({ type: "string", minLength: 5, pattern: "^x", enum: ["x"] }, "abc")).toEqual([
      '$: "abc" does not match the pattern "^x"',
      '$: "abc" is not one of ["x"]',
      "$: expected at least 5 characters, got 3",
    ]);
    expect(linesOf({ items: getWeather }, [{ days: 9 }, {}]).length).toBe(3);
  });

  test("values in messages are JSON and cut to a bounded length", () => {
    const [message] = compile({ enum: ["a"] })
      .validate("x".repeat(10_000))
      .map((error) => error.message);
    expect(message).toBe(`"${"x".repeat(96)}... is not one of ["a"]`);
    expect(linesOf({ const: "a" }, "\ud800")).toEqual(['$: expected "a", got "\\ud800"']);
  });
});

describe("never throws", () => {
  test("a string too long for its pattern's work bound is refused without matching", () => {
    const schema = compile({ type: "string", pattern: "^\\d{900}" });
    const long = "1".repeat(200_000);
    const [error] = schema.validate(long);
    expect(error?.code).toBe("pattern");
    expect(error?.message).toMatch(
      /^string of 200000 UTF-16 code units is over the limit of \d+ for matching the pattern "\^\\\\d\{900\}"$/,
    );
    expect(Number(/limit of (\d+)/.exec(error?.message ?? "")?.[1])).toBeLessThan(200_000);
    expect(schema.validate("1".repeat(900))).toEqual([]);
  });

  test("numbers past 2^53, -0, NaN and Infinity", () => {
    expect(compile({ type: "integer" }).validateJSON("123456789012345678901234567890")).toEqual([]);
    expect(linesOf({ type: "integer", maximum: 2 ** 60 }, 2 ** 60)).toEqual([]);
    expect(linesOf({ type: "integer", const: 0, enum: [0] }, -0)).toEqual([]);
    expect(compile({ type: "integer" }).validateJSON("-0")).toEqual([]);
    expect(linesOf({ type: "number" }, Number.NaN)).toEqual(["$: expected number, got NaN"]);
    expect(linesOf({}, Number.NaN)).toEqual(["$: expected a JSON value, got NaN"]);
    expect(linesOf({ minimum: 0 }, Number.POSITIVE_INFINITY)).toEqual([
      "$: expected a JSON value, got Infinity",
    ]);
    expect(linesOf({ type: "number" }, Number.NEGATIVE_INFINITY)).toEqual([
      "$: expected number, got -Infinity",
    ]);
    // From JSON text, Infinity is a number too large to represent, as the registry says.
    expect(compile({ type: "number" }).validateJSON("1e400").map(String)).toEqual([
      "$: expected number, got a number too large to represent",
    ]);
    expect(
      compile({ items: {} }).validateJSON(new TextEncoder().encode("[-1e400]")).map(String),
    ).toEqual(["$[0]: expected a JSON value, got a number too large to represent"]);
    const parsed = compile({ type: "number" }).parseJSON(" 1E999 ");
    expect(parsed.ok ? [] : parsed.errors.map(String)).toEqual([
      "$: expected number, got a number too large to represent",
    ]);
    // Once the text is judged, values from JavaScript read as they are again.
    expect(linesOf({ type: "number" }, Number.POSITIVE_INFINITY)).toEqual([
      "$: expected number, got Infinity",
    ]);
  });

  test("values that are not JSON", () => {
    class Point {
      x = 1;
    }
    const cases: [unknown, string][] = [
      [undefined, "undefined"],
      [() => 1, "function"],
      [Symbol("s"), "symbol"],
      [10n, "bigint"],
      [new Map(), "Map"],
      [new Date(0), "Date"],
      [new Point(), "instance of Point"],
      [/x/, "RegExp"],
    ];
    for (const [value, name] of cases) {
      expect(linesOf({ type: "object" }, value)).toEqual([`$: expected object, got ${name}`]);
      expect(linesOf({}, value)).toEqual([`$: expected a JSON value, got ${name}`]);
    }
    expect(linesOf({ type: "object", required: ["a"] }, Object.create(null))).toEqual([
      '$: missing required property "a"',
    ]);
    // A sparse array's hole reads as undefined.
    const sparse = [1, 2, 3];
    delete sparse[1];
    expect(linesOf({ items: {} }, sparse)).toEqual(["$[1]: expected a JSON value, got undefined"]);
    // An own property holding undefined is absent, as JSON.stringify has it.
    expect(
      linesOf({ required: ["a"], additionalProperties: false }, { a: undefined, b: undefined }),
    ).toEqual(['$: missing required property "a"']);
  });

  test("getters and proxies that throw", () => {
    const value = {
      get city(): string {
        throw new Error("boom");
      },
    };
    expect(linesOf(getWeather, value)).toEqual(["$: value could not be read: boom"]);
    const proxy = new Proxy(
      {},
      {
        getPrototypeOf() {
          throw null;
        },
      },
    );
    expect(linesOf(getWeather, proxy)).toEqual(["$: value could not be read: it threw null"]);
    const revocable = Proxy.revocable({}, {});
    revocable.revoke();
    expect(compile(getWeather).validate(revocable.proxy)[0]?.code).toBe("unreadable_value");
    let reads = 0;
    const flipping = {
      get city(): unknown {
        reads += 1;
        return reads === 1 ? 1 : "Paris";
      },
    };
    expect(linesOf(getWeather, flipping)).toEqual([
      "$: value changed while it was being validated",
    ]);
  });

  test("cycles are walked only as deep as the schema", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(
      linesOf({ properties: { self: { properties: { self: { type: "object" } } } } }, cyclic),
    ).toEqual([]);
    const [line] = linesOf({ const: { self: {} } }, cyclic);
    expect(line).toMatch(/^\$: expected \{"self":\{\}\}, got (\{"self":)+.*\.\.\.$/);
    expect(line?.length).toBe('$: expected {"self":{}}, got '.length + 100);
  });
});
