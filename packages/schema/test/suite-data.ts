import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

// The data lives outside the repository (its licence travels with it there); see its README.
const REPOSITORY_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

/** The environment variable that points the tests at another copy of the suite data. */
export const SUITE_ENV = "TINYLLM_JSON_SCHEMA_SUITE";

/** Where the JSON Schema Test Suite data is read from. */
export const SUITE_DIRECTORY =
  process.env[SUITE_ENV] ?? join(REPOSITORY_ROOT, "../shared/json-schema-test-suite");

/** One case of a suite group. */
export interface SuiteCase {
  readonly description: string;
  readonly data: unknown;
  readonly valid: boolean;
}

/** One test group of a suite data file, in the suite's shape plus its source `file`. */
export interface SuiteGroup {
  readonly file: string;
  readonly description: string;
  readonly schema: unknown;
  readonly tests: readonly SuiteCase[];
  readonly keyword?: string;
  readonly unsupportedKeywords?: readonly string[];
}

/** The data files missing from SUITE_DIRECTORY, of those named. */
export function missingSuiteFiles(files: readonly string[]): string[] {
  return files.filter((file) => !existsSync(join(SUITE_DIRECTORY, file)));
}

/** The message for missing data: a missing suite must never look like a passing one. */
export function missingSuiteMessage(missing: readonly string[]): string {
  return (
    `JSON Schema Test Suite data missing in ${SUITE_DIRECTORY}${process.env.CI ? " (CI)" : ""}: ` +
    `${missing.join(", ")}. The data is the official JSON Schema Test Suite ` +
    "(https://github.com/json-schema-org/JSON-Schema-Test-Suite, commit " +
    "44401e0c046704b476ec9d2e2fccdaee618f259d, tests/draft2020-12/) filtered to the subset, " +
    "with the README that says how. Put it at ../shared/json-schema-test-suite/ beside the " +
    `repository root, or set ${SUITE_ENV} to the folder that holds it.`
  );
}

/** Reads one data file; throws the missing-data message when it is not there. */
export function loadSuiteFile(file: string): SuiteGroup[] {
  const missing = missingSuiteFiles([file]);
  if (missing.length > 0) throw new Error(missingSuiteMessage(missing));
  // JSON.parse keeps "__proto__" as an own key, which some groups rely on.
  return JSON.parse(readFileSync(join(SUITE_DIRECTORY, file), "utf8")) as SuiteGroup[];
}
