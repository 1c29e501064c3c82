import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { bundle } from "../../test/fixtures/bundle.js";

const run = promisify(execFile);
const MB = 1024 * 1024;

describe("serveHttp SSE to a client that never reads", () => {
  it("cuts the stream past maxOutgoingBytes (300,000 progress events) and tells the tool why", async () => {
    const entry = fileURLToPath(
      new URL("../../test/fixtures/http-backpressure.ts", import.meta.url),
    );
    const script = await bundle(entry, "node");
    const { stdout } = await run(process.execPath, ["--expose-gc", script], { timeout: 120_000 });
    const outcome = JSON.parse(stdout) as {
      early: number;
      late: number;
      sent: number;
      abortedWith: string | undefined;
      connections: number;
    };
    // Before: all 300,000 events waited in the answer's stream (+110 MB) until the client left.
    expect(outcome.sent).toBeLessThan(300_000);
    expect(outcome.abortedWith).toBe(
      "more than 16777216 bytes waited for a client that does not read this stream (maxOutgoingBytes); the stream was closed",
    );
    expect(outcome.connections).toBe(0);
    expect(outcome.late - outcome.early).toBeLessThan(24 * MB);
  }, 150_000);
});
