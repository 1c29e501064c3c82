import type { Tool } from "@tinyllm/tool";
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

/** The four example tools the demo registers. */
export function createDemoTools(options: DemoToolsOptions = {}): Tool[] {
  return [
    createWeatherTool({ latencyMs: options.weatherLatencyMs ?? 0 }),
    createCalculatorTool(),
    createCurrentTimeTool(options.now === undefined ? {} : { now: options.now }),
    createStatisticsTool(),
  ];
}
