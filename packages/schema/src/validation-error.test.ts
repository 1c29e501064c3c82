import { describe, expect, test } from "vitest";
import { compile } from "../test/core.js";
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

describe("sortErrors: errors of one path are sorted by message, whatever their codes", () => {
  test("two required errors out of order", () => {
    const list = [
      error("$", 'missing required property "b"', "required"),
      error("$", 'missing required property "a"', "required"),
    ];
    expect(text(sortErrors(list))).toEqual([
      '$: missing required property "a"',
      '$: missing required property "b"',
    ]);
  });

  test("an error with an empty code before an additionalProperties error", () => {
    const list = [error("$", "z", ""), error("$", "a", "additionalProperties")];
    expect(text(sortErrors(list))).toEqual(["$: a", "$: z"]);
  });

  test("a required error before an error with an empty code", () => {
    const list = [error("$", "z", "required"), error("$", "a", "")];
    expect(text(sortErrors(list))).toEqual(["$: a", "$: z"]);
  });
});

// sortErrors is on every invalid call: a list already in order must cost one pass and no write,
// and only long lists go to Array#sort (short ones use the insertion sort, without comparator calls).
describe("sortErrors: the work it does", () => {
  function frozen(list: ValidationError[]): ValidationError[] {
    return Object.freeze(list) as ValidationError[];
  }

  test("a list in order is returned as it is, without a write", () => {
    const byPath = frozen([error("$", "z"), error("$.a", "y"), error("$.b", "x")]);
    expect(sortErrors(byPath)).toBe(byPath);
    const byMessage = frozen([error("$", "a"), error("$", "b"), error("$", "c")]);
    expect(sortErrors(byMessage)).toBe(byMessage);
    const equal = frozen([error("$", "same", "a"), error("$", "same", "b")]);
    expect(sortErrors(equal)).toBe(equal);
    const long = frozen(Array.from({ length: 40 }, (_, index) => error(`$.p${100 + index}`, "m")));
    expect(sortErrors(long)).toBe(long);
  });

  test("a missing and an unexpected property of one object are taken as in order", () => {
    const list = frozen([
      error("$", 'missing required property "b"', "required"),
      error("$", 'unexpected property "a"', "additionalProperties"),
    ]);
    expect(sortErrors(list)).toBe(list);
  });

  function watchedSort(length: number) {
    const list = Array.from({ length }, (_, index) => error(`$.p${100 + length - index}`, "m"));
    const calls: number[] = [];
    // An own `sort` stands in for Array#sort on this one list.
    Object.defineProperty(list, "sort", {
      value(compare: (left: ValidationError, right: ValidationError) => number) {
        calls.push(length);
        return Array.prototype.sort.call(this, compare);
      },
    });
    const sorted = sortErrors(list).map((entry) => entry.path);
    expect(sorted).toEqual(Array.from({ length }, (_, index) => `$.p${101 + index}`));
    return calls.length;
  }

  test("up to 32 errors: the insertion sort", () => {
    expect(watchedSort(2)).toBe(0);
    expect(watchedSort(32)).toBe(0);
  });

  test("33 errors and more: Array#sort", () => {
    expect(watchedSort(33)).toBe(1);
    expect(watchedSort(40)).toBe(1);
  });
});
