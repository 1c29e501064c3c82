// Importing many tools (BENCH_TOOLS, default 1,000) from a fixture MCP server over stdio: time
// from connect to tools ready and the heap kept, ours (connectMcp + importMcpTools: list,
// compile, register) against the official SDK v1 Client (list, which compiles output schemas
// with Ajv), each import in a fresh process, BENCH_ROUNDS rounds (default 5) taking turns;
// medians.
//   node bench/import-tools.js          (after a build: pnpm --filter @tinyllm/mcp bench)
import { execFileSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const runs = { ours: [], sdk: [] };
for (let round = 0; round < ROUNDS; round++) {
  for (const who of Object.keys(runs)) {
    const out = execFileSync(process.execPath, ["--expose-gc", join(here, "import-one.js"), who], {
      encoding: "utf8",
      env: process.env,
    });
    runs[who].push(JSON.parse(out));
  }
}
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`importing ${runs.ours[0].count} tools over stdio, ${ROUNDS} rounds, medians`);
console.log("| client | ms to tools ready | heap kept, MB |");
console.log("| --- | ---: | ---: |");
for (const [who, list] of Object.entries(runs)) {
  const name =
    who === "ours" ? "ours: connectMcp + importMcpTools" : "SDK v1 Client: listTools pages";
  const ms = median(list.map((run) => run.ms));
  const mb = median(list.map((run) => run.kept)) / 1e6;
  console.log(`| ${name} | ${ms.toFixed(0)} | ${mb.toFixed(1)} |`);
}
