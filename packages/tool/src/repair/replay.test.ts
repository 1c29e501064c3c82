import { describe, expect, it } from "vitest";
// @ts-expect-error: plain JavaScript shared with bench/replay.js, without declarations
import * as replay from "../../bench/replay-tau.js";
import { newTool } from "../define/func-tool.js";
import { Registry } from "../registry.js";
import { conservativeRepair } from "./conservative-repair.js";
import { repairsOf } from "./repaired-result.js";

interface Row {
  refused: number;
  recovered: number;
  stillRefused: number;
  wrong: number;
}

const data = replay.loadReplayData();
const build = { newTool, Registry, conservativeRepair, repairsOf };
// Bounded: the first 40 of 200 trajectories; `pnpm bench:replay` reads them all.
const TRAJECTORIES = 40;

if (data === undefined) {
  // Loud, never silent: a skipped replay must not read as a passing one.
  console.warn(`SKIPPED: ${replay.missingDataMessage()}`);
}

describe.skipIf(data === undefined)("τ-bench airline gpt-4o calls, replayed", () => {
  it("a repair changes none of the calls the registry accepts", async () => {
    const figures = await replay.replayTau(build, data, TRAJECTORIES);
    expect(figures.calls).toBeGreaterThan(100);
    expect(figures.acceptedChanged).toBe(0);
  });

  it("near misses put into them repair back to the call as sent, or stay refused; text cut off stays refused", async () => {
    const figures: Record<string, Row> = await replay.replayPerturbed(build, data, TRAJECTORIES);
    for (const [name, row] of Object.entries(figures)) expect(row.wrong, name).toBe(0);
    expect(figures.truncated?.recovered).toBe(0);
    expect(figures.truncated?.stillRefused).toBeGreaterThan(0);
    expect(figures.numeric_string?.recovered).toBeGreaterThan(0);
  });
});
