import { Registry } from "@tinyllm/tool";
import { unknownOption } from "@tinyllm/types";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CONNECT_OPTION_NAMES, connectMcp } from "../src/client/connect-mcp.js";
import { CONNECTION_OPTION_NAMES, McpConnection } from "../src/client/connection.js";
import { HTTP_TRANSPORT_OPTION_NAMES } from "../src/client/http-transport.js";
import { IMPORT_OPTION_NAMES, importMcpTools } from "../src/client/import-tools.js";
import { McpClient, TOOLS_OPTION_NAMES } from "../src/client/mcp-client.js";
import { RESTART_POLICY_NAMES } from "../src/client/restart-policy.js";
import type { McpTransport } from "../src/client/transport.js";
import { HANDLER_OPTION_NAMES } from "../src/http/http-options.js";
import { mcpHandler } from "../src/http/mcp-handler.js";
import { connectMcp as connectNode } from "../src/node/connect-mcp.js";
import { SERVE_HTTP_OPTION_NAMES, serveHttp } from "../src/node/serve-http.js";
import { SERVE_STDIO_OPTION_NAMES, serveStdio } from "../src/node/serve-stdio.js";
import { STDIO_SERVER_NAMES } from "../src/node/stdio-transport.js";
import { LINE_SERVER_OPTION_NAMES, serveLines } from "../src/server/line-server.js";
import { channel } from "./fixtures/line-channel.js";

const registry = new Registry();
const unreachable = (): McpTransport => ({
  kind: "stdio",
  start: async () => {
    throw new Error("no server here");
  },
  send: async () => undefined,
  close: async () => undefined,
});
const emptyListing = {
  tools: async () => ({ tools: [], skipped: [] }),
  connection: { on: () => () => undefined },
} as unknown as McpClient;

/** One options object: its owner's name in messages, its list, and a call that gives it. */
interface Entry {
  readonly owner: string;
  readonly names: readonly string[];
  readonly give: (options: Record<string, unknown>) => unknown;
  /** Names that are not in the list but choose another one. */
  readonly also?: readonly string[];
}

// Each `give` throws (or rejects) for an unknown name before it starts anything.
const ENTRIES: readonly Entry[] = [
  { owner: "mcpHandler", names: HANDLER_OPTION_NAMES, give: (o) => mcpHandler(registry, o) },
  {
    owner: "serveLines",
    names: LINE_SERVER_OPTION_NAMES,
    give: (o) => serveLines(registry, channel(), o),
  },
  { owner: "serveStdio", names: SERVE_STDIO_OPTION_NAMES, give: (o) => serveStdio(registry, o) },
  { owner: "serveHttp", names: SERVE_HTTP_OPTION_NAMES, give: (o) => serveHttp(registry, o) },
  { owner: "connectMcp", names: CONNECT_OPTION_NAMES, give: (o) => connectMcp(unreachable, o) },
  {
    owner: "connectMcp HTTP server",
    names: HTTP_TRANSPORT_OPTION_NAMES,
    give: (o) => connectMcp({ url: "http://127.0.0.1:1/mcp", ...o }),
  },
  {
    owner: "connectMcp stdio server",
    // With a `url` the target is an HTTP server, checked against that list.
    names: STDIO_SERVER_NAMES,
    give: (o) => connectNode({ command: "node", ...o }),
    also: ["url"],
  },
  {
    owner: "McpConnection.open",
    names: CONNECTION_OPTION_NAMES,
    give: (o) => McpConnection.open(unreachable, { name: "x", ...o }),
  },
  {
    owner: "restart",
    names: RESTART_POLICY_NAMES,
    give: (o) => connectMcp(unreachable, { restart: o }),
  },
  {
    owner: "importMcpTools",
    names: IMPORT_OPTION_NAMES,
    give: (o) => importMcpTools(registry, emptyListing, o),
  },
  {
    owner: "client.tools",
    names: TOOLS_OPTION_NAMES,
    give: (o) => new McpClient({ name: "x" } as never).tools(o),
  },
];

/** What giving the options threw or rejected with, or undefined. */
async function failureOf(run: () => unknown): Promise<unknown> {
  try {
    await run();
    return undefined;
  } catch (error) {
    return error;
  }
}

/** A name an options object does not have: any string, or a near miss of one it has. */
function unknownName(names: readonly string[], also: readonly string[] = []): fc.Arbitrary<string> {
  const nearMiss = fc
    .tuple(fc.constantFrom(...names), fc.string({ maxLength: 2 }), fc.boolean())
    .map(([name, extra, upper]) => `${upper ? name.toUpperCase() : name}${extra}`);
  return fc
    .oneof(fc.string({ maxLength: 30 }), nearMiss)
    .filter((name) => !names.includes(name) && !also.includes(name));
}

describe("every options object of @tinyllm/mcp", () => {
  for (const entry of ENTRIES) {
    it(`${entry.owner}: a random name not in the list is refused with unknownOption's message`, async () => {
      await fc.assert(
        fc.asyncProperty(
          unknownName(entry.names, entry.also),
          fc.anything(),
          async (name, value) => {
            const options = { [name]: value };
            const failure = await failureOf(() => entry.give(options));
            expect(failure).toBeInstanceOf(RangeError);
            expect((failure as Error).message).toBe(
              unknownOption(options, entry.owner, entry.names)?.message,
            );
            expect((failure as Error).message).toMatch(
              new RegExp(`${entry.owner.replace(".", "\\.")} options: ${entry.names.join(", ")}$`),
            );
          },
        ),
        { numRuns: 50 },
      );
    });
  }

  it("accepts every listed name, undefined, in any subset (the name check passes)", async () => {
    // Entries whose acceptance is cheap; the others take every name in their own tests.
    const cheap = ENTRIES.filter((entry) =>
      [
        "mcpHandler",
        "serveLines",
        "importMcpTools",
        "restart",
        "connectMcp",
        "McpConnection.open",
      ].includes(entry.owner),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...cheap),
        fc.infiniteStream(fc.boolean()),
        async (entry, picks) => {
          const options = Object.fromEntries(
            entry.names.filter(() => picks.next().value).map((name) => [name, undefined]),
          );
          const failure = await failureOf(async () => {
            const made = await entry.give(options);
            (made as { close?: () => void; stop?: () => void } | undefined)?.close?.();
            (made as { stop?: () => void } | undefined)?.stop?.();
          });
          expect(failure).not.toBeInstanceOf(RangeError);
        },
      ),
      { numRuns: 60 },
    );
  });
});
