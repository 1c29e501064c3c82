import { describe, expect, test } from "vitest";
import { issuesOf } from "../../test/issues-of-standard.js";
import { attackStrings } from "../../test/random-ab.js";
import { compile } from "../compile.js";
import { MAX_ERRORS } from "../limits.js";
import {
  beginPatternValidation,
  MAX_PATTERN_WORK,
  maxPatternInputLength,
} from "../pattern/index.js";
import { quote } from "../quote.js";
import type { ValidationError } from "../validation-error.js";
import type { Validator } from "./keyword.js";
import { compileCached } from "./pattern.js";

// Issue 17, item 4, through property names: the attack of `pattern/validation-budget.test.ts`
// (random a/b strings against `a[ab]{99}$`, whose automaton never settles) written as the
// names of one object. A budget of 2,000,000 steps runs out within the first few names.
const WORK = 2_000_000;
const PATTERN = "a[ab]{99}$";

// The compiled schema's check and collect, to run them on a small budget of our own
// (`validate` opens one of MAX_PATTERN_WORK steps, about a tenth of a second of matching).
function validatorOf(schema: object): Validator {
  return compile(schema) as unknown as Validator;
}

function budgetMessage(name: string): string {
  return `string of ${name.length} UTF-16 code units was not matched against the pattern "${PATTERN}": this validation spent its matching budget of ${WORK} steps`;
}

describe("patternProperties: names matched on the validation's matching budget", () => {
  const names = attackStrings(10, 10_060);
  const value = Object.fromEntries(names.map((name) => [name, "x"]));

  test("names given up once the budget is spent fail with the pattern error", () => {
    const { check, collect } = validatorOf({
      type: "object",
      patternProperties: { [PATTERN]: { type: "string" } },
    });
    beginPatternValidation(WORK);
    expect(check(value)).toBe(false);
    beginPatternValidation(WORK);
    const errors: ValidationError[] = [];
    collect(value, "$", errors);
    const givenUp = errors.filter((error) => error.message.endsWith(`${WORK} steps`));
    expect(givenUp.length).toBeGreaterThan(5);
    // The last names, in order, each with its own error.
    expect(givenUp.map((error) => ({ ...error }))).toEqual(
      names.slice(-givenUp.length).map((name) => ({
        code: "pattern",
        path: "$",
        message: `property name ${quote(name)}: ${budgetMessage(name)}`,
      })),
    );
  });

  test("a name given up is neither validated against the schema nor additional", () => {
    const { collect } = validatorOf({
      type: "object",
      patternProperties: { [PATTERN]: { type: "number" } },
      additionalProperties: false,
    });
    beginPatternValidation(WORK);
    const errors: ValidationError[] = [];
    collect(value, "$", errors);
    // One error per name: its value's type when it was matched, the budget when given up.
    expect(errors.length).toBe(10);
    expect(errors.filter((error) => error.code === "pattern").length).toBeGreaterThan(5);
    expect(errors.every((error) => error.code === "pattern" || error.code === "type")).toBe(true);
  });

  test("within the budget, names match as before", () => {
    const schema = compile({
      type: "object",
      patternProperties: { "^x-": { type: "string" } },
      additionalProperties: false,
    });
    expect(schema.validate({ "x-a": "1", "x-b": "2" })).toEqual([]);
    expect(schema.validate({ "x-a": 1, y: 2 }).map(String)).toEqual([
      '$: unexpected property "y"',
      '$["x-a"]: expected string, got integer',
    ]);
  });

  test("a name within the pattern's input limit is matched, on the validation's budget", () => {
    const compiled = compileCached("^a*$");
    if (!compiled.ok) throw new Error(compiled.reason);
    const limit = maxPatternInputLength(compiled.pattern);
    const schema = compile({
      type: "object",
      patternProperties: { "^a*$": { type: "string" } },
      additionalProperties: false,
    });
    // A cached transition costs one step a code point: half a budget's names match.
    const half = "a".repeat(MAX_PATTERN_WORK / 2);
    expect(schema.validate({ [half]: "x" })).toEqual([]);
    expect(schema.validate({ [half]: 1 }).map((error) => error.code)).toEqual(["type"]);
    // At the input limit (ten budgets of worst case) the name is not refused unread: the
    // budget gives it up once it has read a budget's worth.
    const errors = schema.validate({ ["a".repeat(limit)]: "x" });
    expect(errors.map((error) => error.code)).toEqual(["pattern"]);
    expect(errors[0]?.message).toContain("this validation spent its matching budget");
  });

  test("a name over the pattern's input limit fails instead of going unmatched", () => {
    const compiled = compileCached(PATTERN);
    if (!compiled.ok) throw new Error(compiled.reason);
    const limit = maxPatternInputLength(compiled.pattern);
    const name = "a".repeat(limit + 1);
    const schema = compile({
      type: "object",
      patternProperties: { [PATTERN]: { type: "string" } },
      additionalProperties: false,
    });
    const errors = schema.validate({ [name]: "x" });
    expect(errors.map((error) => error.code)).toEqual(["pattern"]);
    expect(errors[0]?.message).toContain(
      `string of ${limit + 1} UTF-16 code units is over the limit of ${limit} for matching the pattern "${PATTERN}"`,
    );
  });
});

