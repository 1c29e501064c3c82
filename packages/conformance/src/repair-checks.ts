import type { ToolCall } from "@tinyllm/types";
import type {
  RegistryLike,
  RepairModuleLike,
  ToolContextLike,
  ToolResultLike,
} from "./contract-types.js";
import { check, type RequirementCheck, show } from "./requirement-check.js";

// The worked example's tool (SPEC 6), and one whose value two readings would pass.
const WEATHER = {
  type: "object",
  properties: {
    city: { type: "string", minLength: 1 },
    days: { type: "integer", minimum: 1, maximum: 7 },
    unit: { enum: ["c", "f"] },
  },
  required: ["city"],
  additionalProperties: false,
};
const EITHER = {
  type: "object",
  properties: { v: { type: ["integer", "array"], items: { type: "string" } } },
};

/** A normalizer that breaks what the repair fixed: adds a property only to a number of days. */
function breaksRepaired(args: never): unknown {
  const value = args as { days?: unknown };
  return typeof value.days === "number" ? { ...value, country: "FR" } : value;
}

/** One registry of the module with its runs recorded. */
interface Recorded {
  readonly registry: RegistryLike;
  readonly runs: { args: unknown; rawArguments: string }[];
}

function registry(
  module: RepairModuleLike,
  repair: boolean,
  options: { normalizeArguments?: (args: never, toolName: string) => unknown } = {},
): Recorded {
  const runs: Recorded["runs"] = [];
  const made = new module.Registry(
    repair ? { ...options, repair: module.conservativeRepair() } : options,
  );
  const record = (name: string) => (args: unknown, context: ToolContextLike) => {
    runs.push({ args, rawArguments: context.rawArguments });
    return `${name} ran`;
  };
  made.register(module.newTool("get_weather", "Current weather.", WEATHER, record("get_weather")));
  made.register(module.newTool("either", "Takes either.", EITHER, record("either")));
  return { registry: made, runs };
}

function call(name: string, args: string): ToolCall {
  return { id: "call_1", type: "function", function: { name, arguments: args } };
}

/** The failures of a call that must be answered exactly as a registry without repair answers it. */
async function sameAsWithout(
  module: RepairModuleLike,
  name: string,
  args: string,
  options: { normalizeArguments?: (args: never, toolName: string) => unknown } = {},
): Promise<string[]> {
  const plain = registry(module, false, options);
  const repairing = registry(module, true, options);
  const before = await plain.registry.call(call(name, args));
  const after = await repairing.registry.call(call(name, args));
  const failures: string[] = [];
  if (after.message().content !== before.message().content) {
    failures.push(
      `${args}: read ${show(after.message().content)}, without repair ${show(before.message().content)}`,
    );
  }
  if (show(repairing.runs) !== show(plain.runs)) {
    failures.push(
      `${args}: the tool ran with ${show(repairing.runs)}, without repair ${show(plain.runs)}`,
    );
  }
  if (module.repairsOf(after).length > 0)
    failures.push(`${args}: repairs ${show(module.repairsOf(after))}`);
  return failures;
}

function refusedWithoutRun(
  result: ToolResultLike,
  runs: readonly unknown[],
  what: string,
): string[] {
  const failures: string[] = [];
  if (!result.isError)
    failures.push(`${what}: answered ${show(result.content)}, expected a refusal`);
  if (runs.length > 0) failures.push(`${what}: the tool ran with ${show(runs)}`);
  return failures;
}

/** Every check of the repair contract against `module`, one per `repair.*` requirement. */
export function repairContractChecks(module: RepairModuleLike): RequirementCheck[] {
  return [
    check("repair.off.by-default", async () => {
      const { registry: plain, runs } = registry(module, false);
      const result = await plain.call(call("get_weather", '{"city": "Paris", "days": "3"}'));
      return refusedWithoutRun(result, runs, "days as a string");
    }),
    check("repair.accepted.unchanged", async () => {
      const failures: string[] = [];
      for (const args of ['{"city": "Paris", "days": 3}', '{"city": "3"}', "", '{"v": "3"}']) {
        failures.push(
          ...(await sameAsWithout(module, args.includes('"v"') ? "either" : "get_weather", args)),
        );
      }
      return failures;
    }),
    check("repair.number.exact", async () => {
      const repairing = registry(module, true);
      const result = await repairing.registry.call(
        call("get_weather", '{"city": "Paris", "days": "3"}'),
      );
      const failures: string[] = [];
      if (
        result.isError ||
        show(repairing.runs.map((run) => run.args)) !== show([{ city: "Paris", days: 3 }])
      ) {
        failures.push(`"3": answered ${show(result.content)}, ran with ${show(repairing.runs)}`);
      }
      for (const days of ['"3.7"', '"1e400"', '"9"', "1e400"]) {
        failures.push(
          ...(await sameAsWithout(module, "get_weather", `{"city": "Paris", "days": ${days}}`)),
        );
      }
      return failures;
    }),
    check("repair.text.cut-off", async () => {
      const failures: string[] = [];
      for (const args of [
        '{"city": "Paris", "days": 3',
        '```json\n{"city": "Paris"}',
        '{"city": "Par',
      ]) {
        failures.push(...(await sameAsWithout(module, "get_weather", args)));
      }
      return failures;
    }),
    check("repair.ambiguous.refused", async () => sameAsWithout(module, "either", '{"v": "3"}')),
    check("repair.revalidate.no-run", async () => {
      const repairing = registry(module, true, { normalizeArguments: breaksRepaired });
      const result = await repairing.registry.call(
        call("get_weather", '{"city": "Paris", "days": "3"}'),
      );
      return refusedWithoutRun(result, repairing.runs, "a repair the normalizer breaks");
    }),
    check("repair.revalidate.original-refusal", async () =>
      sameAsWithout(module, "get_weather", '{"city": "Paris", "days": "3"}', {
        normalizeArguments: breaksRepaired,
      }),
    ),
    check("repair.report.repairs", async () => {
      const repairing = registry(module, true);
      const sent = '{"city": "Paris", "days": "3"}';
      const result = await repairing.registry.call(call("get_weather", sent));
      const failures: string[] = [];
      const expected = [{ path: "$.days", rule: "numeric_string", from: "3", to: 3 }];
      if (show(module.repairsOf(result)) !== show(expected)) {
        failures.push(`repairs ${show(module.repairsOf(result))}, expected ${show(expected)}`);
      }
      if (
        show(repairing.runs) !== show([{ args: { city: "Paris", days: 3 }, rawArguments: sent }])
      ) {
        failures.push(`the tool ran with ${show(repairing.runs)}`);
      }
      const lines = result.message().content.split("\n");
      if (lines.length !== 2 || lines[0] !== "get_weather ran" || !lines[1]?.startsWith("note: ")) {
        failures.push(`the model read ${show(result.message().content)}`);
      }
      return failures;
    }),
  ];
}
