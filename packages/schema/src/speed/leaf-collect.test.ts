import { describe, expect, test } from "vitest";
import { compile as compileCore } from "../../test/core.js";
import { unreadableLength } from "../../test/unreadable-length.js";
import { compile } from "../compile.js";

// The leaf collector (leaf-collect.ts): its callers run it only on a value their check refused,
// so its own tests tell only when the value it is given passes after all: a getter that answers
// differently on a later read. Then it must find nothing wrong, and `validate` reports the change
// (README: `unreadable_value`, "value changed while it was being validated").

const CHANGED = "$: value changed while it was being validated";

/** An object whose `name` getter answers `bad` on its first `badReads` reads and `good` after. */
function turnsGood(name: string, badReads: number, bad: unknown, good: unknown): object {
  let reads = 0;
  return Object.defineProperty({}, name, {
    enumerable: true,
    get() {
      reads += 1;
      return reads <= badReads ? bad : good;
    },
  });
}

describe("an enum alone", () => {
  // The check compares once ({"a": 2}); the collector compares again and gets {"a": 1}.
  test("a value that is in the enum when the collector reads it gives value changed", () => {
    const schema = compileCore({ enum: [{ a: 1 }] });
    expect(schema.validate({ a: 2 }).map(String)).toEqual(['$: {"a":2} is not one of [{"a":1}]']);
    expect(schema.validate(turnsGood("a", 1, 2, 1)).map(String)).toEqual([CHANGED]);
  });
});

// patternProperties tests a property's value once in its check, once in its collector's own
// re-check, and once more in the collector's walk before it hands the collector a fourth read
// (keywords/pattern-properties.ts): a value good by that read reaches the leaf collector.
describe("a leaf under patternProperties that is good by the collector's read", () => {
  test("a boolean leaf gives value changed", () => {
    const schema = compile({ patternProperties: { "^f": { type: "boolean" } } });
    expect(schema.validate({ f: "no" }).map(String)).toEqual(["$.f: expected boolean, got string"]);
    expect(schema.validate(turnsGood("f", 3, "no", true)).map(String)).toEqual([CHANGED]);
  });

  test("a number exactly at its minimum gives value changed", () => {
    const schema = compile({ patternProperties: { "^n": { type: "number", minimum: 5 } } });
    expect(schema.validate({ n: 4 }).map(String)).toEqual(["$.n: expected a number >= 5, got 4"]);
    expect(schema.validate(turnsGood("n", 3, 4, 5)).map(String)).toEqual([CHANGED]);
  });

  test("an integer exactly at its maximum gives value changed", () => {
    const schema = compile({ patternProperties: { "^n": { type: "integer", maximum: 5 } } });
    expect(schema.validate({ n: 6 }).map(String)).toEqual(["$.n: expected a number <= 5, got 6"]);
    expect(schema.validate(turnsGood("n", 3, 6, 5)).map(String)).toEqual([CHANGED]);
  });
});

describe("an enum alone", () => {
  test("is reported as enum for an array whose length cannot be read", () => {
    // Its collector compares the value and nothing else; the general collector would read the
    // array's length for minItems and maxItems and call the value unreadable.
    expect(
      compile({ enum: [1] })
        .validate(unreadableLength())
        .map((error) => error.code),
    ).toEqual(["enum"]);
  });
});
