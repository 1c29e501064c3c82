#!/usr/bin/env node
// `pnpm demo`: builds the demo and the packages it needs (turbo, cached) without a word when
// the build succeeds, then runs the CLI with the arguments given. It is a bin of this app,
// which the root lists as a dev dependency, rather than a root package script: pnpm prints a
// banner before every package script, and `pnpm demo`, with no script of that name, runs this
// bin from the root's node_modules/.bin instead, printing nothing of its own.
// TINYLLM_DEMO_TURBO and TINYLLM_DEMO_CLI replace the turbo binary and the built CLI (for tests).
import { spawnSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const turbo = process.env.TINYLLM_DEMO_TURBO || `${root}node_modules/.bin/turbo`;
const cli =
  process.env.TINYLLM_DEMO_CLI || fileURLToPath(new URL("../dist/cli.js", import.meta.url));

const build = spawnSync(
  turbo,
  ["run", "build", "--filter=@tinyllm/demo-agent...", "--output-logs=errors-only"],
  {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" },
  },
);
if (build.error !== undefined || build.status !== 0) {
  // A failed build shows everything turbo and tsc said, then why the demo did not start.
  process.stderr.write(`${build.stdout ?? ""}${build.stderr ?? ""}`);
  const why = build.error === undefined ? `exit code ${build.status}` : build.error.message;
  process.stderr.write(
    `error: the demo could not be built (${why}); the build's output is above\n`,
  );
  process.exit(1);
}
await import(pathToFileURL(cli).href);
