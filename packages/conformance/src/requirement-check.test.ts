import { describe, expect, test } from "vitest";
import { check, coverage, requirements, runChecks } from "./index.js";

describe("requirement checks", () => {
  test("coverage names unknown ids and requirements without a check", () => {
    const known = requirements.filter((entry) => entry.id.startsWith("tool."));
    const checks = [
      check("tool.not-a.requirement", () => []),
      ...known.slice(1).map((entry) => check(entry.id, () => [])),
    ];
    const result = coverage(checks, ["tool."]);
    expect(result.unknown).toEqual(["tool.not-a.requirement"]);
    expect(result.missing.map((entry) => entry.id)).toEqual([known[0]?.id]);
  });

  test("a check that throws or rejects reports a failure instead", async () => {
    const reports = await runChecks([
      check("schema.errors.to-string", () => {
        throw new Error("boom");
      }),
      check("schema.errors.to-string", () => Promise.reject(null)),
      check("schema.errors.to-string", () => ["a failure"]),
      check("schema.errors.to-string", () => []),
    ]);
    expect(reports.map((report) => report.failures)).toEqual([
      ["the check threw: Error: boom"],
      ["the check threw: null"],
      ["a failure"],
      [],
    ]);
  });
});
