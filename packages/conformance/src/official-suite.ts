import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, test } from "vitest";
import { loadContractData } from "./contract-data.js";
import type { SchemaModuleLike } from "./contract-types.js";
import { describeError, show } from "./requirement-check.js";

/** The environment variable that points the runner at another copy of the suite data. */
export const OFFICIAL_SUITE_ENV = "TINYLLM_JSON_SCHEMA_SUITE";

/** The data files the runner reads, as described in the suite folder's README. */
export const OFFICIAL_SUITE_FILES = [
  "supported.json",
  "boolean-schemas.json",
  "unsupported-sample.json",
] as const;

/** Where the runner finds the suite: `dataDir`, unless the environment variable overrides it. */
export interface OfficialSuiteOptions {
  /** The folder holding supported.json, boolean-schemas.json and unsupported-sample.json. */
  readonly dataDir?: string;
}

/** One test group of the suite, in its own shape plus the source `file`. */
export interface OfficialGroup {
  /** The source file, relative to tests/draft2020-12/. */
  readonly file: string;
  /** The group's description. */
  readonly description: string;
  /** The group's schema. */
  readonly schema: unknown;
  /** The group's instances and verdicts. */
  readonly tests: readonly {
    readonly description: string;
    readonly data: unknown;
    readonly valid: boolean;
  }[];
}

/** A deliberate difference between this contract and the official suite. */
export interface OfficialSuiteDifference {
  /** The source file of the group. */
  readonly file: string;
  /** The group's description. */
  readonly group: string;
  /** One test's description, when the difference is narrower than the group. */
  readonly test?: string;
  /** What the contract requires instead: compile refuses, or the opposite verdict. */
  readonly expect: "refused" | { readonly valid: boolean };
  /** Why. */
  readonly reason: string;
}

/** The deliberate differences, as shipped data. */
export const officialSuiteDifferences: readonly OfficialSuiteDifference[] = (
  loadContractData("official-suite-differences.json") as { differences: OfficialSuiteDifference[] }
).differences;

/** One runnable group: its name and a check that resolves to failures. */
export interface OfficialGroupCheck {
  /** `file › description`, and the kind of expectation. */
  readonly name: string;
  /** Failures; empty when the implementation agrees. */
  run(): string[];
}

/** The folder to read: the environment variable first, then `options.dataDir`. */
export function officialSuiteDir(options: OfficialSuiteOptions = {}): string | undefined {
  const fromEnvironment = process.env[OFFICIAL_SUITE_ENV];
  if (fromEnvironment !== undefined && fromEnvironment !== "") return resolve(fromEnvironment);
  return options.dataDir === undefined ? undefined : resolve(options.dataDir);
}

/** Reads the three data files; throws an Error saying what is missing and how to point at it. */
export function loadOfficialSuite(
  dir: string | undefined,
): Record<(typeof OFFICIAL_SUITE_FILES)[number], OfficialGroup[]> {
  if (dir === undefined) {
    throw new Error(
      "official JSON Schema Test Suite data: no folder given; pass { dataDir } or set " +
        `${OFFICIAL_SUITE_ENV} (the data comes from https://github.com/json-schema-org/JSON-Schema-Test-Suite, ` +
        "commit 44401e0c046704b476ec9d2e2fccdaee618f259d)",
    );
  }
  const missing = OFFICIAL_SUITE_FILES.filter((file) => !existsSync(join(dir, file)));
  if (missing.length > 0) {
    throw new Error(
      `official JSON Schema Test Suite data missing in ${dir}: ${missing.join(", ")}; ` +
        "the data comes from https://github.com/json-schema-org/JSON-Schema-Test-Suite " +
        "(commit 44401e0c046704b476ec9d2e2fccdaee618f259d, tests/draft2020-12/, filtered to the " +
        `subset); set ${OFFICIAL_SUITE_ENV} to the folder that holds them`,
    );
  }
  const read = (file: string) =>
    JSON.parse(readFileSync(join(dir, file), "utf8")) as OfficialGroup[];
  return {
    "supported.json": read("supported.json"),
    "boolean-schemas.json": read("boolean-schemas.json"),
    "unsupported-sample.json": read("unsupported-sample.json"),
  };
}

