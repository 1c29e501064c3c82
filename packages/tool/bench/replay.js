// Benchmark: τ-bench's real gpt-4o airline tool calls replayed through a registry with repair
// off and one with conservativeRepair(). Run with `pnpm bench:replay` (builds this package and
// its dependencies first); TINYLLM_REPLAY_TAU_AIRLINE points at another copy of the data.
// Fails loudly when the data is missing. Figures go in BENCHMARKS.md by hand.
import { newTool, Registry } from "../dist/index.js";
import { conservativeRepair, repairsOf } from "../dist/repair/index.js";
import {
  loadReplayData,
  missingDataMessage,
  REPLAY_FILE,
  replayPerturbed,
  replayTau,
} from "./replay-tau.js";

const data = loadReplayData();
if (data === undefined) {
  console.error(missingDataMessage());
  process.exit(1);
}
const build = { newTool, Registry, conservativeRepair, repairsOf };
const started = performance.now();
const real = await replayTau(build, data);
const perturbed = await replayPerturbed(build, data);
console.log(`data: ${REPLAY_FILE} (${data.source})`);
console.log(`${data.airline_gpt_4o.length} trajectories, ${real.calls} calls`);
console.log(JSON.stringify(real, null, 2));
console.log("synthetic near misses put into the accepted calls (one per kind and call):");
console.log(
  "| near miss | refused without repair | repaired to the call as sent | still refused | repaired to another value |",
);
console.log("| --- | ---: | ---: | ---: | ---: |");
for (const [name, row] of Object.entries(perturbed)) {
  console.log(
    `| ${name} | ${row.refused} | ${row.recovered} | ${row.stillRefused} | ${row.wrong} |`,
  );
}
console.log(`${Math.round(performance.now() - started)} ms`);
const wrong = Object.values(perturbed).reduce((sum, row) => sum + row.wrong, 0);
if (real.acceptedChanged !== 0 || wrong !== 0 || (perturbed.truncated?.recovered ?? 0) !== 0) {
  console.error(
    `a repair changed ${real.acceptedChanged} accepted calls and ran ${wrong} on another value: a bug`,
  );
  process.exit(1);
}
