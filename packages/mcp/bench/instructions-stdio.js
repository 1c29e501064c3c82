// Machine instructions per tools/call over stdio, counted by valgrind's callgrind: a figure that
// other jobs on the machine do not move. The server (bench/servers/ours-stdio.js) reads
// initialize and then N calls of get_weather from a file at once, so this counts the work of a
// full pipe, not one round trip's waiting. Each build runs twice, with 2,000 and 4,000 calls; the
// difference over 2,000 calls leaves out start-up and warm-up. Needs valgrind; about a minute per
// build. `BENCH_BASELINE_MCP=<other checkout>/packages/mcp` (built, with this bench/servers copied
// in) adds that build.   node bench/instructions-stdio.js   (after a build)
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ARGUMENTS } from "./servers/get-weather.js";

const here = dirname(fileURLToPath(import.meta.url));
const builds = { ours: join(here, "servers", "ours-stdio.js") };
if (process.env.BENCH_BASELINE_MCP !== undefined) {
  builds.baseline = join(process.env.BENCH_BASELINE_MCP, "bench", "servers", "ours-stdio.js");
}

function input(calls) {
  const lines = [
    {
      jsonrpc: "2.0",
      id: 0,
      method: "initialize",
      params: {
        protocolVersion: "2025-06-18",
        capabilities: {},
        clientInfo: { name: "bench", version: "1.0.0" },
      },
    },
    { jsonrpc: "2.0", method: "notifications/initialized" },
  ];
  for (let id = 1; id <= calls; id++) {
    lines.push({
      jsonrpc: "2.0",
      id,
      method: "tools/call",
      params: { name: "get_weather", arguments: ARGUMENTS },
    });
  }
  return `${lines.map((line) => JSON.stringify(line)).join("\n")}\n`;
}

function instructions(server, calls) {
  const args = ["--tool=callgrind", "--callgrind-out-file=/dev/null", process.execPath];
  // The garbage collector and compiler on the main thread: one thread for callgrind to count.
  const run = spawnSync("valgrind", [...args, "--single-threaded", server], {
    input: input(calls),
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const answered = run.stdout.split("\n").filter((line) => line.includes("sunny in Paris")).length;
  if (answered !== calls) throw new Error(`${server} answered ${answered} of ${calls} calls`);
  const collected = /Collected : (\d+)/.exec(run.stderr ?? "");
  if (collected === null) throw new Error(`valgrind gave no count: ${run.error ?? run.stderr}`);
  return Number(collected[1]);
}

console.log("instructions per tools/call over stdio (callgrind, 2,000 calls):");
for (const [label, server] of Object.entries(builds)) {
  const perCall = (instructions(server, 4000) - instructions(server, 2000)) / 2000;
  console.log(`  ${String(Math.round(perCall)).padStart(7)}  ${label}`);
}
