import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { bundle } from "../../test/fixtures/bundle.js";

const run = promisify(execFile);
const MB = 1024 * 1024;
let script = "";

interface Outcome {
  early: number;
  late: number;
  queued: number;
  requestsRead: number;
  sent: number;
  abortedWith: string | undefined;
  closeReason: string | undefined;
}

async function serveSlowClient(mode: "list" | "progress"): Promise<Outcome> {
  const { stdout } = await run(process.execPath, ["--expose-gc", script, mode], {
    timeout: 120_000,
  });
  return JSON.parse(stdout) as Outcome;
}

describe("serveStdio to a client that never reads", () => {
  beforeAll(async () => {
    const entry = fileURLToPath(
      new URL("../../test/fixtures/stdio-backpressure.ts", import.meta.url),
    );
    script = await bundle(entry, "node");
  }, 60_000);

  it("reads no more requests while stdout is behind (40,000 tools/list)", async () => {
    const outcome = await serveSlowClient("list");
    // Before: all 40,000 were read and answered into stdout's buffer (58 MB queued, +73 MB).
    expect(outcome.requestsRead).toBeLessThan(40_000);
    expect(outcome.queued).toBeLessThan(1 * MB);
    expect(outcome.late - outcome.early).toBeLessThan(8 * MB);
    expect(outcome.closeReason).toBeUndefined();
  }, 150_000);

  it("closes the connection, saying why, past maxOutgoingBytes (300,000 progress events)", async () => {
    const outcome = await serveSlowClient("progress");
    // Before: all 300,000 events waited in stdout's buffer (41 MB queued, +90 MB).
    expect(outcome.sent).toBeLessThan(300_000);
    expect(outcome.queued).toBeLessThan(5 * MB);
    expect(outcome.late - outcome.early).toBeLessThan(20 * MB);
    expect(outcome.closeReason).toMatch(
      /^\d+ bytes waited for a client that does not read them, over maxOutgoingBytes \(4194304\); the connection was closed$/,
    );
    expect(outcome.abortedWith).toBe(outcome.closeReason);
  }, 150_000);
});
