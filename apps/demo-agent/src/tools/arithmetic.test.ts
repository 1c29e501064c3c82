import { describe, expect, it } from "vitest";
import { expectMarkedClass } from "../../test/error-marker.js";
import {
  ArithmeticError,
  evaluateArithmetic,
  formatNumber,
  MAX_EXPRESSION_DEPTH,
  MAX_EXPRESSION_LENGTH,
} from "./arithmetic.js";

function failure(expression: string): ArithmeticError {
  try {
    evaluateArithmetic(expression);
  } catch (error) {
    if (ArithmeticError.isInstance(error)) return error;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(expression)} to fail`);
}

describe("evaluateArithmetic", () => {
  it.each([
    ["1 + 2 * 3", 7],
    ["(1 + 2) * 3", 9],
    ["10 - 4 - 3", 3],
    ["2 ^ 3 ^ 2", 512],
    ["2 ** 10", 1024],
    ["-2 ^ 2", -4],
    ["(-2) ^ 2", 4],
    ["2 ^ -1", 0.5],
    ["--3", 3],
    ["+4", 4],
    ["7 % 4", 3],
    ["1.5e3 / .5", 3000],
    ["sqrt(16) + abs(-2)", 6],
    ["max(1, 5, 3) - min(4, 2)", 3],
    ["round(2.5) + floor(-0.5) + ceil(0.2)", 3],
    ["PI", Math.PI],
    ["2 * pi", 2 * Math.PI],
    ["(21.5 - 14) * 9 / 5", 13.5],
    ["  \t3\n", 3],
  ])("%s = %d", (expression, expected) => {
    expect(evaluateArithmetic(expression)).toBe(expected);
  });

  it.each([
    ["", "expression is empty"],
    ["   ", "expression is empty"],
    ["1 +", 'unexpected the end at position 3; expected a number, a name or "("'],
    ["(1 + 2", 'unexpected the end at position 6; expected ")"'],
    ["1 2", 'unexpected "2" at position 2; expected an operator or the end'],
    ["1 / 0", "division by zero at position 2"],
    ["5 % (2 - 2)", "division by zero at position 2"],
    ["1e400", "result is not a finite number (Infinity)"],
    ["9 ^ 9 ^ 9", "result is not a finite number (Infinity)"],
    ["sqrt(-1)", "result is not a finite number (NaN)"],
    ["sqrt(1, 2)", "sqrt() takes 1 argument, got 2 at position 0"],
  ])("refuses %j: %s", (expression, message) => {
    expect(failure(expression).message).toBe(message);
  });

  it.each([
    "process.exit(1)",
    "constructor",
    "__proto__",
    "toString()",
    "hasOwnProperty(1)",
    "globalThis",
    "eval(1)",
    "Function(1)",
    "x = 1",
    "1; 2",
    "[1]",
    "'1'",
    "`1`",
    "1 && 2",
    "a => a",
    "\u0661 + 1",
    "1 + 😀",
    "new Date()",
  ])("refuses hostile input %j with an ArithmeticError", (expression) => {
    const error = failure(expression);
    expect(error.code).toBe("invalid_expression");
    expect(error.message).toMatch(/^(unexpected|unknown)/);
  });

  it("names unknown functions and lists the known ones", () => {
    expect(failure("constructor(1)").message).toMatch(
      /^unknown function "constructor" at position 0; expected one of abs, cbrt, ceil, cos, e, /,
    );
  });

  it("quotes a whole astral character", () => {
    expect(failure("1 + 😀").message).toBe(
      'unexpected character "😀" at position 4; expected numbers, names, ( ) , and + - * / % ^',
    );
  });

  it("refuses deep nesting without exhausting the stack", () => {
    const deep = `${"(".repeat(400)}1${")".repeat(400)}`;
    expect(failure(deep).message).toMatch(/^expression nested deeper than 64 levels/);
    expect(failure(`${"-".repeat(500)}1`).message).toMatch(/nested deeper/);
    expect(failure(Array(300).fill("2").join("^")).message).toMatch(/nested deeper/);
    const fine = `${"(".repeat(MAX_EXPRESSION_DEPTH - 1)}1${")".repeat(MAX_EXPRESSION_DEPTH - 1)}`;
    expect(evaluateArithmetic(fine)).toBe(1);
  });

  it("refuses expressions over the length limit", () => {
    const long = Array(MAX_EXPRESSION_LENGTH).fill("1").join("+");
    expect(failure(long).message).toBe(
      `expression is ${long.length} characters long; expected at most ${MAX_EXPRESSION_LENGTH}`,
    );
    // "1" and 499 times "+1": 999 characters, within the limit.
    const longest = `1${"+1".repeat(499)}`;
    expect(longest.length).toBe(999);
    expect(evaluateArithmetic(longest)).toBe(500);
  });

  it("survives random input: a number or an ArithmeticError, never anything else", () => {
    const alphabet = "0123456789.eE+-*/%^(),  piqrtsmaxbl_";
    let seed = 42;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    for (let run = 0; run < 2000; run += 1) {
      const length = next() % 24;
      let text = "";
      for (let i = 0; i < length; i += 1) text += alphabet[next() % alphabet.length];
      try {
        expect(Number.isFinite(evaluateArithmetic(text))).toBe(true);
      } catch (error) {
        expect(error, text).toBeInstanceOf(ArithmeticError);
      }
    }
  });
});

describe("formatNumber", () => {
  it.each([
    [0.1 + 0.2, "0.3"],
    [-0, "0"],
    [1024, "1024"],
    [1 / 3, "0.333333333333"],
    [1e21, "1e+21"],
  ])("%d prints as %s", (value, text) => {
    expect(formatNumber(value)).toBe(text);
  });
});

describe("ArithmeticError", () => {
  it("is recognised by its marker, from any copy of the app", () => {
    expectMarkedClass(ArithmeticError, failure("1 +"), "@tinyllm/demo-agent.ArithmeticError");
  });
});
