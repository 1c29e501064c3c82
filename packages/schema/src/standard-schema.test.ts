import { describe, expect, expectTypeOf, test } from "vitest";
import { compile, issuePath, pathSegments, UnsupportedTargetError } from "./index.js";

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

const order = {
  type: "object",
  properties: {
    items: {
      type: "array",
      items: {
        type: "object",
        properties: {
          sku: { type: "string", pattern: "^[A-Z]{3}$" },
          "unit price": { type: "number" },
        },
      },
    },
  },
} as const;

describe("~standard: Standard Schema", () => {
  test("version and vendor", () => {
    const standard = compile(getWeather)["~standard"];
    expect(standard.version).toBe(1);
    expect(standard.vendor).toBe("tinyllm");
    expect(standard.types).toBeUndefined();
  });

  test("a passing value comes back as itself, synchronously", () => {
    const value = { city: "Paris", days: 3 };
    const result = compile(getWeather)["~standard"].validate(value);
    expect(result).toEqual({ value });
    expect("value" in result && result.value).toBe(value);
  });

  test("errors become issues: our messages, sorted, paths as keys and indexes", () => {
    const result = compile(getWeather)["~standard"].validate({
      days: "3",
      unit: "kelvin",
      country: "FR",
    });
    expect(result.issues).toEqual([
      { message: 'missing required property "city"', path: [] },
      { message: 'unexpected property "country"', path: [] },
      { message: "expected integer, got string", path: ["days"] },
      { message: '"kelvin" is not one of ["c","f"]', path: ["unit"] },
    ]);
  });

  test("$.items[3].sku is ['items', 3, 'sku']; odd names come back unquoted", () => {
    const items = [{}, {}, {}, { sku: "x1", "unit price": "9" }];
    const result = compile(order)["~standard"].validate({ items });
    expect(result.issues?.map((issue) => issue.path)).toEqual([
      ["items", 3, "sku"],
      ["items", 3, "unit price"],
    ]);
    const errors = compile(order).validate({ items });
    expect(errors.map((error) => error.path)).toEqual([
      "$.items[3].sku",
      '$.items[3]["unit price"]',
    ]);
  });
});

describe("paths both ways", () => {
  test.each([
    ["$", []],
    ["$.a", ["a"]],
    ["$.items[3].sku", ["items", 3, "sku"]],
    ['$["a b"][0]', ["a b", 0]],
    ['$["3"]', ["3"]],
    ['$["say \\"hi\\"]"].x', ['say "hi"]', "x"]],
    ['$["a.b"]["c[0]"]', ["a.b", "c[0]"]],
  ] as const)("%s", (path, segments) => {
    expect(pathSegments(path)).toEqual(segments);
    expect(issuePath(segments)).toBe(path);
  });

  test("segments given as { key } objects, and no path at all", () => {
    expect(issuePath([{ key: "items" }, { key: 2 }])).toBe("$.items[2]");
    expect(issuePath(undefined)).toBe("$");
    expect(issuePath([-1, 1.5])).toBe('$["-1"]["1.5"]');
    expect(issuePath([Symbol("s")])).toBe("$[Symbol(s)]");
    // A foreign validator's null is named by its text, as -1 and 1.5 are, never a crash.
    expect(issuePath([null as never, { key: 0 }])).toBe("$.null[0]");
  });

  test("a string that stops being one of our paths keeps its rest whole, unguessed", () => {
    expect(pathSegments("items[0]")).toEqual(["items[0]"]);
    expect(pathSegments("$items")).toEqual(["items"]);
    expect(pathSegments('$x"y"')).toEqual(['x"y"']);
    expect(pathSegments("$.items[2]sku")).toEqual(["items", 2, "sku"]);
  });

  test.each([
    // An unterminated or unclosed quoted key, and an escape JSON does not have.
    ['$["a', ['["a']],
    ['$.x["a"x.b', ["x", '["a"x.b']],
    ['$["\\q"]', ['["\\q"]']],
    ['$["a\nb"]', ['["a\nb"]']],
    // An index that is not a non-negative integer in our digits, or has no closing bracket.
    ["$['a']", ["['a']"]],
    ["$[*]", ["[*]"]],
    ["$.a[01]", ["a", "[01]"]],
    ["$.a[-1]", ["a", "[-1]"]],
    ["$[]", ["[]"]],
    ["$[1", ["[1"]],
  ])("%s is read up to where it stops being ours, and the rest kept whole", (path, segments) => {
    expect(pathSegments(path)).toEqual(segments);
  });
});

