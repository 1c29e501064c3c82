import type { Tool } from "@tinyllm/tool";
import { type OptionFields, refuseUnknownOption } from "../option-names.js";
import { createCalculatorTool } from "./calculator.js";
import { createCurrentTimeTool } from "./current-time.js";
import { createWeatherTool } from "./get-weather.js";
import { createStatisticsTool } from "./statistics.js";

/** Options for {@link createDemoTools}. */
export interface DemoToolsOptions {
  /** `get_weather`'s pretend network delay, in milliseconds. */
  readonly weatherLatencyMs?: number;
  /** The clock for `current_time`. */
  readonly now?: () => Date;
}

/** Every option {@link createDemoTools} takes: the one list its unknown-name check reads. */
export const DEMO_TOOLS_OPTION_NAMES: readonly string[] = Object.keys({
  weatherLatencyMs: 1,
  now: 1,
} as const satisfies OptionFields<DemoToolsOptions>);

/** The four example tools the demo registers; a `TypeError` for an option name it does not know. */
export function createDemoTools(options: DemoToolsOptions = {}): Tool[] {
  refuseUnknownOption(options, "createDemoTools", DEMO_TOOLS_OPTION_NAMES);
  return [
    createWeatherTool({ latencyMs: options.weatherLatencyMs ?? 0 }),
    createCalculatorTool(),
    createCurrentTimeTool(options.now === undefined ? {} : { now: options.now }),
    createStatisticsTool(),
  ];
}
