import { describe, expect, test } from "vitest";
import { compile, SchemaError } from "../src/index.js";
import { STANDARD_SUITE_DIFFERENCES } from "./standard-suite-differences.js";
import {
  loadSuiteFile,
  missingSuiteFiles,
  missingSuiteMessage,
  type SuiteGroup,
} from "./suite-data.js";

const FILES = ["standard.json", "standard-draft7.json", "standard-unsupported.json"] as const;

const missing = missingSuiteFiles(FILES);
const load = loadSuiteFile;

function refusal(schema: unknown): SchemaError {
  try {
    compile(schema);
  } catch (error) {
    if (error instanceof SchemaError) return error;
    throw error;
  }
  throw new Error(`compile accepted ${JSON.stringify(schema)}`);
}

test("the standard vocabulary's suite data is present", () => {
  expect(missing, missingSuiteMessage(missing)).toEqual([]);
});

describe.skipIf(missing.length > 0)("JSON Schema Test Suite (standard vocabulary)", () => {
  const passing =
    missing.length > 0 ? [] : [...load("standard.json"), ...load("standard-draft7.json")];
  const refused = missing.length > 0 ? [] : load("standard-unsupported.json");

  test("the data has the counts its README states", () => {
    const count = (groups: SuiteGroup[]) =>
      groups.reduce((sum, group) => sum + group.tests.length, 0);
    expect([passing.length, count(passing)]).toEqual([275 + 37, 1475 + 124]);
    expect([refused.length, count(refused)]).toEqual([11, 28]);
  });

  describe("standard.json and standard-draft7.json: every case passes", () => {
    for (const group of passing) {
      const difference = STANDARD_SUITE_DIFFERENCES.find(
        (entry) => entry.file === group.file && entry.group === group.description,
      );
      if (difference !== undefined) {
        test(`${group.file}: ${group.description} (a deliberate difference: refused)`, () => {
          expect(refusal(group.schema).message).toBe(difference.refusal);
        });
        continue;
      }
      describe(`${group.file}: ${group.description}`, () => {
        const schema = () => compile(group.schema);
        for (const suiteCase of group.tests) {
          test(`${suiteCase.description} (${suiteCase.valid ? "valid" : "invalid"})`, () => {
            const errors = schema().validate(suiteCase.data);
            expect(errors.length === 0, errors.map(String).join("\n")).toBe(suiteCase.valid);
            expect(schema().validateJSON(JSON.stringify(suiteCase.data)).length === 0).toBe(
              suiteCase.valid,
            );
          });
        }
      });
    }
  });

  test("every deliberate difference names a group that exists", () => {
    for (const difference of STANDARD_SUITE_DIFFERENCES) {
      expect(
        passing.some(
          (group) => group.file === difference.file && group.description === difference.group,
        ),
        `${difference.file}: ${difference.group}`,
      ).toBe(true);
    }
  });

  describe("standard-unsupported.json: refused, naming the keyword", () => {
    for (const group of refused) {
      test(`${group.keyword}: ${group.file}: ${group.description}`, () => {
        const message = refusal(group.schema).message;
        expect(message).toContain(JSON.stringify(group.keyword));
      });
    }
  });
});