describe("~standard.jsonSchema", () => {
  test("input and output are the compiled schema for draft-2020-12 and draft-07, a fresh copy each time", () => {
    const schema = compile(getWeather);
    const { input, output } = schema["~standard"].jsonSchema;
    for (const target of ["draft-2020-12", "draft-07"] as const) {
      expect(input({ target })).toEqual(schema.toJSON());
      expect(output({ target })).toEqual(schema.toJSON());
    }
    const first = input({ target: "draft-07" });
    (first as { type: string }).type = "changed";
    expect(input({ target: "draft-07" })).toEqual(getWeather);
  });

  test.each(["openapi-3.0", "draft-04", "draft-2019-09", ""])("target %j throws", (target) => {
    const { input, output } = compile(getWeather)["~standard"].jsonSchema;
    for (const convert of [input, output]) {
      let thrown: unknown;
      try {
        convert({ target });
      } catch (error) {
        thrown = error;
      }
      expect(UnsupportedTargetError.isInstance(thrown)).toBe(true);
      expect((thrown as Error).message).toBe(
        `JSON Schema target ${JSON.stringify(target)} is not supported; expected "draft-2020-12" or "draft-07" (an openapi-3.0 schema cannot state const, type lists or null exactly)`,
      );
      expect((thrown as UnsupportedTargetError).code).toBe("unsupported_target");
    }
  });

  test("a missing target throws too", () => {
    const { input } = compile(getWeather)["~standard"].jsonSchema;
    expect(() => input(undefined as never)).toThrow(/target undefined is not supported/);
    expect(UnsupportedTargetError.isInstance(new Error("x"))).toBe(false);
    expect(UnsupportedTargetError.isInstance(null)).toBe(false);
  });
});

describe("parse", () => {
  test("a valid value passes as itself; an invalid one gives the sorted errors", () => {
    const schema = compile(getWeather);
    const value = { city: "Paris" };
    const passed = schema.parse(value);
    expect(passed).toEqual({ ok: true, value });
    expect(passed.ok && passed.value).toBe(value);
    const failed = schema.parse({ days: 0 });
    expect(failed.ok).toBe(false);
    if (!failed.ok) {
      expect(failed.errors.map(String)).toEqual([
        '$: missing required property "city"',
        "$.days: expected a number >= 1, got 0",
      ]);
    }
  });
});

describe("README: Standard Schema", () => {
  test("the example's answers", () => {
    const getWeather = compile({
      type: "object",
      properties: { city: { type: "string", minLength: 1 }, days: { type: "integer", maximum: 7 } },
      required: ["city"],
      additionalProperties: false,
    });
    expect(getWeather["~standard"].validate({ city: "", days: 9 })).toEqual({
      issues: [
        { message: "expected at least 1 character, got 0", path: ["city"] },
        { message: "expected a number <= 7, got 9", path: ["days"] },
      ],
    });
    expect(getWeather["~standard"].jsonSchema.input({ target: "draft-07" })).toEqual(
      getWeather.toJSON(),
    );
    const parsed = getWeather.parse({ city: "Paris" });
    expect(parsed).toEqual({ ok: true, value: { city: "Paris" } });
    if (parsed.ok) expectTypeOf(parsed.value.days).toEqualTypeOf<number | undefined>();
  });
});
