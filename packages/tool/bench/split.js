// Where a registry.call of get_weather (synchronous tool) spends its time, step by step, against
// doing the same work by hand: JSON.parse alone, then validate, then the tool, then awaiting it,
// then registry.call. Interleaved rounds in one process; medians of BENCH_ROUNDS (default 7).
//   node bench/split.js                 (after a build: pnpm --filter @tinyllm/tool build)

import * as build from "../dist/index.js";
import { newTool } from "../dist/index.js";
import {
  ARGUMENTS,
  BATCH,
  SCHEMA,
  weatherCalls,
  weatherNow,
  weatherRegistry,
} from "./get-weather.js";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const N = 2000;
const schema = newTool("get_weather", "Current weather", SCHEMA, weatherNow).schema;
const context = { signal: new AbortController().signal, callId: "call_1", rawArguments: ARGUMENTS };
const registry = weatherRegistry(build, "sync");
const calls = weatherCalls();
let sink = 0;

const steps = {
  "JSON.parse": async () => {
    for (let i = 0; i < BATCH; i++) sink += JSON.parse(ARGUMENTS).days;
  },
  "+ validate": async () => {
    for (let i = 0; i < BATCH; i++) sink += schema.validate(JSON.parse(ARGUMENTS)).length;
  },
  "+ tool": async () => {
    for (let i = 0; i < BATCH; i++) {
      const args = JSON.parse(ARGUMENTS);
      if (schema.validate(args).length === 0) sink += weatherNow(args, context).length;
    }
  },
  "+ await": async () => {
    for (let i = 0; i < BATCH; i++) {
      const args = JSON.parse(ARGUMENTS);
      if (schema.validate(args).length === 0) sink += (await weatherNow(args, context)).length;
    }
  },
  "registry.call, awaited": async () => {
    for (let i = 0; i < BATCH; i++) sink += (await registry.call(calls[i])).content.length;
  },
};

const times = Object.fromEntries(Object.keys(steps).map((name) => [name, []]));
for (let round = 0; round < ROUNDS + 1; round++) {
  for (const [name, run] of Object.entries(steps)) {
    const started = performance.now();
    for (let k = 0; k < N; k++) await run();
    const ns = ((performance.now() - started) * 1e6) / (N * BATCH);
    if (round > 0) times[name].push(ns); // round 0 warms up
  }
}
const median = (list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)];
const base = median([...times["+ await"]]);
console.log(`get_weather, ${ROUNDS} rounds of ${N * BATCH} calls, median ns per call`);
console.log("| step | ns per call | / hand-written (+ await) |");
console.log("| --- | ---: | ---: |");
for (const name of Object.keys(steps)) {
  const ns = median([...times[name]]);
  console.log(`| ${name} | ${ns.toFixed(0)} | ${(ns / base).toFixed(2)}x |`);
}
if (sink === 0) console.log("(sink)");
