import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { exactNumber } from "./exact-number.js";

describe("exactNumber", () => {
  it("reads every double's own text back as that double", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (number) => {
        expect(exactNumber(String(number))).toBe(number + 0);
        expect(exactNumber(JSON.stringify(number))).toBe(number + 0);
      }),
      { numRuns: 500 },
    );
  });

  it("reads other spellings of the same decimal", () => {
    expect(exactNumber("2.50")).toBe(2.5);
    expect(exactNumber("1E3")).toBe(1000);
    expect(exactNumber("0.000")).toBe(0);
    expect(exactNumber("-0")).toBe(0);
    expect(exactNumber("100e-2")).toBe(1);
  });

  it("refuses what a double would change, and what is not JSON's number", () => {
    for (const text of [
      "1e400",
      "12345678901234567890",
      "9007199254740993",
      "0.30000000000000001",
      "",
      "-",
      "3.",
      ".3",
      "+1",
      "01",
      " 1",
      "1 ",
      "0x1",
      "Infinity",
      "NaN",
    ]) {
      expect(exactNumber(text), text).toBeUndefined();
    }
  });
});
