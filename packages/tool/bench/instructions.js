// Machine instructions per registry.call, counted by valgrind's callgrind: a figure that load
// from other jobs does not move, for changes too small to see in timings on a shared machine.
// Needs valgrind (`apt-get install valgrind`); each count takes a few minutes.
// `BENCH_BASELINE_DIST=/path/to/older/packages/tool/dist/index.js node bench/instructions.js`
// (after a build). Each build runs twice under callgrind, with 2,000 and with 4,000 batches of
// 100 calls; the difference over 200,000 calls leaves out start-up and warm-up. Repeated runs
// agree to within about 4% (the compiler's tiering still varies a little).
import { spawnSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { comparedBuilds } from "./builds.js";
import { BATCH, weatherCalls, weatherRegistry } from "./get-weather.js";

const WARM = 2000;
const MEASURED = 2000;

if (process.argv[2] === "--child") {
  await callIn(process.argv[3], process.argv[4], Number(process.argv[5]));
} else {
  console.log(`instructions per registry.call (callgrind, ${MEASURED * BATCH} calls):`);
  for (const mode of ["sync", "async"]) {
    for (const [label, dist] of comparedBuilds()) {
      const counts = [WARM, WARM + MEASURED].map((batches) => instructions(dist, mode, batches));
      const perCall = Math.round((counts[1] - counts[0]) / (MEASURED * BATCH));
      console.log(`  ${String(perCall).padStart(6)}  ${mode} tool, timeout set, ${label}`);
    }
  }
}

function instructions(dist, mode, batches) {
  const args = ["--tool=callgrind", "--callgrind-out-file=/dev/null", process.execPath];
  const child = [fileURLToPath(import.meta.url), "--child", dist, mode, String(batches)];
  // The garbage collector and compiler on the main thread: one thread for callgrind to count.
  const run = spawnSync("valgrind", [...args, "--single-threaded", ...child], { encoding: "utf8" });
  const collected = /Collected : (\d+)/.exec(run.stderr ?? "");
  if (collected === null) throw new Error(`valgrind gave no count: ${run.error ?? run.stderr}`);
  return Number(collected[1]);
}

async function callIn(dist, mode, batches) {
  const registry = weatherRegistry(await import(pathToFileURL(dist).href), mode);
  const calls = weatherCalls();
  let sink = 0;
  for (let batch = 0; batch < batches; batch++) {
    for (const call of calls) sink += (await registry.call(call)).content.length;
  }
  if (sink < 0) console.log(sink);
}
