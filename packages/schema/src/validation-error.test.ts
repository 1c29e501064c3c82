import { describe, expect, test } from "vitest";
import { compile, SchemaError } from "./index.js";
import { sortErrors, ValidationError } from "./validation-error.js";

function error(path: string, message: string, code = "type"): ValidationError {
  return new ValidationError(code, path, message);
}

function text(errors: readonly { path: string; message: string }[]): string[] {
  return errors.map((entry) => `${entry.path}: ${entry.message}`);
}

describe("ValidationError", () => {
  test("fields and toString", () => {
    const value = new ValidationError("minItems", "$.tags", "expected at least 1 item, got 0");
    expect(value.code).toBe("minItems");
    expect(value.path).toBe("$.tags");
    expect(value.message).toBe("expected at least 1 item, got 0");
    expect(value.toString()).toBe("$.tags: expected at least 1 item, got 0");
    expect(String(value)).toBe("$.tags: expected at least 1 item, got 0");
    expect(`${value}`).toBe("$.tags: expected at least 1 item, got 0");
  });
});

describe("sortErrors: by path, then message, by code units", () => {
  test("an empty list and a single error", () => {
    expect(sortErrors([])).toEqual([]);
    const one = [error("$", "x")];
    expect(sortErrors(one)).toBe(one);
  });

  test("a sorted list comes back as it is", () => {
    const list = [error("$", "a"), error("$", "b"), error("$.a", "a"), error("$[0]", "a")];
    const copy = [...list];
    const result = sortErrors(list);
    expect(result).toBe(list);
    expect(result).toEqual(copy);
  });

  test("unsorted short lists are sorted in place", () => {
    const list = [error("$.b", "x"), error("$.c", "x"), error("$.a", "x")];
    const result = sortErrors(list);
    expect(result).toBe(list);
    expect(text(result)).toEqual(["$.a: x", "$.b: x", "$.c: x"]);
    expect(text(sortErrors([error("$", "b"), error("$", "a")]))).toEqual(["$: a", "$: b"]);
    expect(text(sortErrors([error("$", "c"), error("$", "a"), error("$", "b")]))).toEqual([
      "$: a",
      "$: b",
      "$: c",
    ]);
    expect(
      text(sortErrors([error("$.b", "a"), error("$.a", "z"), error("$.a", "b"), error("$", "q")])),
    ).toEqual(["$: q", "$.a: b", "$.a: z", "$.b: a"]);
    // Code units, not locale: "Z" < "a" < "é", "[" after ".".
    expect(
      text(
        sortErrors([error("$.é", "x"), error("$.a", "x"), error("$[0]", "x"), error("$.Z", "x")]),
      ),
    ).toEqual(["$.Z: x", "$.a: x", "$.é: x", "$[0]: x"]);
  });

  test("a path that is a prefix of another sorts first", () => {
    expect(text(sortErrors([error("$.ab", "x"), error("$.a", "y"), error("$", "z")]))).toEqual([
      "$: z",
      "$.a: y",
      "$.ab: x",
    ]);
  });

  test("equal errors keep their places", () => {
    const first = error("$", "same", "a");
    const second = error("$", "same", "b");
    const list = [error("$.z", "x"), first, second];
    const result = sortErrors(list);
    expect(result.map((entry) => entry.code)).toEqual(["a", "b", "type"]);
  });

  test("long lists, over 32 errors", () => {
    const paths = Array.from({ length: 40 }, (_, index) => `$[${index}]`);
    const list = [...paths].reverse().map((path) => error(path, "m"));
    const expected = [...paths].sort().map((path) => `${path}: m`);
    expect(text(sortErrors(list))).toEqual(expected);
    const messages = Array.from({ length: 35 }, (_, index) => `m${100 - index}`);
    expect(text(sortErrors(messages.map((message) => error("$", message))))).toEqual(
      [...messages].sort().map((message) => `$: ${message}`),
    );
  });

  test("validation output is sorted whatever the key order", () => {
    const schema = compile({
      properties: Object.fromEntries(
        Array.from({ length: 40 }, (_, index) => [`p${index}`, { type: "string" }]),
      ),
    });
    const value = Object.fromEntries(
      Array.from({ length: 40 }, (_, index) => [`p${39 - index}`, 0]),
    );
    const lines = schema.validate(value).map(String);
    expect(lines).toHaveLength(40);
    expect(lines).toEqual(
      Array.from({ length: 40 }, (_, index) => `p${index}`)
        .sort()
        .map((name) => `$.${name}: expected string, got integer`),
    );
  });
});

describe("SchemaError", () => {
  test("sorted, frozen issues and the message as their lines", () => {
    const issues = [
      { path: "$.b", message: "two" },
      { path: "$", message: "z" },
      { path: "$", message: "a" },
    ];
    const schemaError = new SchemaError(issues);
    expect(schemaError).toBeInstanceOf(Error);
    expect(schemaError.name).toBe("SchemaError");
    expect(schemaError.code).toBe("invalid_schema");
    expect(schemaError.issues).toEqual([
      { path: "$", message: "a" },
      { path: "$", message: "z" },
      { path: "$.b", message: "two" },
    ]);
    expect(schemaError.message).toBe("$: a\n$: z\n$.b: two");
    expect(Object.isFrozen(schemaError.issues)).toBe(true);
    expect(Object.isFrozen(schemaError.issues[0])).toBe(true);
    // The caller's list is neither sorted nor shared.
    expect(issues[0]).toEqual({ path: "$.b", message: "two" });
    expect(schemaError.issues[2]).not.toBe(issues[0]);
    expect(String(schemaError)).toBe("SchemaError: $: a\n$: z\n$.b: two");
  });
});
