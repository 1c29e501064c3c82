// A TypeScript user meets an unknown option name at compile time: every options type is closed,
// so an object literal with a misspelt name fails the excess property check. The same objects
// from plain JavaScript are refused at run time (option-names.property.test.ts).
import type { Registry } from "@tinyllm/tool";
import {
  connectMcp as connectHttp,
  importMcpTools,
  McpConnection,
  type McpTransport,
  mcpHandler,
  serveLines,
} from "../src/index.js";
import { connectMcp, serveHttp, serveStdio } from "../src/node/index.js";
import { channel } from "./fixtures/line-channel.js";

declare const registry: Registry;
declare const client: Awaited<ReturnType<typeof connectMcp>>;
declare const make: () => McpTransport;

serveStdio(registry, { maxLineBytes: 5 });
// @ts-expect-error: serveStdio has maxLineBytes, not maxLineByte
serveStdio(registry, { maxLineByte: 5 });

serveLines(registry, channel(), { maxMessageDepth: 8 });
// @ts-expect-error: maxMessageDepths is no option
serveLines(registry, channel(), { maxMessageDepths: 8 });

void serveHttp(registry, { requestTimeoutMs: 5, maxBodyBytes: 5 });
// @ts-expect-error: serveHttp has requestTimeoutMs, not requestTimeoutMS
void serveHttp(registry, { requestTimeoutMS: 5 });

mcpHandler(registry, { maxBodyBytes: 1024 });
// @ts-expect-error: mcpHandler has maxBodyBytes, not maxBodyByte
mcpHandler(registry, { maxBodyByte: 1024 });
// @ts-expect-error: port is serveHttp's, not the handler's
mcpHandler(registry, { port: 3000 });

void connectMcp({ command: "node", maxLineBytes: 5 }, { requestTimeoutMs: 5 });
// @ts-expect-error: connectMcp has requestTimeoutMs, not requestTimeoutMS
void connectMcp({ command: "node" }, { requestTimeoutMS: 5 });
// @ts-expect-error: a stdio server has maxLineBytes, not maxLineByte
void connectMcp({ command: "node", maxLineByte: 5 });
// @ts-expect-error: an HTTP server has maxResponseBytes, not maxResponseByte
void connectHttp({ url: "http://127.0.0.1:3000/mcp", maxResponseByte: 5 });
// @ts-expect-error: a restart policy has maxAttempts, not maxAttempt
void connectMcp({ command: "node" }, { restart: { maxAttempt: 2 } });
// @ts-expect-error: McpConnection.open has probeTimeoutMs, not probeTimeoutMS
void McpConnection.open(make, { name: "fs", probeTimeoutMS: 5 });

void importMcpTools(registry, client, { debounceMs: 5, prefix: "fs" });
// @ts-expect-error: importMcpTools has debounceMs, not debounceMS
void importMcpTools(registry, client, { debounceMS: 5 });
// @ts-expect-error: importMcpTools sets taken itself
void importMcpTools(registry, client, { taken: ["get_weather"] });

void client.tools({ prefix: "fs" });
// @ts-expect-error: client.tools has prefix, not prefx
void client.tools({ prefx: "fs" });
