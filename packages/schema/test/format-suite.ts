import { expect, test } from "vitest";
import { FORMATS } from "../src/format/index.js";
import { loadSuiteFile, type SuiteGroup } from "./suite-data.js";

let standard: SuiteGroup[] | undefined;

/** The `standard.json` groups of one source file, e.g. `optional/format/uuid.json`. */
export function formatGroups(file: string): SuiteGroup[] {
  standard ??= loadSuiteFile("standard.json");
  return standard.filter((group) => group.file === file);
}

/**
 * Tests every string case of the `standard.json` groups of `file` through the rule `name`'s test.
 * Non-strings are the keyword's business (it skips them); the suite says they pass.
 */
export function testFormatSuite(name: string, file: string): void {
  test(`${file}: every string case agrees with the suite`, () => {
    const rule = FORMATS.get(name);
    expect(rule?.appliesTo).toBe("string");
    const groups = formatGroups(file);
    const cases = groups.flatMap((group) => group.tests);
    expect(cases.length, `no cases for ${file} in standard.json`).toBeGreaterThan(0);
    const disagreements = cases
      .filter((item) => typeof item.data === "string")
      .filter((item) => rule?.test(item.data as string) !== item.valid)
      .map((item) => `${JSON.stringify(item.data)} (${item.description}): expected ${item.valid}`);
    expect(disagreements).toEqual([]);
    for (const item of cases) if (typeof item.data !== "string") expect(item.valid).toBe(true);
  });
}
