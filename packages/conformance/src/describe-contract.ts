import { describe, expect, test } from "vitest";
import { contentContractChecks } from "./content-checks.js";
import { findRequirement } from "./contract-data.js";
import type {
  ContentModuleLike,
  ContentProjections,
  RepairModuleLike,
  SchemaModuleLike,
  ToolModuleLike,
} from "./contract-types.js";
import { registryContractChecks } from "./registry-checks.js";
import { repairContractChecks } from "./repair-checks.js";
import { coverage, type RequirementCheck } from "./requirement-check.js";
import { schemaContractChecks } from "./schema-checks.js";
import { standardContractChecks } from "./standard-checks.js";

/** Per-test timeout: generous, because the deep-nesting and hang-guard checks do real work. */
const TEST_TIMEOUT_MS = 30_000;

/**
 * Declares one vitest test per check, named `id: sentence`, plus two tests that fail when a
 * check names an unknown id or a requirement under `prefixes` has no check.
 */
export function describeChecks(
  label: string,
  checks: readonly RequirementCheck[],
  prefixes: readonly string[],
): void {
  describe(label, () => {
    for (const item of checks) {
      const sentence = findRequirement(item.id)?.requirement ?? "(unknown requirement id)";
      test(
        `${item.id}: ${sentence}`,
        async () => {
          expect(findRequirement(item.id), `unknown requirement id ${item.id}`).toBeDefined();
          expect(await item.run()).toEqual([]);
        },
        TEST_TIMEOUT_MS,
      );
    }
    const { unknown, missing } = coverage(checks, prefixes);
    test("every test names a known requirement id", () => {
      expect(unknown).toEqual([]);
    });
    test("every requirement has a test", () => {
      expect(missing.map((entry) => entry.id)).toEqual([]);
    });
  });
}

/**
 * Runs the schema contract (every `schema.*` requirement) against a schema package's
 * namespace: `describeSchemaContract("@tinyllm/schema", await import("@tinyllm/schema"))`.
 */
export function describeSchemaContract(label: string, module: SchemaModuleLike): void {
  describeChecks(label, schemaContractChecks(module), ["schema."]);
}

/**
 * Runs the registry contract (every `registry.*` and `tool.*` requirement) against a tool
 * package's namespace.
 */
export function describeRegistryContract(label: string, module: ToolModuleLike): void {
  describeChecks(label, registryContractChecks(module), ["registry.", "tool."]);
}

/**
 * Runs the standard-vocabulary contract (every `standard.*` requirement) against a schema
 * package whose `compile` enforces SPEC 4.5 by default.
 */
export function describeStandardContract(label: string, module: SchemaModuleLike): void {
  describeChecks(label, standardContractChecks(module), ["standard."]);
}

/**
 * Runs the repair contract (every `repair.*` requirement) against a tool package with opt-in
 * argument repair: `{ Registry, newTool, conservativeRepair, repairsOf }`.
 */
export function describeRepairContract(label: string, module: RepairModuleLike): void {
  describeChecks(label, repairContractChecks(module), ["repair."]);
}

/**
 * Runs the content-part contract (every `content.*` requirement) against a tool package with its
 * content subpath merged in (`{ ...tool, ...toolContent }`) and the provider projections to check.
 */
export function describeContentContract(
  label: string,
  module: ContentModuleLike,
  projections: ContentProjections,
): void {
  describeChecks(label, contentContractChecks(module, projections), ["content."]);
}
