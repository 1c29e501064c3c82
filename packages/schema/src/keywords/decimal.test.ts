import { describe, expect, test } from "vitest";
import { isMultipleOf, toDecimal } from "./decimal.js";

const multiple = (value: number, divisor: number) =>
  isMultipleOf(value, toDecimal(divisor), divisor);

describe("toDecimal reads a number as the decimal it is written as", () => {
  test.each([
    [0.07, 7n, -2],
    [19.99, 1999n, -2],
    [1e21, 1n, 21],
    [1.5e-7, 15n, -8],
    [-250, 250n, 0],
    [0, 0n, 0],
  ])("%d", (value, digits, exponent) => {
    expect(toDecimal(value)).toEqual({ digits, exponent });
  });
});

describe("isMultipleOf is exact, never float luck", () => {
  test.each([
    [19.99, 0.01, true],
    [0.07, 0.01, true],
    [0.001, 0.01, false],
    [0.3, 0.1, true],
    [4.5, 1.5, true],
    [35, 1.5, false],
    [0.0075, 0.0001, true],
    [0.00751, 0.0001, false],
    [1e308, 0.123456789, false],
    [12, 4, true],
    [13, 4, false],
    [-0.02, 0.01, true],
    [0, 0.01, true],
    [1e21, 7, false],
    [7e21, 7, true],
    [5, 2.5, true],
    // Integers are exact doubles: 2^70 is a multiple of 1024, though its shortest text
    // (1.1805916207174113e+21) read as a decimal is not.
    [2 ** 70, 1024, true],
    [2 ** 70 + 2 ** 18, 2 ** 19, false],
  ])("%d multipleOf %d: %s", (value, divisor, expected) => {
    expect(multiple(value, divisor)).toBe(expected);
  });

  test("float division gets these wrong, which is why it is not used", () => {
    expect(Number.isInteger(0.07 / 0.01)).toBe(false);
    expect(Number.isInteger(19.99 / 0.01)).toBe(false);
  });
});
