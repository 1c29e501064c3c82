import { describe, expect, test } from "vitest";
import { compile } from "../index.js";

// describeSchema through `not`, whose message is `expected anything but <description>, got <value>`:
// each case validates a value that passes the inner schema, so that `not` fails.
function wanted(schema: unknown, passing: unknown, root: object = {}): string {
  const lines = compile({ ...root, not: schema })
    .validate(passing)
    .map(String);
  expect(lines).toHaveLength(1);
  const prefix = "$: expected anything but ";
  expect(lines[0]?.startsWith(prefix)).toBe(true);
  const line = lines[0] as string;
  return line.slice(prefix.length, line.lastIndexOf(", got "));
}

describe("describeSchema names what a schema wants", () => {
  test.each([
    ["array", []],
    ["boolean", true],
    ["integer", 1],
    ["null", null],
    ["number", 1.5],
    ["object", {}],
    ["string", ""],
  ])("the type %s", (type, value) => {
    const noun = {
      array: "an array",
      boolean: "a boolean",
      integer: "an integer",
      null: "null",
      number: "a number",
      object: "an object",
      string: "a string",
    }[type];
    expect(wanted({ type }, value)).toBe(noun);
  });

  test("several types, joined with or", () => {
    expect(wanted({ type: ["string", "null", "boolean"] }, null)).toBe(
      "a string or null or a boolean",
    );
  });

  test("the qualifiers of strings and numbers, in order", () => {
    expect(wanted({ type: "string", pattern: "^a", minLength: 2, maxLength: 5 }, "abc")).toBe(
      'a string matching "^a" of at least 2 characters of at most 5 characters',
    );
    expect(wanted({ type: "number", minimum: 1, maximum: 9 }, 3)).toBe("a number >= 1 <= 9");
    expect(wanted({ type: "integer", maximum: 0 }, -1)).toBe("an integer <= 0");
  });

  test("const, enum and false say the values themselves", () => {
    expect(wanted({ const: { a: [1] } }, { a: [1] })).toBe('{"a":[1]}');
    expect(wanted({ type: "string", enum: ["x", "y"] }, "x")).toBe('one of ["x","y"]');
    expect(
      compile({ anyOf: [false, { type: "null" }] })
        .validate(1)
        .map(String),
    ).toEqual(["$: 1 matches none of: nothing; null"]);
  });

  test("an object by its tags, else by its required properties", () => {
    expect(
      wanted(
        { type: "object", properties: { kind: { const: "a" }, v: { const: 2 } }, required: ["x"] },
        { kind: "a", v: 2, x: 1 },
      ),
    ).toBe('an object with "kind": "a", "v": 2');
    expect(
      wanted({ type: "object", properties: { kind: { enum: ["a", "b"] } } }, { kind: "a" }),
    ).toBe('an object with "kind": one of ["a","b"]');
    expect(wanted({ type: "object", required: ["x", "y"] }, { x: 1, y: 2 })).toBe(
      'an object with required "x", "y"',
    );
  });

  test("a format's words stand for the string it applies to", () => {
    expect(wanted({ type: "string", format: "uuid" }, "123e4567-e89b-12d3-a456-426614174000")).toBe(
      wanted({ format: "uuid" }, "123e4567-e89b-12d3-a456-426614174000"),
    );
    // The format's words, though another applicator (`not`) comes first.
    expect(wanted({ type: "string", not: { const: "" }, format: "email" }, "a@b.co")).toBe(
      "an email address (RFC 5321 mailbox)",
    );
    expect(wanted({ type: ["string", "null"], format: "date" }, null)).toMatch(/^\S.* or null$/);
    expect(wanted({ type: ["string", "null"], format: "date" }, null)).not.toMatch(/^a string/);
  });

  test("a schema without a type: its $ref's target, two references followed at most, else where it is", () => {
    const defs = {
      n: { type: "integer" },
      one: { $ref: "#/$defs/n" },
      two: { $ref: "#/$defs/one" },
    };
    expect(wanted({ $ref: "#/$defs/n" }, 1, { $defs: defs })).toBe("an integer");
    expect(wanted({ $ref: "#/$defs/one" }, 1, { $defs: defs })).toBe("an integer");
    expect(wanted({ $ref: "#/$defs/two" }, 1, { $defs: defs })).toBe(
      "a value matching the schema at $.$defs.one",
    );
    expect(wanted({ minimum: 1 }, 2)).toBe("a value matching the schema at $.not");
  });
});

describe("a description is cut to 80 characters", () => {
  // `a string matching "` and `"` are 20 characters around the pattern.
  test("80 stay whole", () => {
    const pattern = "a".repeat(60);
    expect(wanted({ type: "string", pattern }, pattern)).toBe(`a string matching "${pattern}"`);
  });

  test("81 become the first 77 and three dots", () => {
    const pattern = "a".repeat(61);
    const text = `a string matching "${pattern}"`;
    expect(text).toHaveLength(81);
    expect(wanted({ type: "string", pattern }, pattern)).toBe(`${text.slice(0, 77)}...`);
  });
});

describe("describeAlternatives lists five, then how many more", () => {
  const branches = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ const: index }));

  test("five: all of them", () => {
    expect(
      compile({ anyOf: branches(5) })
        .validate("x")
        .map(String),
    ).toEqual(['$: "x" matches none of: 0; 1; 2; 3; 4']);
  });

  test("six: five and one more", () => {
    expect(
      compile({ anyOf: branches(6) })
        .validate("x")
        .map(String),
    ).toEqual(['$: "x" matches none of: 0; 1; 2; 3; 4; and 1 more']);
  });
});
