// Benchmark: what approval costs a call to a tool that does not need it. A plain Registry and an
// ApprovalRegistry of this build, each with get_weather (no needsApproval), in the same rounds,
// back to back in alternating order; the median of the rounds' own ratios is the figure to read.
// `BENCH_ROUNDS=7 node bench/approval.js` after a build.
import { loadavg } from "node:os";
import { Bench } from "tinybench";
import { ApprovalRegistry } from "../dist/approval/index.js";
import { newTool, Registry } from "../dist/index.js";
import { BATCH, TIMEOUT_MS, weatherCalls, weatherRegistry } from "./get-weather.js";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const calls = weatherCalls();
let sink = 0;
const callEach = (registry) => async () => {
  for (let index = 0; index < BATCH; index++) {
    sink += (await registry.call(calls[index])).content.length;
  }
};
const rows = [
  ["plain Registry", weatherRegistry({ newTool, Registry }, "sync")],
  [
    "ApprovalRegistry",
    weatherRegistry({ newTool, Registry: ApprovalRegistry }, "sync", { timeoutMs: TIMEOUT_MS }),
  ],
];
const best = new Map();
const ratios = [];
for (let round = 0; round < ROUNDS; round++) {
  const bench = new Bench({ time: 300, warmupTime: 100 });
  const ordered = round % 2 === 0 ? rows : [...rows].reverse();
  for (const [name, registry] of ordered) bench.add(name, callEach(registry));
  await bench.run();
  const micros = new Map(
    bench.tasks.map((task) => [task.name, (task.result.latency.p50 * 1000) / BATCH]),
  );
  for (const [name, value] of micros) best.set(name, Math.min(best.get(name) ?? Infinity, value));
  ratios.push(micros.get("ApprovalRegistry") / micros.get("plain Registry"));
}
ratios.sort((a, b) => a - b);
console.log(
  `load average at the end: ${loadavg()
    .map((load) => load.toFixed(2))
    .join(", ")}`,
);
console.log(
  "registry.call, tool returns at once, timeout set, no needsApproval (µs per call, best round):",
);
for (const [name, value] of best) console.log(`  ${value.toFixed(3).padStart(8)}  ${name}`);
console.log(
  `ApprovalRegistry / plain: ${(best.get("ApprovalRegistry") / best.get("plain Registry")).toFixed(2)}x (best rounds), median of rounds ${ratios[Math.floor(ratios.length / 2)].toFixed(2)}x (lowest ${ratios[0].toFixed(2)}x, highest ${ratios.at(-1).toFixed(2)}x)${sink === 0 ? " (sink)" : ""}`,
);
