import { describe, expect, test } from "vitest";
import { compile, SchemaError } from "./core.js";
import {
  loadSuiteFile,
  missingSuiteFiles,
  missingSuiteMessage,
  type SuiteGroup,
} from "./suite-data.js";
import { SUITE_DIFFERENCES } from "./suite-differences.js";

const FILES = ["supported.json", "boolean-schemas.json", "unsupported-sample.json"] as const;

const missing = missingSuiteFiles(FILES);

function refusal(schema: unknown): SchemaError {
  try {
    compile(schema);
  } catch (error) {
    if (error instanceof SchemaError) return error;
    throw error;
  }
  throw new Error(`compile accepted ${JSON.stringify(schema)}`);
}

test("the JSON Schema Test Suite data is present", () => {
  // Fails loudly, locally and in CI alike: a missing suite must never look like a passing one.
  expect(missing, missingSuiteMessage(missing)).toEqual([]);
});

describe.skipIf(missing.length > 0)("JSON Schema Test Suite (draft 2020-12 subset)", () => {
  const supported = missing.length > 0 ? [] : loadSuiteFile("supported.json");
  const booleans = missing.length > 0 ? [] : loadSuiteFile("boolean-schemas.json");
  const unsupported = missing.length > 0 ? [] : loadSuiteFile("unsupported-sample.json");

  test("the data has the counts its README states", () => {
    const count = (groups: SuiteGroup[]) =>
      groups.reduce((sum, group) => sum + group.tests.length, 0);
    expect([supported.length, count(supported)]).toEqual([104, 387]);
    expect([booleans.length, count(booleans)]).toEqual([8, 29]);
    expect([unsupported.length, count(unsupported)]).toEqual([38, 157]);
  });

  describe("supported.json: every case passes", () => {
    for (const group of supported) {
      const difference = SUITE_DIFFERENCES.find(
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
            // The same answer through JSON text.
            expect(schema().validateJSON(JSON.stringify(suiteCase.data)).length === 0).toBe(
              suiteCase.valid,
            );
          });
        }
      });
    }
  });

  test("every deliberate difference names a group that exists", () => {
    for (const difference of SUITE_DIFFERENCES) {
      expect(
        supported.some(
          (group) => group.file === difference.file && group.description === difference.group,
        ),
        `${difference.file}: ${difference.group}`,
      ).toBe(true);
    }
  });

  describe("boolean-schemas.json: refused, naming the boolean", () => {
    for (const group of booleans) {
      test(`${group.file}: ${group.description}`, () => {
        expect(refusal(group.schema).message).toMatch(
          /boolean schema (true|false) is not supported/,
        );
      });
    }
  });

  describe("unsupported-sample.json: refused, naming the keyword", () => {
    for (const group of unsupported) {
      test(`${group.keyword}: ${group.file}: ${group.description}`, () => {
        const message = refusal(group.schema).message;
        for (const keyword of group.unsupportedKeywords ?? []) {
          expect(message).toContain(`unsupported keyword ${JSON.stringify(keyword)}`);
        }
        expect(message).toContain(JSON.stringify(group.keyword));
      });
    }
  });
});
