#!/usr/bin/env node
import { createInterface } from "node:readline/promises";
import { runCli } from "./cli/run-cli.js";

// The first Ctrl-C aborts the model request and the running tools; a second one exits at once.
const controller = new AbortController();
process.once("SIGINT", () => {
  controller.abort(new Error("cancelled by the user"));
  process.once("SIGINT", () => process.exit(130));
});

// `pnpm demo --json | head`: the reader has gone, so there is no one left to tell.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE") throw error;
  controller.abort(new Error("output closed"));
  process.exit(0);
});

process.exitCode = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  signal: controller.signal,
  // On a TTY, a call that needs approval asks: approve? [y/N/e(dit)]
  ask: process.stdin.isTTY
    ? async (question: string) => {
        const lines = createInterface({ input: process.stdin, output: process.stderr });
        try {
          return await lines.question(question);
        } finally {
          lines.close();
        }
      }
    : undefined,
});
