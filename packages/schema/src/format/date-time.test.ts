import { describe, expect, test } from "vitest";
import { testFormatSuite } from "../../test/format-suite.js";
import { DATE, DATE_TIME, isDate, isDateTime, isTime, TIME } from "./date-time.js";

describe("the official suite", () => {
  testFormatSuite("date-time", "optional/format/date-time.json");
  testFormatSuite("date", "optional/format/date.json");
  testFormatSuite("time", "optional/format/time.json");
});

describe("isDateTime", () => {
  test.each([
    ["0000-01-01T00:00:00Z", true],
    ["9999-12-31T23:59:59.999+14:00", true],
    ["2024-02-29T12:00:00Z", true],
    ["2023-02-29T12:00:00Z", false],
    ["1998-12-31T23:59:60-00:00", true],
    ["1998-12-31T23:58:60+23:59", true],
    ["1998-12-31T00:00:60+00:01", true],
    ["1998-12-31T00:00:60-00:01", false],
    ["1998-12-31 23:59:59Z", false],
    ["1998-12-31T23:59:59", false],
    ["1998-12-31T23:59:59.Z", false],
    ["1998-12-31T23:59:59.1.2Z", false],
    ["1998-12-31T23:59:59+0100", false],
    ["1998-12-31T23:59:59+01:00:00", false],
    ["1998-12-31T23:59Z", false],
    ["1998-12-31", false],
    ["1998-12-31T", false],
    ["1998-12-31X23:59:59Z", false],
    ["1998-12-31T23:59:59\u0396", false],
  ])("%j is %s", (value, expected) => {
    expect(isDateTime(value)).toBe(expected);
  });
});

describe("isDate and isTime", () => {
  test.each([
    ["2000-02-29", true],
    ["1900-02-29", false],
    ["2024-04-30", true],
    ["2024-13-01", false],
    ["2024-1-011", false],
    ["2024x01-15", false],
    ["2024-01x15", false],
  ])("date %j is %s", (value, expected) => {
    expect(isDate(value)).toBe(expected);
  });
  test.each([
    ["00:00:00z", true],
    ["23:59:60.000001Z", true],
    ["12:00:00+23:59", true],
    ["12:00:00+24:00", false],
    ["12:00:00-00:60", false],
    ["12:00:00+01", false],
    ["12:00:00+1:00", false],
    ["12:00:00Zz", false],
    ["12:00Z", false],
    ["12x00:00Z", false],
    ["12:00x00Z", false],
    ["12:00:00+01x00", false],
    ["", false],
  ])("time %j is %s", (value, expected) => {
    expect(isTime(value)).toBe(expected);
  });
});

test("the rules judge strings only and name what they want", () => {
  for (const rule of [DATE_TIME, DATE, TIME]) {
    expect(rule.appliesTo).toBe("string");
    expect(rule.test(20240101)).toBe(false);
  }
  expect([DATE_TIME.noun, DATE.noun, TIME.noun]).toEqual([
    "a date-time (RFC 3339)",
    "a date (RFC 3339 full-date)",
    "a time with an offset (RFC 3339 full-time)",
  ]);
});

describe("every digit place takes a digit only", () => {
  // A letter read as a digit (its code minus 48) could land in range: "a" counts 49.
  test.each(["2a24-01-15", "202a-01-15", "2024-01-1a"])("date %s", (value) => {
    expect(isDate(value)).toBe(false);
    expect(isDateTime(`${value}T00:00:00Z`)).toBe(false);
  });

  test.each(["00:0a:00Z", "00:00:0aZ", "00:00:00+0a:00", "00:00:00+00:0a"])("time %s", (value) => {
    expect(isTime(value)).toBe(false);
    expect(isDateTime(`2024-01-15T${value}`)).toBe(false);
  });
});
