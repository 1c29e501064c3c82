// The workload every tool benchmark shares: get_weather with the SPEC section 6 schema, the
// arguments a model sends, and batches of calls to it.

import { getWeather } from "../../schema/bench/fixtures.js";

/** SPEC section 6's schema, as the schema package's benchmarks have it. */
export const SCHEMA = getWeather;
export const ARGUMENTS = '{"city":"Paris","days":3,"unit":"c"}';
export const BATCH = 100;
export const TIMEOUT_MS = 30_000;

export const weatherNow = (args) =>
  `${args.city}: 21 ${args.unit ?? "c"} for ${args.days ?? 1} days`;
export const weatherAsync = async (args) => weatherNow(args);

/** `count` calls to get_weather, with ids `call_0`, `call_1`, ... */
export function weatherCalls(count = BATCH) {
  return Array.from({ length: count }, (_, index) => ({
    id: `call_${index}`,
    type: "function",
    function: { name: "get_weather", arguments: ARGUMENTS },
  }));
}

/** A registry of one build (its `newTool` and `Registry`) with get_weather, sync or async. */
export function weatherRegistry(build, mode, options = { timeoutMs: TIMEOUT_MS }) {
  const execute = mode === "async" ? weatherAsync : weatherNow;
  const tool = build.newTool("get_weather", "Current weather", SCHEMA, execute);
  return new build.Registry(options).mustRegister(tool);
}
