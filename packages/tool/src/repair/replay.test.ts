import { describe, expect, it } from "vitest";
// @ts-expect-error: plain JavaScript shared with bench/replay.js, without declarations
import * as replay from "../../bench/replay-calls.js";
// @ts-expect-error: plain JavaScript shared with bench/replay.js, without declarations
import * as tau from "../../bench/replay-tau.js";
// @ts-expect-error: plain JavaScript shared with bench/replay.js, without declarations
import * as toolbench from "../../bench/replay-toolbench.js";
import { Registry } from "../registry.js";
import { conservativeRepair } from "./conservative-repair.js";
import { repairsOf } from "./repaired-result.js";

interface Row {
  refused: number;
  recovered: number;
  stillRefused: number;
  wrong: number;
}

const data = tau.loadReplayData();
const toolBenchData = toolbench.loadToolBench();
const build = { Registry, conservativeRepair, repairsOf };
// Bounded: the first 40 of 200 trajectories; `pnpm bench:replay` reads them all.
const TRAJECTORIES = 40;

if (data === undefined) {
  // Loud, never silent: a skipped replay must not read as a passing one.
  console.warn(`SKIPPED: ${tau.missingDataMessage()}`);
}
if (toolBenchData === undefined) console.warn(`SKIPPED: ${toolbench.missingToolBenchMessage()}`);

describe.skipIf(data === undefined)("τ-bench airline gpt-4o calls, replayed", () => {
  it("a repair changes none of the calls the registry accepts", async () => {
    const figures = await replay.replayCalls(build, tau.tauSessions(data, TRAJECTORIES));
    expect(figures.calls).toBeGreaterThan(100);
    expect(figures.acceptedChanged).toBe(0);
  });

  it("near misses put into them repair back to the call as sent, or stay refused; text cut off stays refused", async () => {
    const figures: Record<string, Row> = await replay.replayPerturbed(
      build,
      tau.tauSessions(data, TRAJECTORIES),
    );
    for (const [name, row] of Object.entries(figures)) expect(row.wrong, name).toBe(0);
    expect(figures.truncated?.recovered).toBe(0);
    expect(figures.truncated?.stillRefused).toBeGreaterThan(0);
    expect(figures.numeric_string?.recovered).toBeGreaterThan(0);
  });
});

describe.skipIf(toolBenchData === undefined)("ToolBench ChatGPT answer trees, replayed", () => {
  // All of them: 15 trees, about 330 calls, under a second.
  const sessions = () => toolbench.toolBenchSessions(toolBenchData);

  it("its schemas compile with ToolBench's own keywords as annotations, and no accepted call changes", async () => {
    const figures = await replay.replayCalls(build, sessions());
    expect(figures.calls).toBeGreaterThan(100);
    expect(figures.accepted).toBeGreaterThan(figures.calls / 2);
    expect(figures.acceptedChanged).toBe(0);
  });

  it("near misses put into them repair back to the call as sent, or stay refused", async () => {
    const figures: Record<string, Row> = await replay.replayPerturbed(build, sessions());
    for (const [name, row] of Object.entries(figures)) expect(row.wrong, name).toBe(0);
    expect(figures.truncated?.recovered).toBe(0);
    expect(figures.code_fence?.recovered).toBeGreaterThan(0);
  });
});
