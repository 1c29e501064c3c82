import * as realSchema from "@tinyllm/schema";
import { describe, expect, test } from "vitest";
import {
  contentContractChecks,
  registryContractChecks,
  repairContractChecks,
  runChecks,
  schemaContractChecks,
  standardContractChecks,
} from "../src/index.js";
import { brokenContentCopies } from "./broken/broken-content.js";
import { brokenToolCopies } from "./broken/broken-registry.js";
import { brokenRepairCopies } from "./broken/broken-repair.js";
import { brokenSchemaCopies } from "./broken/broken-schema.js";
import { brokenStandardCopies } from "./broken/broken-standard.js";
import { contentModule, projections } from "./content-fixtures.js";
import { coreSchema as schema, coreTool as tool } from "./core-module.js";
import { repairingTool } from "./repair-module.js";

async function failingIds(checks: Parameters<typeof runChecks>[0]): Promise<string[]> {
  const reports = await runChecks(checks);
  return reports.filter((report) => report.failures.length > 0).map((report) => report.id);
}

describe("the schema suite catches every broken copy", () => {
  test("the real package passes every check run as plain functions", async () => {
    expect(await failingIds(schemaContractChecks(schema))).toEqual([]);
  });
  for (const copy of brokenSchemaCopies(schema)) {
    test(copy.mistake, async () => {
      const failing = await failingIds(schemaContractChecks(copy.module));
      expect(failing.length).toBeGreaterThan(0);
      expect(failing).toEqual(expect.arrayContaining([...copy.mustFail]));
    }, 30_000);
  }
});

describe("the registry suite catches every broken copy", () => {
  test("the real package passes every check run as plain functions", async () => {
    expect(await failingIds(registryContractChecks(tool))).toEqual([]);
  });
  for (const copy of brokenToolCopies(tool)) {
    test(copy.mistake, async () => {
      const failing = await failingIds(registryContractChecks(copy.module));
      expect(failing.length).toBeGreaterThan(0);
      expect(failing).toEqual(expect.arrayContaining([...copy.mustFail]));
    }, 30_000);
  }
});

describe("the standard-vocabulary suite catches every broken copy", () => {
  test("the real package passes every check run as plain functions", async () => {
    expect(await failingIds(standardContractChecks(realSchema))).toEqual([]);
  });
  for (const copy of brokenStandardCopies(realSchema)) {
    test(copy.mistake, async () => {
      const failing = await failingIds(standardContractChecks(copy.module));
      expect(failing).toEqual(expect.arrayContaining([...copy.mustFail]));
    }, 30_000);
  }
});

describe("the repair suite catches every broken copy", () => {
  test("the real package passes every check run as plain functions", async () => {
    expect(await failingIds(repairContractChecks(repairingTool))).toEqual([]);
  });
  for (const copy of brokenRepairCopies(repairingTool)) {
    test(copy.mistake, async () => {
      const failing = await failingIds(repairContractChecks(copy.module));
      expect(failing).toEqual(expect.arrayContaining([...copy.mustFail]));
    }, 30_000);
  }
});

describe("the content suite catches every broken copy", () => {
  test("the real packages pass every check run as plain functions", async () => {
    expect(await failingIds(contentContractChecks(contentModule, projections))).toEqual([]);
  });
  for (const copy of brokenContentCopies(contentModule, projections)) {
    test(copy.mistake, async () => {
      const failing = await failingIds(contentContractChecks(copy.module, copy.projections));
      expect(failing).toEqual([...copy.mustFail]);
    }, 30_000);
  }
});
