// Benchmark: the registry's cost over doing its work by hand, in one run.
// Run with `pnpm --filter @tinyllm/tool bench` (builds this package and its dependencies first).
import { cpus, loadavg } from "node:os";
import { pathToFileURL } from "node:url";
import { Bench } from "tinybench";
import { newTool, Registry } from "../dist/index.js";
import { baselineDist } from "./builds.js";
import {
  ARGUMENTS,
  BATCH,
  SCHEMA,
  weatherAsync,
  weatherCalls,
  weatherNow,
  weatherRegistry,
} from "./get-weather.js";

const schema = newTool("get_weather", "Current weather", SCHEMA, weatherNow).schema;
const context = { signal: new AbortController().signal, callId: "call_1", rawArguments: ARGUMENTS };
const calls = weatherCalls();

let sink = 0;
function direct(execute) {
  const args = JSON.parse(ARGUMENTS);
  if (schema.validate(args).length > 0) throw new Error("invalid");
  return execute(args, context);
}

/** The registry rows, against one build of this package (ours, or the baseline's). */
function registryTasks(build) {
  const syncRegistry = weatherRegistry(build, "sync");
  const asyncRegistry = weatherRegistry(build, "async");
  const untimedRegistry = weatherRegistry(build, "async", {});
  const callEach = (registry) => async () => {
    for (let index = 0; index < BATCH; index++) {
      sink += (await registry.call(calls[index])).content.length;
    }
  };
  const callAll = (registry, options) => async () => {
    sink += (await registry.callAll(calls, options)).length;
  };
  return [
    ["registry.call, tool returns at once, timeout set x100", callEach(syncRegistry)],
    ["registry.call, async tool resolves at once, timeout set x100", callEach(asyncRegistry)],
    ["registry.call, async tool resolves at once, no timeout x100", callEach(untimedRegistry)],
    [
      "registry.callAll of 100 calls, tool returns at once, timeout set",
      callAll(syncRegistry, undefined),
    ],
    [
      "registry.callAll of 100 calls, async tool, timeout set, concurrency 100",
      callAll(asyncRegistry, { concurrency: BATCH }),
    ],
    [
      "registry.callAll of 100 calls, async tool, timeout set, default concurrency 8",
      callAll(asyncRegistry, undefined),
    ],
  ];
}

// BENCH_BASELINE_DIST names an older build's dist/index.js: its registry rows run in the same
// rounds as ours, each row's two builds back to back (in alternating order), so load from other
// jobs falls on both alike.
const baselinePath = baselineDist();
const baseline =
  baselinePath === undefined ? undefined : await import(pathToFileURL(baselinePath).href);
const ours = registryTasks({ newTool, Registry });
const theirs = baseline === undefined ? undefined : registryTasks(baseline);
const BEFORE = "before: ";

// The machine may be shared: run the suite in rounds and keep each task's best median, so a
// burst of load on one task does not decide a ratio. BENCH_ROUNDS=9 for a busier machine.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const perCall = new Map();
const roundRatios = new Map();
for (let round = 0; round < ROUNDS; round++) {
  const roundCall = new Map();
  const bench = new Bench({ time: 400, warmupTime: 150 });
  bench
    .add("direct: JSON.parse + validate + tool (returns at once) x100", () => {
      for (let index = 0; index < BATCH; index++) sink += direct(weatherNow).length;
    })
    .add("direct, awaited: JSON.parse + validate + await tool x100", async () => {
      for (let index = 0; index < BATCH; index++) sink += (await direct(weatherNow)).length;
    })
    .add("direct, async tool: JSON.parse + validate + await tool x100", async () => {
      for (let index = 0; index < BATCH; index++) sink += (await direct(weatherAsync)).length;
    });
  for (const [index, [name, task]] of ours.entries()) {
    const pair = [[name, task]];
    if (theirs !== undefined) pair.push([BEFORE + name, theirs[index][1]]);
    if (round % 2 === 1) pair.reverse();
    for (const [label, run] of pair) bench.add(label, run);
  }
  await bench.run();
  for (const task of bench.tasks) {
    const result = task.result;
    if (result === undefined || !("latency" in result))
      throw new Error(`${task.name} did not complete`);
    const micros = (result.latency.p50 * 1000) / BATCH;
    perCall.set(task.name, Math.min(perCall.get(task.name) ?? Number.POSITIVE_INFINITY, micros));
    roundCall.set(task.name, micros);
  }
  // Each row's ratio in this round, from its two builds measured back to back.
  for (const [name] of theirs === undefined ? [] : ours) {
    const ratios = roundRatios.get(name) ?? [];
    ratios.push(roundCall.get(name) / roundCall.get(BEFORE + name));
    roundRatios.set(name, ratios);
  }
}

