// ToolBench's real ChatGPT tool calls as replay sessions (replay-calls.js): one session per
// answer tree, with the tools its query offered. The data stays outside the repository
// (OpenBMB/ToolBench, Apache-2.0; toolbench-extract.js writes it, its licence beside it).
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const REPOSITORY_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

/** The environment variable that points the replay at another copy of the data. */
export const TOOLBENCH_ENV = "TINYLLM_REPLAY_TOOLBENCH";

/** Where the data is read from. */
export const TOOLBENCH_FILE =
  process.env[TOOLBENCH_ENV] ??
  join(REPOSITORY_ROOT, "../shared/replay/toolbench/chatgpt-answers.json");

/**
 * ToolBench writes `optional` beside `required` and `example_value` in each property: keywords
 * no validator reads, kept as annotations so its schemas compile as they are.
 */
export const TOOLBENCH_SCHEMA_OPTIONS = Object.freeze({
  annotations: Object.freeze(["optional", "example_value"]),
});

/** The message for missing data: a replay over nothing must never look like one that passed. */
export function missingToolBenchMessage() {
  return (
    `ToolBench replay data missing: ${TOOLBENCH_FILE}. Clone OpenBMB/ToolBench (Apache-2.0) and run ` +
    "`node packages/tool/bench/toolbench-extract.js <ToolBench>/data_example/answer` (or the full " +
    `data/answer folder), or set ${TOOLBENCH_ENV} to the file it wrote.`
  );
}

/** The data, or undefined when the file is not there. */
export function loadToolBench() {
  if (!existsSync(TOOLBENCH_FILE)) return undefined;
  return JSON.parse(readFileSync(TOOLBENCH_FILE, "utf8"));
}

/** The answer trees as replay sessions. ToolBench records no gold arguments. */
export function toolBenchSessions(data) {
  return data.queries.map((query) => ({
    tools: query.tools,
    schemaOptions: TOOLBENCH_SCHEMA_OPTIONS,
    calls: query.calls,
    gold: [],
  }));
}
