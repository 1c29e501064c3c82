import { describe, expect, it } from "vitest";
import { optionRefuser, unknownOption } from "./unknown-option.js";

describe("unknownOption", () => {
  const known = ["timeoutMs", "concurrency"];
  it("accepts known names and names the first unknown one, with the closest", () => {
    expect(unknownOption({ timeoutMs: 1, concurrency: 2 }, "x", known)).toBeUndefined();
    expect(unknownOption({ timeoutMS: 1 }, "new Registry", known)).toEqual({
      option: "timeoutMS",
      message:
        'unknown option "timeoutMS"; did you mean "timeoutMs"? new Registry options: timeoutMs, concurrency',
    });
  });
  it("without a close name lists the options; an alias wins", () => {
    expect(unknownOption({ zzz: 1 }, "x", known)?.message).toBe(
      'unknown option "zzz"; x options: timeoutMs, concurrency',
    );
    expect(unknownOption({ timeout: 1 }, "x", known, { timeout: "timeoutMs" })?.message).toMatch(
      /did you mean "timeoutMs"/,
    );
  });
});

describe("optionRefuser", () => {
  const known = ["timeoutMs", "concurrency"];
  it("throws the given error class with unknownOption's sentence, and nothing for known names", () => {
    expect(() => optionRefuser(RangeError)({ timeoutMS: 1 }, "x", known)).toThrow(
      new RangeError(
        'unknown option "timeoutMS"; did you mean "timeoutMs"? x options: timeoutMs, concurrency',
      ),
    );
    expect(() => optionRefuser(TypeError)({ zzz: 1 }, "x", known)).toThrow(TypeError);
    expect(() =>
      optionRefuser(TypeError)({ timeoutMs: 1, concurrency: undefined }, "x", known),
    ).not.toThrow();
  });
});
