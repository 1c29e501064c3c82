import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import type { SchemaModuleLike } from "./contract-types.js";
import {
  differenceFor,
  type OfficialGroup,
  type OfficialGroupCheck,
  type OfficialSuiteOptions,
  officialSuiteDir,
  refusal,
  verdicts,
} from "./official-suite.js";
import { describeError } from "./requirement-check.js";

/** The standard vocabulary's data files (SPEC 4.5), as described in the suite folder's README. */
export const STANDARD_SUITE_FILES = [
  "standard.json",
  "standard-draft7.json",
  "standard-unsupported.json",
] as const;

/** A group of standard-unsupported.json: the keyword the refusal must name. */
interface RefusedGroup extends OfficialGroup {
  readonly keyword: string;
}

function readStandardSuite(
  dir: string | undefined,
): Record<(typeof STANDARD_SUITE_FILES)[number], OfficialGroup[]> {
  const missing =
    dir === undefined
      ? [...STANDARD_SUITE_FILES]
      : STANDARD_SUITE_FILES.filter((file) => !existsSync(join(dir, file)));
  if (dir === undefined || missing.length > 0) {
    throw new Error(
      `standard-vocabulary suite data missing${dir === undefined ? "" : ` in ${dir}`}: ${missing.join(", ")}; ` +
        "pass { dataDir } or set TINYLLM_JSON_SCHEMA_SUITE to the folder that holds them",
    );
  }
  const read = (file: string) =>
    JSON.parse(readFileSync(join(dir, file), "utf8")) as OfficialGroup[];
  return {
    "standard.json": read("standard.json"),
    "standard-draft7.json": read("standard-draft7.json"),
    "standard-unsupported.json": read("standard-unsupported.json"),
  };
}

/** The refusal of a still-refused group, which must name its keyword. */
function namedRefusal(module: SchemaModuleLike, group: RefusedGroup): string[] {
  try {
    module.compile(group.schema);
  } catch (error) {
    const message = error instanceof Error ? error.message : describeError(error);
    return message.includes(JSON.stringify(group.keyword))
      ? []
      : [`the refusal does not name ${JSON.stringify(group.keyword)}: ${message}`];
  }
  return refusal(module, group.schema);
}

/**
 * One check per group of the standard files: standard.json and standard-draft7.json agree with
 * the suite (deliberate differences as in the core runner), standard-unsupported.json is refused
 * naming the keyword. `module.compile` must be the standard vocabulary's.
 */
export function standardSuiteChecks(
  module: SchemaModuleLike,
  dir: string | undefined,
): OfficialGroupCheck[] {
  const suite = readStandardSuite(dir);
  const checks: OfficialGroupCheck[] = [];
  for (const file of ["standard.json", "standard-draft7.json"] as const) {
    for (const group of suite[file]) {
      const difference = differenceFor(group);
      const refused = difference?.expect === "refused" && difference.test === undefined;
      checks.push({
        name: `${file}: ${group.file} › ${group.description}${refused ? " (refused by the contract)" : ""}`,
        run: () => (refused ? refusal(module, group.schema) : verdicts(module, group)),
      });
    }
  }
  for (const group of suite["standard-unsupported.json"] as RefusedGroup[]) {
    checks.push({
      name: `standard-unsupported.json: ${group.file} › ${group.description} is refused, naming ${group.keyword}`,
      run: () => namedRefusal(module, group),
    });
  }
  return checks;
}

/** Runs the standard vocabulary's suite files against a schema module; missing data fails. */
export function describeStandardSuite(
  label: string,
  module: SchemaModuleLike,
  options: OfficialSuiteOptions = {},
): void {
  describe(label, () => {
    let checks: OfficialGroupCheck[];
    try {
      checks = standardSuiteChecks(module, officialSuiteDir(options));
    } catch (error) {
      test("standard suite data is present", () => {
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
