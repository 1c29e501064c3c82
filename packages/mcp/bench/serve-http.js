// tools/call over Streamable HTTP on 127.0.0.1: requests per second and p50/p99 latency of our
// serveHttp (2026-07-28 stateless requests, and 2025-11-25 requests in one session) against the
// official SDK v1 McpServer with StreamableHTTPServerTransport in stateless mode, each server in a
// child process of its own, loaded by autocannon from this process at 1, 16 and 64 connections.
// Contenders take turns within each round (BENCH_ROUNDS, default 2; BENCH_SECONDS per run,
// default 3); the table gives each row's best round.
//   node bench/serve-http.js            (after a build: pnpm --filter @tinyllm/mcp bench)
//   BENCH_BASELINE_MCP=DIR node bench/serve-http.js   adds our two eras as built in DIR (another
//   checkout's packages/mcp, built, with this bench/servers copied in), in the same rounds.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { dirname, isAbsolute, join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { ARGUMENTS } from "./servers/get-weather.js";

const here = dirname(fileURLToPath(import.meta.url));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = [1, 16, 64];

const call = (id, meta) =>
  JSON.stringify({
    jsonrpc: "2.0",
    id,
    method: "tools/call",
    params: { name: "get_weather", arguments: ARGUMENTS, ...(meta ? { _meta: meta } : {}) },
  });

const JSON_HEADERS = {
  "content-type": "application/json",
  accept: "application/json, text/event-stream",
};

/** Starts a server script in a child; resolves with its base URL and a stop function. */
async function start(script) {
  const path = isAbsolute(script) ? script : join(here, "servers", script);
  const child = spawn(process.execPath, [path], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const [chunk] = await once(child.stdout, "data");
  const url = `http://127.0.0.1:${String(chunk).trim()}/mcp`;
  return {
    url,
    stop: async () => {
      child.stdin.end();
      await once(child, "exit");
    },
  };
}

/** Our two eras again, served by the build in BENCH_BASELINE_MCP, when it is set. */
function baselineContenders() {
  const base = process.env.BENCH_BASELINE_MCP;
  if (base === undefined) return {};
  const script = join(base, "bench", "servers", "ours-http.js");
  return Object.fromEntries(
    Object.entries(OURS).map(([name, contender]) => [
      name.replace("ours", "baseline"),
      { ...contender, script },
    ]),
  );
}

/** What each of our contenders sends: its request (method, headers, body) after any set-up. */
const OURS = {
  "ours, 2026-07-28 (stateless)": {
    script: "ours-http.js",
    async request() {
      return {
        headers: {
          ...JSON_HEADERS,
          "mcp-protocol-version": "2026-07-28",
          "mcp-method": "tools/call",
          "mcp-name": "get_weather",
        },
        body: call(1, {
          "io.modelcontextprotocol/protocolVersion": "2026-07-28",
          "io.modelcontextprotocol/clientCapabilities": {},
        }),
      };
    },
  },
  "ours, 2025-11-25 (one session)": {
    script: "ours-http.js",
    async request(url) {
      const initialize = await fetch(url, {
        method: "POST",
        headers: JSON_HEADERS,
        body: JSON.stringify({
          jsonrpc: "2.0",
          id: 0,
          method: "initialize",
          params: {
            protocolVersion: "2025-11-25",
            capabilities: {},
            clientInfo: { name: "bench", version: "1.0.0" },
          },
        }),
      });
      await initialize.text();
      const session = initialize.headers.get("mcp-session-id");
      const headers = {
        ...JSON_HEADERS,
        "mcp-session-id": session,
        "mcp-protocol-version": "2025-11-25",
      };
      await fetch(url, {
        method: "POST",
        headers,
        body: JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" }),
      }).then((response) => response.text());
      // Each autocannon request must carry its own id: a second in flight with one id is refused.
      return { headers, body: call(1), idRequests: true };
    },
  },
};

/** Every contender: ours, the baseline's when asked, and the SDK's. */
const CONTENDERS = {
  ...OURS,
  ...baselineContenders(),
  "SDK v1 McpServer, stateless": {
    script: "sdk-http.js",
    async request() {
      return { headers: { ...JSON_HEADERS, "mcp-protocol-version": "2025-06-18" }, body: call(1) };
    },
  },
};

/** One autocannon run; fails loudly if any answer is not a 200 with get_weather's text. */
async function load(url, connections, request) {
  let next = 1;
  const options = {
    url,
    method: "POST",
    connections,
    duration: SECONDS,
    headers: request.headers,
    body: request.body,
  };
  if (request.idRequests) {
    options.requests = [{ setupRequest: (req) => ({ ...req, body: call(next++) }) }];
  }
  const result = await autocannon(options);
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0)
    throw new Error(`${url}: ${bad} requests failed (${JSON.stringify(result.statusCodeStats)})`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** Checks once that the contender's request answers the tool's text. */
async function check(url, request) {
  const response = await fetch(url, {
    method: "POST",
    headers: request.headers,
    body: request.body,
  });
  const text = await response.text();
  if (!text.includes("sunny in Paris"))
    throw new Error(`${url} answered ${response.status}: ${text}`);
}

const best = new Map();
for (let round = 0; round < ROUNDS; round++) {
  for (const connections of CONNECTIONS) {
    for (const [name, contender] of Object.entries(CONTENDERS)) {
      const server = await start(contender.script);
      try {
        const request = await contender.request(server.url);
        await check(server.url, { ...request, body: request.idRequests ? call(0) : request.body });
        const figures = await load(server.url, connections, request);
        const key = `${name}|${connections}`;
        const before = best.get(key);
        if (before === undefined || figures.rps > before.rps) best.set(key, figures);
      } finally {
        await server.stop();
      }
    }
  }
}

console.log(
  `tools/call over Streamable HTTP, ${ROUNDS} rounds of ${SECONDS} s, best round per row`,
);
console.log("| contender | connections | requests/s | p50 ms | p99 ms | vs SDK v1 |");
console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
for (const connections of CONNECTIONS) {
  const sdk = best.get(`SDK v1 McpServer, stateless|${connections}`);
  for (const name of Object.keys(CONTENDERS)) {
    const row = best.get(`${name}|${connections}`);
    const ratio = (row.rps / sdk.rps).toFixed(2);
    console.log(
      `| ${name} | ${connections} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${ratio}x |`,
    );
  }
}
