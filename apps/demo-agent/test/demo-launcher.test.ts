import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleCli } from "./bundle-cli.js";

// `pnpm demo` as a user types it, from the repository root, through a real shell and pnpm:
// pnpm finds no `demo` script and runs the app's `demo` bin, which builds quietly and runs the
// CLI. The build is stood in for by a fake turbo (the real one is checked by `pnpm build` in
// CI), and the CLI is the bundle made from source, since Node 20 cannot run TypeScript.
const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
let folder = "";
let cliPath = "";
let removeBundle = async () => {};

async function fakeTurbo(name: string, script: string): Promise<string> {
  const path = join(folder, name);
  await writeFile(path, `#!/bin/sh\n${script}\n`);
  await chmod(path, 0o755);
  return path;
}

let quietTurbo = "";
let failingTurbo = "";
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "tinyllm-demo-launcher-"));
  ({ cliPath, remove: removeBundle } = await bundleCli());
  // What turbo prints on a cached build: all of it must stay out of sight.
  quietTurbo = await fakeTurbo(
    "turbo-ok",
    'echo "   • turbo 2.11.11"; echo " Tasks:    4 successful, 4 total" >&2; echo ">>> FULL TURBO"',
  );
  failingTurbo = await fakeTurbo(
    "turbo-fails",
    "echo \"@tinyllm/tool:build: src/registry.ts(3,7): error TS2322: Type 'string' is not assignable to type 'number'.\"; exit 2",
  );
}, 60_000);
afterAll(async () => {
  await removeBundle();
  await rm(folder, { recursive: true, force: true });
});

function shell(
  command: string,
  turbo: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    TINYLLM_DEMO_TURBO: turbo,
    TINYLLM_DEMO_CLI: cliPath,
  };
  for (const name of ["FORCE_COLOR", "NO_COLOR", "npm_lifecycle_event", "npm_config_reporter"])
    delete env[name];
  return new Promise((resolve, reject) => {
    const child = spawn("sh", ["-c", command], {
      cwd: ROOT,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("pnpm demo", () => {
  it("speaks first: the transcript's first line is the first line, with nothing before it", async () => {
    const run = await shell("pnpm demo | head -1", quietTurbo);
    expect(run.stdout).toBe(
      "model scripted:tour · tools calculator, current_time, get_weather, statistics · at most 8 steps\n",
    );
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
  }, 60_000);

  it("prints the sample transcript of this app's README, timings aside", async () => {
    const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
    const sample = /`pnpm demo`, piped[^\n]*\n\n```text\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(sample, "the README's sample transcript").toBeDefined();
    // Durations vary, and a slow machine prints "1.2 s" where the README has "250 ms".
    const timings = (text: string) => text.replace(/\d+(\.\d+)? m?s\b/g, "TIME");
    const run = await shell("pnpm demo", quietTurbo);
    expect(timings(run.stdout)).toBe(timings(sample ?? ""));
  }, 60_000);

  it("gives only JSON lines with --json, as the READMEs show it", async () => {
    const run = await shell("pnpm demo --json", quietTurbo);
    const lines = run.stdout.trimEnd().split("\n");
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(JSON.parse(lines[0] ?? "")).toMatchObject({ type: "start" });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
  }, 60_000);

  it("shows a failed build's errors, and does not run a stale CLI", async () => {
    const run = await shell("pnpm demo", failingTurbo);
    expect(run.stdout).toBe("");
    expect(run.stderr).toBe(
      "@tinyllm/tool:build: src/registry.ts(3,7): error TS2322: Type 'string' is not assignable to type 'number'.\n" +
        "error: the demo could not be built (exit code 2); the build's output is above\n",
    );
    expect(run.code).toBe(1);
  }, 60_000);

  it("says a bad flag value once, in plain words, with exit code 2", async () => {
    const run = await shell("pnpm demo --provider openai --model m --timeout -5", quietTurbo);
    expect(run.stdout).toBe("");
    expect(run.stderr).toBe(
      'error: --timeout "-5" is not a whole number from 1 to 3600\nRun with --help for the options.\n',
    );
    expect(run.code).toBe(2);
  }, 60_000);
});
