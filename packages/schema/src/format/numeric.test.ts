import { expect, test } from "vitest";
import { DOUBLE, FLOAT, INT32, INT64, isDouble, isFloat, isInt32, isInt64 } from "./numeric.js";

const FLOAT32_MAX = 3.4028234663852886e38;

// [value, int32, int64, float, double]
test.each([
  [0, true, true, true, true],
  [-0, true, true, true, true],
  [1.5, false, false, true, true],
  [2 ** 31 - 1, true, true, true, true],
  [2 ** 31, false, true, true, true],
  [-(2 ** 31), true, true, true, true],
  [-(2 ** 31) - 1, false, true, true, true],
  [2 ** 53 + 2, false, true, true, true],
  [2 ** 63 - 1024, false, true, true, true],
  [JSON.parse("9223372036854775807") as number, false, false, true, true],
  [-(2 ** 63), false, true, true, true],
  [-(2 ** 63) - 2048, false, false, true, true],
  [1e300, false, false, false, true],
  [FLOAT32_MAX, false, false, true, true],
  [3.4028235e38, false, false, true, true],
  [3.4028236e38, false, false, false, true],
  [-FLOAT32_MAX, false, false, true, true],
  [1e-50, false, false, true, true],
  [Number.MAX_VALUE, false, false, false, true],
  [Number.POSITIVE_INFINITY, false, false, false, false],
  [Number.NEGATIVE_INFINITY, false, false, false, false],
  [Number.NaN, false, false, false, false],
])("%d: int32 %s, int64 %s, float %s, double %s", (value, int32, int64, float, double) => {
  expect([isInt32(value), isInt64(value), isFloat(value), isDouble(value)]).toEqual([
    int32,
    int64,
    float,
    double,
  ]);
});

test("the rules judge numbers only", () => {
  for (const rule of [INT32, INT64, FLOAT, DOUBLE]) {
    expect(rule.appliesTo).toBe("number");
    expect(rule.test("1")).toBe(false);
    expect(rule.test(1)).toBe(true);
  }
});
