// tools/call round trips over stdio: our serveStdio against the official SDK v1 McpServer with
// StdioServerTransport, each in a child process, driven by newline-delimited JSON-RPC from here
// (initialize, then BENCH_CALLS calls of get_weather, one at a time and 16 in flight). Contenders
// take turns in each of BENCH_ROUNDS rounds (default 3); the table gives each row's best round.
//   node bench/serve-stdio.js           (after a build: pnpm --filter @tinyllm/mcp bench)
import { spawn } from "node:child_process";
import { dirname, isAbsolute, join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { ARGUMENTS } from "./servers/get-weather.js";

const here = dirname(fileURLToPath(import.meta.url));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CALLS = Number(process.env.BENCH_CALLS ?? 5000);
const IN_FLIGHT = [1, 16];
// BENCH_BASELINE_MCP=DIR adds serveStdio as built in DIR (another checkout's packages/mcp, built,
// with this bench/servers copied in), in the same rounds.
const BASELINE = process.env.BENCH_BASELINE_MCP;
const CONTENDERS = {
  "ours, serveStdio": "ours-stdio.js",
  ...(BASELINE === undefined
    ? {}
    : { "baseline, serveStdio": join(BASELINE, "bench", "servers", "ours-stdio.js") }),
  "SDK v1 McpServer": "sdk-stdio.js",
};

/** A child server with a request function that resolves with the answer to an id. */
function start(script) {
  const path = isAbsolute(script) ? script : join(here, "servers", script);
  const child = spawn(process.execPath, [path], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const waiting = new Map();
  createInterface({ input: child.stdout }).on("line", (line) => {
    const message = JSON.parse(line);
    const resolve = waiting.get(message.id);
    if (resolve === undefined) return;
    waiting.delete(message.id);
    resolve(message);
  });
  const request = (id, method, params) =>
    new Promise((resolve) => {
      waiting.set(id, resolve);
      child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", id, method, params })}\n`);
    });
  const stop = () =>
    new Promise((resolve) => {
      child.on("exit", resolve);
      child.stdin.end();
    });
  return { child, request, stop };
}

async function run(script, inFlight) {
  const server = start(script);
  await server.request(0, "initialize", {
    protocolVersion: "2025-06-18",
    capabilities: {},
    clientInfo: { name: "bench", version: "1.0.0" },
  });
  server.child.stdin.write('{"jsonrpc":"2.0","method":"notifications/initialized"}\n');
  const params = { name: "get_weather", arguments: ARGUMENTS };
  const first = await server.request(1, "tools/call", params);
  if (!JSON.stringify(first).includes("sunny in Paris")) throw new Error(JSON.stringify(first));
  let id = 2;
  const started = process.hrtime.bigint();
  const worker = async () => {
    while (id < CALLS + 2) {
      const answer = await server.request(id++, "tools/call", params);
      if (answer.result === undefined) throw new Error(JSON.stringify(answer));
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  await server.stop();
  return CALLS / seconds;
}

const best = new Map();
for (let round = 0; round < ROUNDS; round++) {
  for (const inFlight of IN_FLIGHT) {
    for (const [name, script] of Object.entries(CONTENDERS)) {
      const rate = await run(script, inFlight);
      const key = `${name}|${inFlight}`;
      best.set(key, Math.max(best.get(key) ?? 0, rate));
    }
  }
}
console.log(`tools/call over stdio, ${CALLS} calls, ${ROUNDS} rounds, best round per row`);
console.log("| contender | in flight | calls/s | vs SDK v1 |");
console.log("| --- | ---: | ---: | ---: |");
for (const inFlight of IN_FLIGHT) {
  const sdk = best.get(`SDK v1 McpServer|${inFlight}`);
  for (const name of Object.keys(CONTENDERS)) {
    const rate = best.get(`${name}|${inFlight}`);
    console.log(`| ${name} | ${inFlight} | ${rate.toFixed(0)} | ${(rate / sdk).toFixed(2)}x |`);
  }
}
