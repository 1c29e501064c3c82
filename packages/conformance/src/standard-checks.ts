import { standardCases, standardRefusals } from "./contract-data.js";
import type { SchemaModuleLike } from "./contract-types.js";
import { check, describeError, type RequirementCheck, show } from "./requirement-check.js";
import { refusalFailures, tableCheck } from "./schema-checks.js";

const DEEP_TREE = {
  $defs: {
    node: {
      type: "object",
      properties: { children: { type: "array", items: { $ref: "#/$defs/node" } } },
      required: ["children"],
    },
  },
  $ref: "#/$defs/node",
};

function tree(levels: number): unknown {
  let node: unknown = { children: [] };
  for (let level = 1; level < levels; level++) node = { children: [node] };
  return node;
}

function deepValuesCheck(module: SchemaModuleLike): RequirementCheck {
  return check("standard.ref.deep-values", () => {
    const failures: string[] = [];
    let compiled: ReturnType<SchemaModuleLike["compile"]>;
    try {
      compiled = module.compile(DEEP_TREE);
    } catch (error) {
      return [`compile(${show(DEEP_TREE)}) threw ${describeError(error)}`];
    }
    try {
      const errors = compiled.validate(tree(1_000));
      if (errors.length > 0)
        failures.push(`a 1,000-level tree gave ${show(errors.slice(0, 2).map(String))}`);
    } catch (error) {
      failures.push(`a 1,000-level tree threw ${describeError(error)}`);
    }
    try {
      const errors = compiled.validate(tree(100_000));
      if (errors.length === 0) failures.push("a 100,000-level tree gave no error");
    } catch (error) {
      failures.push(`a 100,000-level tree threw ${describeError(error)}`);
    }
    return failures;
  });
}

/** Every check of the standard-vocabulary contract (`standard.*` requirements) against `module`. */
export function standardContractChecks(module: SchemaModuleLike): RequirementCheck[] {
  return [
    ...standardCases.map((entry) => tableCheck(module, entry)),
    ...standardRefusals.map((entry) =>
      check(entry.id, () =>
        entry.schemas.flatMap((item) =>
          refusalFailures(module, item.schema, item.places, item.minIssues ?? 1, show(item.schema)),
        ),
      ),
    ),
    deepValuesCheck(module),
  ];
}
