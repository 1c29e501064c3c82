import type { ToolResult } from "../result/tool-result.js";
import type { CallEnvironment } from "./call-pipeline.js";
import type { ReadCall } from "./read-call.js";
import type { CallSettings } from "./read-options.js";

export type { Repair, RepairRule } from "@tinyllm/schema/repair";

// A type-only brand: the `repair` option takes what `conservativeRepair()` returns, not any
// function, because the repairer is what judges its proposal again before the tool runs.
declare const REPAIRER: unique symbol;

/**
 * What `conservativeRepair()` of `@tinyllm/tool/repair` returns, for the registry's `repair`
 * option. The registry hands it every answer; it looks only at `invalid_arguments`, proposes
 * arguments, judges them again with the tool's own validator, runs the tool only when they pass,
 * and otherwise answers with the refusal the model's own text earned. Internal arguments: the
 * parameters may change with the registry.
 */
export interface ArgumentRepairer {
  (
    answer: ToolResult | Promise<ToolResult>,
    environment: CallEnvironment,
    call: ReadCall,
    settings: CallSettings | string,
  ): ToolResult | Promise<ToolResult>;
  readonly [REPAIRER]: true;
}
