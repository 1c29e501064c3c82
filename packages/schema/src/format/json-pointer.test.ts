import { expect, test } from "vitest";
import { testFormatSuite } from "../../test/format-suite.js";
import { isJsonPointer } from "./json-pointer.js";

testFormatSuite("json-pointer", "optional/format/json-pointer.json");

test.each([
  ["", true],
  ["/~0~1", true],
  ["/a~01", true],
  ["/\ud800", true],
  ["/~", false],
  ["/a/~2", false],
  ["~0", false],
  ["#/a", false],
])("%j is %s", (value, expected) => {
  expect(isJsonPointer(value)).toBe(expected);
});
