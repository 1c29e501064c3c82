import { describe, expect, test } from "vitest";
import { compile } from "./index.js";

// The README's error table: too_deep at `$` on a call stack that ran out where no `$ref` could count.
const RAN_OUT_AT_ROOT = {
  code: "too_deep",
  path: "$",
  message: "value nests too deeply to validate: the call stack ran out",
};

/** Calls itself until the engine's call stack runs out, and throws what the engine throws. */
function exhaustStack(calls: number): number {
  return exhaustStack(calls + 1) + 1;
}

/** A value whose `first` runs the call stack out on its first read and is "ok" after. */
function runsOutOnce(): { readonly first: string } {
  let reads = 0;
  return {
    get first(): string {
      reads += 1;
      if (reads === 1) exhaustStack(0);
      return "ok";
    },
  };
}

describe("validate when the call stack runs out", () => {
  test("in a $ref's check only, and the collectors find nothing wrong: too_deep at $", () => {
    // The $ref's check catches the engine's RangeError and fails the value; the collectors then
    // read "ok" with stack to spare. The value failed for want of stack, not because it changed.
    const schema = compile({
      $defs: { person: { type: "object", properties: { first: { type: "string" } } } },
      properties: { who: { $ref: "#/$defs/person" } },
    });
    const errors = schema.validate({ who: runsOutOnce() });
    expect(errors.map((error) => ({ ...error }))).toEqual([RAN_OUT_AT_ROOT]);
    // Taking the flag leaves nothing for the next validation.
    expect(schema.validate({ who: { first: "ok" } })).toEqual([]);
    expect(schema.validate({ who: { first: 1 } }).map(String)).toEqual([
      "$.who.first: expected string, got integer",
    ]);
  });

  test("where no $ref catches it: too_deep at $, never an unreadable value", () => {
    const schema = compile({ properties: { first: { type: "string" } } });
    const errors = schema.validate(runsOutOnce());
    expect(errors.map((error) => ({ ...error }))).toEqual([RAN_OUT_AT_ROOT]);
    expect(schema.validate({ first: 1 }).map(String)).toEqual([
      "$.first: expected string, got integer",
    ]);
  });
});
