import { type Repair, repairJSON } from "@tinyllm/schema/repair";
import { unknownOption } from "@tinyllm/types";
import type { ArgumentRepairer } from "../call/argument-repairer.js";
import { CallContext } from "../call/call-context.js";
import type { CallEnvironment } from "../call/call-pipeline.js";
import type { RegisteredTool } from "../call/find-tool.js";
import type { ReadCall } from "../call/read-call.js";
import type { CallSettings } from "../call/read-options.js";
import { runTool } from "../call/run-tool.js";
import { isThenable, type ValidationOutcome } from "../call/validate-arguments.js";
import { InvalidRegistryOptionError } from "../registry-option-error.js";
import type { ToolResult } from "../result/tool-result.js";
import { repairNote } from "./repair-note.js";
import { RepairedToolResult } from "./repaired-result.js";

/** Options of {@link conservativeRepair}. */
export interface ConservativeRepairOptions {
  /** Whether the model reads one line after a repaired call's content saying what changed; default true. */
  readonly note?: boolean | undefined;
}

const OPTION_NAMES = Object.keys({ note: 1 } satisfies {
  [Name in keyof ConservativeRepairOptions]-?: 1;
});

/**
 * The registry's `repair` option: arguments refused as `invalid_arguments` are read by the rules
 * of `@tinyllm/schema/repair` (each only where exactly one reading passes the tool's schema),
 * judged again by the tool's own validator, and the tool runs only when they pass; otherwise the
 * model reads the refusal of what it sent. Throws `InvalidRegistryOptionError` for a bad option.
 */
export function conservativeRepair(options: ConservativeRepairOptions = {}): ArgumentRepairer {
  const unknown = unknownOption(options, "conservativeRepair", OPTION_NAMES);
  if (unknown !== undefined) throw new InvalidRegistryOptionError(unknown.option, unknown.message);
  const { note = true } = options;
  if (typeof note !== "boolean") {
    throw new InvalidRegistryOptionError("note", "conservativeRepair option note is not a boolean");
  }
  const repairer = (
    answer: ToolResult | Promise<ToolResult>,
    environment: CallEnvironment,
    call: ReadCall,
    settings: CallSettings | string,
  ): ToolResult | Promise<ToolResult> => {
    const request: Request = { environment, call, settings, note };
    return isThenable(answer)
      ? answer.then((settled) => repairRefused(settled, request))
      : repairRefused(answer, request);
  };
  return repairer as ArgumentRepairer;
}

/** What one repair reads besides the refusal. */
interface Request {
  readonly environment: CallEnvironment;
  readonly call: ReadCall;
  readonly settings: CallSettings | string;
  readonly note: boolean;
}

/** The answer itself unless it refused arguments that repair and pass the tool's validator. */
function repairRefused(refusal: ToolResult, request: Request): ToolResult | Promise<ToolResult> {
  const { environment, call, settings } = request;
  const registered = environment.tools.get(call.name);
  const text = call.rawArguments;
  if (
    refusal.kind !== "invalid_arguments" ||
    registered === undefined ||
    typeof text !== "string" ||
    typeof settings === "string"
  ) {
    return refusal;
  }
  try {
    const proposal = repairJSON(text, registered.prepared.parameters.schema);
    // Nothing to repair, or nothing the schema reads one way only: the refusal stands.
    if (!proposal.ok || proposal.repairs.length === 0) return refusal;
    const normalize = settings.normalize ?? environment.normalizeArguments;
    const value = normalize === undefined ? proposal.value : normalize(proposal.value, call.name);
    const judged = registered.prepared.validator.validate(value);
    const run = (outcome: ValidationOutcome): ToolResult | Promise<ToolResult> =>
      outcome.ok
        ? runRepaired(
            { ...request, settings, registered, refusal, text, proposal: proposal.repairs },
            outcome.value ?? value,
          )
        : refusal;
    return isThenable(judged) ? Promise.resolve(judged).then(run, () => refusal) : run(judged);
  } catch {
    // A normalizer or a foreign validator that throws on the repaired value: the model's own refusal.
    return refusal;
  }
}

/** A repaired call that passed: the tool runs on the repaired value, and the result says so. */
function runRepaired(
  repaired: Request & {
    readonly settings: CallSettings;
    readonly registered: RegisteredTool;
    readonly refusal: ToolResult;
    readonly text: string;
    readonly proposal: readonly Repair[];
  },
  args: unknown,
): ToolResult | Promise<ToolResult> {
  const { environment, settings, registered, call, refusal, text, proposal } = repaired;
  const { maxResultChars } = environment;
  if (settings.watch?.aborted === true) return refusal;
  const run = new CallContext(environment, registered, call, settings, args, text);
  // A tool that needs approval goes through its gate with the repaired arguments, never around
  // it: a pending approval is answered as the gate made it (its fingerprint binds those
  // arguments); a call the gate runs unasked (its predicate said no) is reported as repaired.
  const result = run.approve ? run.approve(run, { ok: true, value: args }) : runTool(run);
  const line = repaired.note ? repairNote(proposal) : "";
  const report = (settled: ToolResult): ToolResult =>
    settled.kind === "approval_required"
      ? settled
      : new RepairedToolResult(settled, proposal, line, maxResultChars);
  return isThenable(result) ? result.then(report) : report(result);
}