// BENCH_ROUNDS=0 runs only the abort measurement below.
if (perCall.size > 0) {
  // Tasks by the start of their names, so adding a task cannot shift a ratio.
  const at = (prefix) => {
    const name = [...perCall.keys()].find((key) => key.startsWith(prefix));
    if (name === undefined) throw new Error(`no task named ${prefix}`);
    return perCall.get(name);
  };
  const DIRECT = "direct: ";
  const DIRECT_AWAITED = "direct, awaited";
  const DIRECT_ASYNC = "direct, async tool";

  console.log(`node ${process.version}, ${cpus().length} x ${cpus()[0]?.model ?? "unknown cpu"}`);
  console.log(
    `load average at the end: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(", ")}`,
  );
  console.log(`\nmicroseconds per call (median batch of 100, best of ${ROUNDS} rounds):`);
  for (const [name, micros] of perCall) {
    if (!name.startsWith(BEFORE)) console.log(`  ${micros.toFixed(3).padStart(8)}  ${name}`);
  }
  if (theirs !== undefined) {
    console.log(`\nagainst ${baselinePath}, in the same rounds (after / before; 1.00 = as fast):`);
    console.log(
      "(ratio: of the best rounds; median, lowest, highest: of each round's ratio, its two runs back to back)",
    );
    console.log("    before     after  ratio  median  lowest  highest");
    for (const [name] of ours) {
      const after = perCall.get(name);
      const before = perCall.get(BEFORE + name);
      const ratios = roundRatios.get(name).sort((a, b) => a - b);
      const median = ratios[Math.floor(ratios.length / 2)];
      const cells = [before.toFixed(3).padStart(8), after.toFixed(3).padStart(8)];
      const spread = [median, ratios[0], ratios[ratios.length - 1]].map((r) => `${r.toFixed(2)}x`);
      console.log(
        `  ${cells.join("  ")}  ${(after / before).toFixed(2)}x   ${spread.join("   ")}  ${name}`,
      );
    }
  }
  const ratio = (label, value, target) =>
    console.log(
      `  ${value.toFixed(2)}x  ${label}${value <= target ? "" : `  (over the ${target}x target)`}`,
    );
  console.log("\nratios (target at most 1.5x):");
  const pairs = [
    ["call, tool returns at once / direct, awaited", "registry.call, tool returns", DIRECT_AWAITED],
    ["call, tool returns at once / direct, not awaited", "registry.call, tool returns", DIRECT],
    [
      "callAll 100, tool returns at once / 100 direct calls, awaited",
      "registry.callAll of 100 calls, tool returns",
      DIRECT_AWAITED,
    ],
    [
      "callAll 100, tool returns at once / 100 direct calls, not awaited",
      "registry.callAll of 100 calls, tool returns",
      DIRECT,
    ],
    [
      "call, async tool, timeout set / direct, awaited async tool",
      "registry.call, async tool resolves at once, timeout",
      DIRECT_ASYNC,
    ],
    [
      "call, async tool, no timeout / direct, awaited async tool",
      "registry.call, async tool resolves at once, no timeout",
      DIRECT_ASYNC,
    ],
    [
      "callAll 100 (concurrency 100), async tool / 100 direct awaited calls",
      "registry.callAll of 100 calls, async tool, timeout set, concurrency",
      DIRECT_ASYNC,
    ],
    [
      "callAll 100 (default concurrency 8), async tool / 100 direct awaited calls",
      "registry.callAll of 100 calls, async tool, timeout set, default",
      DIRECT_ASYNC,
    ],
  ];
  for (const [label, measured, base] of pairs) ratio(label, at(measured) / at(base), 1.5);
  if (sink === 0) console.log("(sink)");
}

// Aborting many pending calls on one signal: one listener per signal, so one pass, no warning.
const warnings = [];
process.on("warning", (warning) => warnings.push(warning.name));
const pendingTool = newTool("wait", "waits for its signal", undefined, () => new Promise(() => {}));
const abortRegistry = new Registry().mustRegister(pendingTool);
for (const count of [10_000, 100_000]) {
  const controller = new AbortController();
  const waitCall = { id: "w", type: "function", function: { name: "wait", arguments: "{}" } };
  const pending = [];
  for (let index = 0; index < count; index++) {
    pending.push(abortRegistry.call(waitCall, { signal: controller.signal }));
  }
  // Wall-clock time, and this process's CPU time (which a loaded machine does not inflate).
  const cpuMs = (since) => {
    const { user, system } = process.cpuUsage(since);
    return ((user + system) / 1000).toFixed(1);
  };
  const started = performance.now();
  const startedCpu = process.cpuUsage();
  controller.abort();
  const abortMs = performance.now() - started;
  const abortCpu = cpuMs(startedCpu);
  const results = await Promise.all(pending);
  const settledMs = performance.now() - started;
  const settledCpu = cpuMs(startedCpu);
  const cancelled = results.filter((result) => result.kind === "cancelled").length;
  console.log(
    `\nabort() of ${count} pending calls on one signal: ${abortMs.toFixed(1)} ms in abort() (${abortCpu} ms of CPU), all ${cancelled} settled as cancelled after ${settledMs.toFixed(1)} ms (${settledCpu} ms of CPU)`,
  );
}
await new Promise((resolve) => setTimeout(resolve, 10));
console.log(`warnings printed: ${warnings.length === 0 ? "none" : warnings.join(", ")}`);
