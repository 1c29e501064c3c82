import { describe, expect, test } from "vitest";
import { compile } from "../src/index.js";
import { loadSuiteFile, missingSuiteFiles, missingSuiteMessage } from "./suite-data.js";
import { withPollutedPrototype } from "./with-polluted-prototype.js";

// Whatever an attacker has put on Object.prototype, validate answers as it does without: the
// speed paths index arrays by slot and cursor, and a read past an array's end or into a hole
// reaches the prototype (a key "2" there once let a missing required property pass). Every
// case of the official suite's files is validated with the prototype clean and polluted.

const FILES = ["supported.json", "boolean-schemas.json", "standard.json", "standard-draft7.json"];
const missing = missingSuiteFiles(FILES);

/** Keys an array read by slot or cursor can reach, given the suite's property names as values. */
function pollutionOf(values: readonly unknown[]): Record<string, unknown> {
  const keys = [...Array.from({ length: 48 }, (_, index) => String(index)), "-1", "NaN"];
  return Object.fromEntries(keys.map((key, index) => [key, values[index % values.length]]));
}

/** Every case's answer, one line per case, for the groups `compile` accepts. */
function answers(): string[] {
  const lines: string[] = [];
  for (const file of FILES) {
    for (const group of loadSuiteFile(file)) {
      let schema: ReturnType<typeof compile>;
      try {
        schema = compile(group.schema);
      } catch (error) {
        lines.push(`${file}: ${group.description}: refused: ${String(error)}`);
        continue;
      }
      for (const suiteCase of group.tests) {
        const errors = schema.validate(suiteCase.data).map(String).join("; ");
        lines.push(`${file}: ${group.description}: ${suiteCase.description}: ${errors}`);
      }
    }
  }
  return lines;
}

test("the suite data the pollution test reads is present", () => {
  expect(missing, missingSuiteMessage(missing)).toEqual([]);
});

describe.skipIf(missing.length > 0)("a polluted Object.prototype", () => {
  const clean = missing.length > 0 ? [] : answers();

  test.each([
    ["true", [true]],
    ["property names", ["foo", "bar", "a", "b", "x", "baz", "1", "length"]],
    ["numbers and objects", [0, 1, {}, []]],
  ])("with index keys holding %s, every answer is the same", (_, values) => {
    expect(clean.length).toBeGreaterThan(1_500);
    const polluted = withPollutedPrototype(pollutionOf(values), answers);
    const changed = polluted.filter((line, index) => line !== clean[index]);
    expect(changed).toEqual([]);
  });
});
