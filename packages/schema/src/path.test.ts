import { expect, test } from "vitest";
import { indexSegment, propertySegment } from "./path.js";

test.each([
  ["a", ".a"],
  ["Z9", ".Z9"],
  ["_", "._"],
  ["$", ".$"],
  ["$x_1", ".$x_1"],
  ["camelCase", ".camelCase"],
  ["1a", '["1a"]'],
  ["9", '["9"]'],
  ["a b", '["a b"]'],
  ["", '[""]'],
  ["-a", '["-a"]'],
  ["a-", '["a-"]'],
  ["a.b", '["a.b"]'],
  ["é", '["é"]'],
  ['a"b', '["a\\"b"]'],
  ["a\\b", '["a\\\\b"]'],
  ["a\nb", '["a\\nb"]'],
  ["x\n", '["x\\n"]'],
  ["😀", '["😀"]'],
])("property %j is %s", (name, segment) => {
  expect(propertySegment(name)).toBe(segment);
});

test("array elements are [index]", () => {
  expect(indexSegment(0)).toBe("[0]");
  expect(indexSegment(12)).toBe("[12]");
});
