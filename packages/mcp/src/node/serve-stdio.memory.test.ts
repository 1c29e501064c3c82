import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { bundle } from "../../test/fixtures/bundle.js";

const run = promisify(execFile);
const MB = 1024 * 1024;

describe("serveStdio memory", () => {
  it("stays flat over 48 MB of traffic (nothing read is kept once handled)", async () => {
    const entry = fileURLToPath(new URL("../../test/fixtures/stdio-memory.ts", import.meta.url));
    const script = await bundle(entry, "node");
    const { stdout } = await run(process.execPath, ["--expose-gc", script, "48"], {
      timeout: 120_000,
    });
    const { early, late } = JSON.parse(stdout) as { early: number; late: number };
    // Before the fix every chunk stayed reachable: late - early was about 44 MB.
    expect(late - early).toBeLessThan(8 * MB);
  }, 150_000);
});
