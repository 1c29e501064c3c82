// What one registry.call allocates, against an older build: counted, not timed, so load from
// other jobs does not move it. Each build runs in a child process with a young generation fixed
// at 1 MiB; the number of scavenges over a fixed number of calls, times that size, over the
// calls, estimates the bytes each call leaves to the garbage collector.
// `BENCH_BASELINE_DIST=/path/to/older/packages/tool/dist/index.js node bench/allocation.js`
// (after a build; without the variable only this build is counted).
import { execFileSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { comparedBuilds } from "./builds.js";
import { weatherCalls, weatherRegistry } from "./get-weather.js";

const SEMI_SPACE_MB = 1;
const CALLS = 2_000_000;

if (process.argv[2] === "--child") {
  await countIn(process.argv[3], process.argv[4]);
} else {
  console.log(`bytes left to the garbage collector per registry.call (${CALLS} calls each):`);
  for (const mode of ["sync", "async"]) {
    for (const [label, dist] of comparedBuilds()) {
      const out = execFileSync(process.execPath, [
        `--max-semi-space-size=${SEMI_SPACE_MB}`,
        `--min-semi-space-size=${SEMI_SPACE_MB}`,
        fileURLToPath(import.meta.url),
        "--child",
        dist,
        mode,
      ]);
      console.log(`  ${String(out).trim().padStart(6)}  ${mode} tool, timeout set, ${label}`);
    }
  }
}

async function countIn(dist, mode) {
  const registry = weatherRegistry(await import(pathToFileURL(dist).href), mode);
  const { PerformanceObserver, constants } = await import("node:perf_hooks");
  const calls = weatherCalls();
  let sink = 0;
  const batches = async (count) => {
    for (let batch = 0; batch < count; batch++) {
      for (const call of calls) sink += (await registry.call(call)).content.length;
    }
  };
  await batches(3000); // optimised before counting
  let scavenges = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR) scavenges++;
    }
  });
  observer.observe({ entryTypes: ["gc"] });
  await batches(CALLS / calls.length);
  await new Promise((resolve) => setTimeout(resolve, 50));
  observer.disconnect();
  console.log(Math.round((scavenges * SEMI_SPACE_MB * 2 ** 20) / CALLS) + (sink < 0 ? 1 : 0));
}
