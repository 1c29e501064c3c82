import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** The two suites: the stable 0.1.x line (2025-11-25) and the 0.2.0 alpha (2026-07-28). */
export type Suite = "stable" | "next";

function cliPath(suite: Suite): string {
  const name = suite === "stable" ? "@modelcontextprotocol/conformance" : "conformance-next";
  return join(dirname(require.resolve(`${name}/package.json`)), "dist", "index.js");
}

/** What one run of the conformance CLI printed, and how it exited. */
export interface ConformanceRun {
  readonly code: number | null;
  readonly output: string;
}

/**
 * Runs the official conformance CLI against a server URL on this Node 20, through the load
 * hook that gives it `fs.globSync` (fs-glob-hook.mjs).
 */
export function runConformance(suite: Suite, args: readonly string[]): Promise<ConformanceRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", join(here, "fs-glob-hook.mjs"), cliPath(suite), "server", ...args],
      {
        stdio: ["ignore", "pipe", "pipe"],
        env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
      },
    );
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}

/** The path of a baseline file beside this one. */
export function baselinePath(name: string): string {
  return join(here, name);
}
