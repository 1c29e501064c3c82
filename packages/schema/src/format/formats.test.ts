import { expect, test } from "vitest";
import { FORMAT_NAMES, FORMATS } from "./index.js";

const STRING_FORMATS = [
  "date-time",
  "date",
  "time",
  "duration",
  "email",
  "hostname",
  "ipv4",
  "ipv6",
  "uri",
  "uri-reference",
  "uuid",
  "regex",
  "json-pointer",
];
const NUMBER_FORMATS = ["int32", "int64", "float", "double"];

test("FORMATS holds exactly the names of SPEC 4.5, each under its own name", () => {
  expect([...FORMATS.keys()].sort()).toEqual([...STRING_FORMATS, ...NUMBER_FORMATS].sort());
  for (const [name, rule] of FORMATS) expect(rule.name).toBe(name);
  for (const name of STRING_FORMATS) expect(FORMATS.get(name)?.appliesTo).toBe("string");
  for (const name of NUMBER_FORMATS) expect(FORMATS.get(name)?.appliesTo).toBe("number");
});

test("FORMAT_NAMES lists the same names, sorted by code units", () => {
  const sorted = [...FORMATS.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  expect(FORMAT_NAMES).toEqual(sorted);
  expect(FORMAT_NAMES[0]).toBe("date");
  expect(FORMAT_NAMES.at(-1)).toBe("uuid");
});

test("every rule has a noun that starts with an article, and a test that never throws", () => {
  for (const rule of FORMATS.values()) {
    expect(rule.noun).toMatch(/^an? \S/);
    for (const value of ["", "\ud800", "x".repeat(300), 0, -1.5, Number.NaN]) {
      expect(typeof rule.test(value)).toBe("boolean");
    }
  }
});