/** The deliberate difference for a group (or one of its tests), if any. */
export function differenceFor(
  group: OfficialGroup,
  testDescription?: string,
): OfficialSuiteDifference | undefined {
  return officialSuiteDifferences.find(
    (entry) =>
      entry.file === group.file &&
      entry.group === group.description &&
      (entry.test === undefined || entry.test === testDescription),
  );
}

/** Failures unless compile refuses `schema`. */
export function refusal(module: SchemaModuleLike, schema: unknown): string[] {
  try {
    module.compile(schema);
    return [`compile accepted ${show(schema)}, which the contract refuses`];
  } catch {
    return [];
  }
}

/** Failures where validate or validateJSON disagree with a group's verdicts. */
export function verdicts(module: SchemaModuleLike, group: OfficialGroup): string[] {
  let compiled: ReturnType<SchemaModuleLike["compile"]>;
  try {
    compiled = module.compile(group.schema);
  } catch (error) {
    return [`compile refused ${show(group.schema)}: ${describeError(error)}`];
  }
  const failures: string[] = [];
  for (const item of group.tests) {
    const difference = differenceFor(group, item.description);
    const expected =
      difference !== undefined && difference.expect !== "refused"
        ? difference.expect.valid
        : item.valid;
    const answers: [string, () => readonly unknown[]][] = [
      ["validate", () => compiled.validate(item.data)],
      ["validateJSON", () => compiled.validateJSON(JSON.stringify(item.data))],
    ];
    for (const [how, answer] of answers) {
      try {
        const errors = answer();
        if ((errors.length === 0) !== expected) {
          failures.push(
            `${item.description}: ${how}(${show(item.data)}) gave ${show(errors.map(String))}, expected ${expected ? "valid" : "invalid"}`,
          );
        }
      } catch (error) {
        failures.push(`${item.description}: ${how} threw ${describeError(error)}`);
      }
    }
  }
  return failures;
}

/** One check per group of the suite: supported groups agree, the rest must be refused. */
export function officialSuiteChecks(
  module: SchemaModuleLike,
  dir: string | undefined,
): OfficialGroupCheck[] {
  const suite = loadOfficialSuite(dir);
  const checks: OfficialGroupCheck[] = [];
  for (const group of suite["supported.json"]) {
    const difference = differenceFor(group);
    const refused = difference?.expect === "refused" && difference.test === undefined;
    checks.push({
      name: `${group.file} › ${group.description}${refused ? " (refused by the contract)" : ""}`,
      run: () => (refused ? refusal(module, group.schema) : verdicts(module, group)),
    });
  }
  for (const file of ["boolean-schemas.json", "unsupported-sample.json"] as const) {
    for (const group of suite[file]) {
      checks.push({
        name: `${file}: ${group.file} › ${group.description} is refused`,
        run: () => refusal(module, group.schema),
      });
    }
  }
  const all = [...suite["supported.json"]];
  for (const entry of officialSuiteDifferences) {
    if (!all.some((group) => group.file === entry.file && group.description === entry.group)) {
      checks.push({
        name: `difference ${entry.file} › ${entry.group} matches a group`,
        run: () => [`no supported group ${entry.file} › ${entry.group}: the difference is stale`],
      });
    }
  }
  return checks;
}

/**
 * Runs the official JSON Schema Test Suite data (draft 2020-12, filtered to the subset) against
 * a schema module. Missing data is a failing test, never a silent skip.
 */
export function describeOfficialSuite(
  label: string,
  module: SchemaModuleLike,
  options: OfficialSuiteOptions = {},
): void {
  describe(label, () => {
    let checks: OfficialGroupCheck[];
    try {
      checks = officialSuiteChecks(module, officialSuiteDir(options));
    } catch (error) {
      test("official suite data is present", () => {
        throw error;
      });
      return;
    }
    for (const item of checks) {
      test(item.name, () => {
        expect(item.run()).toEqual([]);
      });
    }
  });
}
