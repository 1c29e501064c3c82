// One import of the many-tools fixture, in a process of its own (run with --expose-gc by
// import-tools.js): prints JSON with the milliseconds from connect to tools ready and the heap
// they keep, for "ours" (connectMcp + importMcpTools into a Registry) or "sdk" (SDK v1 Client
// listTools over every page, which compiles each output schema with Ajv).
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { Registry } from "@tinyllm/tool";
import { importMcpTools } from "../dist/index.js";
import { connectMcp } from "../dist/node/index.js";

const here = dirname(fileURLToPath(import.meta.url));
const server = { command: process.execPath, args: [join(here, "servers", "many-tools.js")] };
const heap = () => {
  globalThis.gc();
  return process.memoryUsage().heapUsed;
};

const before = heap();
const started = performance.now();
let count;
let close;
if (process.argv[2] === "ours") {
  const registry = new Registry();
  const connection = await connectMcp(server, { name: "many" });
  const imported = await importMcpTools(registry, connection);
  count = imported.names.length;
  if (imported.skipped.length > 0) throw new Error(JSON.stringify(imported.skipped[0]));
  close = () => connection.close();
  globalThis.kept = registry;
} else {
  const client = new Client({ name: "bench", version: "1.0.0" });
  await client.connect(new StdioClientTransport(server));
  const tools = [];
  let cursor;
  do {
    const page = await client.listTools(cursor === undefined ? {} : { cursor });
    tools.push(...page.tools);
    cursor = page.nextCursor;
  } while (cursor !== undefined);
  count = tools.length;
  close = () => client.close();
  globalThis.kept = { client, tools };
}
const ms = performance.now() - started;
const kept = heap() - before;
await close();
console.log(JSON.stringify({ count, ms, kept }));
