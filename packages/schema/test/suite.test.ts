import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { compile, SchemaError } from "../src/index.js";
import { SUITE_DIFFERENCES } from "./suite-differences.js";

// The data lives outside the repository (its licence travels with it there); see its README.
const REPOSITORY_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const SUITE_ENV = "TINYLLM_JSON_SCHEMA_SUITE";
const SUITE_DIRECTORY =
  process.env[SUITE_ENV] ?? join(REPOSITORY_ROOT, "../shared/json-schema-test-suite");
const FILES = ["supported.json", "boolean-schemas.json", "unsupported-sample.json"] as const;

interface SuiteCase {
  readonly description: string;
  readonly data: unknown;
  readonly valid: boolean;
}

interface SuiteGroup {
  readonly file: string;
  readonly description: string;
  readonly schema: unknown;
  readonly tests: readonly SuiteCase[];
  readonly keyword?: string;
  readonly unsupportedKeywords?: readonly string[];
}

const missing = FILES.filter((file) => !existsSync(join(SUITE_DIRECTORY, file)));

function load(file: (typeof FILES)[number]): SuiteGroup[] {
  // JSON.parse keeps "__proto__" as an own key, which some groups rely on.
  return JSON.parse(readFileSync(join(SUITE_DIRECTORY, file), "utf8")) as SuiteGroup[];
}

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
  expect(
    missing,
    `JSON Schema Test Suite data missing in ${SUITE_DIRECTORY}${process.env.CI ? " (CI)" : ""}: ` +
      `${missing.join(", ")}. Put the data at ../shared/json-schema-test-suite/ beside the ` +
      `repository root, or point ${SUITE_ENV} at a copy.`,
  ).toEqual([]);
});

describe.skipIf(missing.length > 0)("JSON Schema Test Suite (draft 2020-12 subset)", () => {
  const supported = missing.length > 0 ? [] : load("supported.json");
  const booleans = missing.length > 0 ? [] : load("boolean-schemas.json");
  const unsupported = missing.length > 0 ? [] : load("unsupported-sample.json");

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
