import { expect, test } from "vitest";
import { FORMAT_NAMES, FORMATS } from "./index.js";

// The example at the top of README.md, line by line.
test("the README example answers as its comments say", () => {
  const rule = FORMATS.get("date-time");
  expect(rule?.appliesTo).toBe("string");
  expect(rule?.test("1998-12-31T23:59:60Z")).toBe(true);
  expect(rule?.test("1998-12-31T23:59:60+01:00")).toBe(false);
  expect(rule?.noun).toBe("a date-time (RFC 3339)");
  expect(FORMAT_NAMES.length).toBe(17);
});
