import { describe, expect, test } from "vitest";
import { costly } from "../../test/costly-pattern.js";
import { compile } from "../compile.js";
import { beginPatternValidation, MAX_PATTERN_WORK } from "../pattern/index.js";
import { patternCheck, patternKeyCheck, patternMessage } from "./pattern.js";

describe("the pattern keyword on the validation's matching budget", () => {
  test("the check and the error collector match a string once", () => {
    const pattern = costly(1);
    beginPatternValidation();
    expect(patternCheck(pattern)("abc")).toBe(true);
    expect(patternMessage(pattern)("abc")).toBeUndefined();
    expect(pattern.calls).toEqual(["abc"]);
    // A new validation matches again.
    beginPatternValidation();
    expect(patternCheck(pattern)("abc")).toBe(true);
    expect(pattern.calls).toEqual(["abc", "abc"]);
  });

  test("once the budget is spent a string fails with the budget message", () => {
    const pattern = costly(MAX_PATTERN_WORK * 0.6);
    beginPatternValidation();
    expect(patternCheck(pattern)("first")).toBe(true);
    expect(patternCheck(pattern)("second")).toBe(false);
    expect(patternMessage(pattern)("first")).toBeUndefined();
    expect(patternMessage(pattern)("second")).toBe(
      `string of 6 UTF-16 code units was not matched against the pattern "^costly$": this validation spent its matching budget of ${MAX_PATTERN_WORK} steps`,
    );
    expect(pattern.calls).toEqual(["first", "second"]);
  });

  test("patternProperties keys are tested on the same budget, once each", () => {
    const pattern = costly(MAX_PATTERN_WORK * 0.6);
    beginPatternValidation();
    expect(patternKeyCheck(pattern)("key")).toBe(true);
    expect(patternKeyCheck(pattern)("key")).toBe(true);
    expect(patternKeyCheck(pattern)("other")).toBeUndefined();
    expect(patternCheck(pattern)("value")).toBe(false);
    expect(pattern.calls).toEqual(["key", "other"]);
  });

  test("each validate call has its own budget, and a failing string is reported", () => {
    const schema = compile({ type: "array", items: { type: "string", pattern: "^a+$" } });
    for (let round = 0; round < 3; round += 1) {
      expect(schema.validate(["aa", "b", "aaa"]).map(String)).toEqual([
        '$[1]: "b" does not match the pattern "^a+$"',
      ]);
      expect(schema.validate(["a"])).toEqual([]);
    }
  });
});
