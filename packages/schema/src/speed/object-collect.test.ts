import { describe, expect, test } from "vitest";
import { compile } from "../../test/core.js";
import { withPollutedPrototype } from "../../test/with-polluted-prototype.js";

interface Plain {
  readonly code: string;
  readonly path: string;
  readonly message: string;
}

function plain(errors: readonly Plain[]): Plain[] {
  return errors.map(({ code, path, message }) => ({ code, path, message }));
}

/** An object whose `a` getter answers `bad` on its first two reads and `good` after. */
function goodOnThirdRead(bad: unknown, good: unknown): object {
  let reads = 0;
  return {
    get a() {
      reads += 1;
      return reads <= 2 ? bad : good;
    },
  };
}

const CHANGED: Plain = {
  code: "unreadable_value",
  path: "$",
  message: "value changed while it was being validated",
};

describe("the type test of a node with properties", () => {
  test("a string schema that also lists properties refuses an object by its type alone", () => {
    const schema = compile({ type: "string", properties: { a: { type: "string" } } });
    expect(plain(schema.validate({ a: 1 }))).toEqual([
      { code: "type", path: "$", message: "expected string, got object" },
    ]);
    expect(schema.validate("text")).toEqual([]);
  });

  test("an object schema with properties refuses a number with code type", () => {
    const schema = compile({ type: "object", properties: { a: { type: "string" } } });
    expect(plain(schema.validate(5))).toEqual([
      { code: "type", path: "$", message: "expected object, got integer" },
    ]);
  });
});

describe("a getter that changes between reads", () => {
  test("a property that turns valid when read again gives value changed with code unreadable_value", () => {
    const schema = compile({ type: "object", properties: { a: { type: "string" } } });
    let reads = 0;
    const value = {
      get a() {
        reads += 1;
        return reads === 1 ? 1 : "text";
      },
    };
    expect(plain(schema.validate(value))).toEqual([CHANGED]);
  });

  // The check reads the element once, and the collector's re-check once more before it
  // collects; a value that is only good by then left no error to report.
  test("an array element that turns valid by the time its errors are collected gives value changed", () => {
    const schema = compile({
      type: "array",
      items: { type: "object", properties: { a: { type: "string" } } },
    });
    expect(plain(schema.validate([goodOnThirdRead(1, "text")]))).toEqual([CHANGED]);
  });

  test("a nested property that turns valid by the time its errors are collected gives value changed", () => {
    const schema = compile({
      type: "object",
      properties: { p: { type: "object", properties: { a: { type: "string" } } } },
    });
    expect(plain(schema.validate({ p: goodOnThirdRead(1, "text") }))).toEqual([CHANGED]);
  });
});

describe("a polluted Object.prototype", () => {
  test('past 31 slots, a missing required property is still reported under a key "0"', () => {
    // Presence past 31 slots is kept in an array; a hole in it read Object.prototype["0"].
    const names = Array.from({ length: 32 }, (_, index) => `p${String(index).padStart(2, "0")}`);
    const schema = compile({ type: "object", required: names });
    const present = Object.fromEntries(names.slice(1).map((name) => [name, 1]));
    withPollutedPrototype({ 0: true }, () => {
      expect(schema.validate(present).map(String)).toEqual(['$: missing required property "p00"']);
    });
  });
});
