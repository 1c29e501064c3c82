import { describe, expect, test } from "vitest";
import { compile, MAX_JSON_LENGTH } from "../test/core.js";

// Cheap beside limits.slow.test.ts: text over the limit is refused before any parsing, so this
// runs in the mutation run too, where it tells `length <= MAX_JSON_LENGTH` from a parse-anyway path.
describe("validateJSON and parseJSON refuse text over the length limit without parsing it", () => {
  test("valid JSON one code unit over the limit is refused, through both", () => {
    const over = `${" ".repeat(MAX_JSON_LENGTH)}1`;
    const any = compile({});
    const expected = [
      `$: JSON text has ${MAX_JSON_LENGTH + 1} UTF-16 code units, over the limit of ${MAX_JSON_LENGTH}`,
    ];
    expect(any.validateJSON(over).map(String)).toEqual(expected);
    const parsed = any.parseJSON(over);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? [] : parsed.errors.map(String)).toEqual(expected);
  });
});
