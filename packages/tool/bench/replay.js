// Benchmark: real model tool calls replayed through a registry with repair off and one with
// conservativeRepair(): τ-bench's gpt-4o airline calls and ToolBench's ChatGPT answer trees.
// Run with `pnpm bench:replay` (builds this package and its dependencies first);
// TINYLLM_REPLAY_TAU_AIRLINE and TINYLLM_REPLAY_TOOLBENCH point at other copies of the data.
// Fails loudly when a data set is missing. Figures go in BENCHMARKS.md by hand.
import { Registry } from "../dist/index.js";
import { conservativeRepair, repairsOf } from "../dist/repair/index.js";
import { replayCalls, replayPerturbed } from "./replay-calls.js";
import { loadReplayData, missingDataMessage, REPLAY_FILE, tauSessions } from "./replay-tau.js";
import {
  loadToolBench,
  missingToolBenchMessage,
  TOOLBENCH_FILE,
  toolBenchSessions,
} from "./replay-toolbench.js";

const build = { Registry, conservativeRepair, repairsOf };
const sets = [
  {
    name: "τ-bench airline, gpt-4o",
    file: REPLAY_FILE,
    data: loadReplayData(),
    missing: missingDataMessage,
    sessions: tauSessions,
  },
  {
    name: "ToolBench answer trees, ChatGPT",
    file: TOOLBENCH_FILE,
    data: loadToolBench(),
    missing: missingToolBenchMessage,
    sessions: toolBenchSessions,
  },
];
let failed = false;
for (const set of sets) {
  if (set.data === undefined) {
    console.error(`MISSING: ${set.missing()}`);
    failed = true;
    continue;
  }
  const started = performance.now();
  const sessions = set.sessions(set.data);
  const real = await replayCalls(build, sessions);
  const perturbed = await replayPerturbed(build, sessions);
  console.log(`\n## ${set.name}\ndata: ${set.file} (${set.data.source})`);
  console.log(`${sessions.length} sessions, ${real.calls} calls`);
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
      `${set.name}: a repair changed ${real.acceptedChanged} accepted calls and ran ${wrong} on another value: a bug`,
    );
    failed = true;
  }
}
if (failed) process.exit(1);