describe("propertyNames with a pattern: names on the same budget", () => {
  test("names given up fail with the budget error inside the propertyNames error", () => {
    const names = attackStrings(10, 10_060);
    const value = Object.fromEntries(names.map((name) => [name, "x"]));
    const { check, collect } = validatorOf({ type: "object", propertyNames: { pattern: PATTERN } });
    beginPatternValidation(WORK);
    expect(check(value)).toBe(false);
    beginPatternValidation(WORK);
    const errors: ValidationError[] = [];
    collect(value, "$", errors);
    expect(
      errors.filter((error) => error.message.endsWith(`${WORK} steps`)).length,
    ).toBeGreaterThan(5);
  });
});

describe("patternProperties: its value and its subschemas", () => {
  test("an object of schemas, each read at its own place", () => {
    expect(issuesOf({ patternProperties: [] })).toEqual([
      "$.patternProperties: expected an object of schemas, got []",
    ]);
    expect(issuesOf({ patternProperties: "^a" })).toEqual([
      '$.patternProperties: expected an object of schemas, got "^a"',
    ]);
    expect(issuesOf({ patternProperties: { "^a": { type: "nope" } } })).toEqual([
      '$.patternProperties["^a"].type: unknown type "nope", expected one of "array", "boolean", "integer", "null", "number", "object", "string"',
    ]);
  });

  test("a refused pattern is named at its own place", () => {
    const [line] = issuesOf({ patternProperties: { "(?=a)": {} } });
    expect(line).toMatch(/^\$\.patternProperties\["\(\?=a\)"\]: pattern "\(\?=a\)" is refused: /);
  });

  test("the additionalProperties beside it is read at its own place, once", () => {
    expect(
      issuesOf({ patternProperties: { "^a": {} }, additionalProperties: { minLength: -1 } }),
    ).toEqual(["$.additionalProperties.minLength: expected a non-negative integer, got -1"]);
  });
});

describe("patternProperties: which properties it checks", () => {
  test("a property whose value is undefined is absent", () => {
    const schema = compile({
      patternProperties: { "^a": { type: "string" } },
      additionalProperties: false,
    });
    expect(schema.validate({ a: undefined, b: undefined })).toEqual([]);
  });

  test("inherited properties are not checked", () => {
    // A plain object may have a prototype whose own prototype is null (another realm's
    // Object.prototype is such an object); what it holds is not the value's own.
    const prototype = Object.create(null) as Record<string, unknown>;
    prototype.inherited = 5;
    const value = Object.create(prototype) as Record<string, unknown>;
    value.own = "s";
    const schema = compile({
      patternProperties: { "": { type: "string" } },
      additionalProperties: false,
    });
    expect(schema.validate(value)).toEqual([]);
  });

  test("additionalProperties: false beside it refuses the others with its own code", () => {
    const schema = compile({
      properties: { id: {} },
      patternProperties: { "^x-": { type: "string" } },
      additionalProperties: false,
    });
    expect(
      schema.validate({ id: 1, "x-a": "s", other: 2 }).map((error) => [error.code, String(error)]),
    ).toEqual([["additionalProperties", '$: unexpected property "other"']]);
    expect(schema.validate({ "x-a": 1 }).map((error) => [error.code, String(error)])).toEqual([
      ["type", '$["x-a"]: expected string, got integer'],
    ]);
  });
});

// Issue 27: 100 patterns against 50,000 short names matched within the budget's steps, yet took
// 9 s in setting up and remembering five million matches. Each match now costs its setup.
test("many patterns against many names: the budget runs out, at most MAX_ERRORS errors", () => {
  const patterns: Record<string, unknown> = {};
  for (let index = 0; index < 100; index++) patterns[`^k${index}x[a-z]+$`] = { type: "integer" };
  const schema = compile({ type: "object", patternProperties: patterns });
  const value: Record<string, number> = {};
  for (let index = 0; index < 50_000; index++) value[`key${index}`] = index;
  const errors = schema.validate(value);
  expect(errors).toHaveLength(MAX_ERRORS + 1);
  expect(errors[0]?.code).toBe("too_many_errors");
  expect(
    errors.slice(1).every((error) => error.message.includes("spent its matching budget")),
  ).toBe(true);
  // Fewer names than MAX_PATTERN_WORK / (100 x MATCH_SETUP_COST) are matched in full.
  const few = Object.fromEntries(Object.entries(value).slice(0, 500));
  expect(schema.validate(few)).toEqual([]);
});
