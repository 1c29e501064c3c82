import { describe, expect, it } from "vitest";
import type { ConnectMcpOptions, McpHttpTarget } from "../client/connect-mcp.js";
import { CONNECTION_OPTION_NAMES, McpConnection } from "../client/connection.js";
import { McpClientError } from "../client/mcp-errors.js";
import type { McpTransport } from "../client/transport.js";
import { connectMcp } from "./connect-mcp.js";
import type { StdioServer } from "./stdio-transport.js";

/** A server that cannot be reached: what is left once every option was accepted. */
const unreachable = (): McpTransport => ({
  kind: "stdio",
  start: async () => {
    throw new Error("no server here");
  },
  send: async () => undefined,
  close: async () => undefined,
});

const LIST =
  "name, clientInfo, probeTimeoutMs, requestTimeoutMs, era, restart, maxConcurrentAnswers, maxQueuedServerRequests";

describe("connectMcp refuses an option name it does not know, at once", () => {
  it("in its options, naming the closest one and the list, as a RangeError", () => {
    const attempt = () => connectMcp(unreachable, { requestTimeoutMS: 5 } as ConnectMcpOptions);
    expect(attempt).toThrow(RangeError);
    expect(attempt).toThrow(
      `unknown option "requestTimeoutMS"; did you mean "requestTimeoutMs"? connectMcp options: ${LIST}`,
    );
  });

  it("in a stdio server", () => {
    expect(() =>
      connectMcp({ command: "node", maxLineByte: 5 } as StdioServer, { name: "fs" }),
    ).toThrow(
      'unknown option "maxLineByte"; did you mean "maxLineBytes"? connectMcp stdio server options: command, args, env, cwd, maxLineBytes',
    );
  });

  it("in an HTTP server", () => {
    expect(() =>
      connectMcp({ url: "http://127.0.0.1:1/mcp", maxResponseByte: 5 } as McpHttpTarget),
    ).toThrow(
      'unknown option "maxResponseByte"; did you mean "maxResponseBytes"? connectMcp HTTP server options: url, headers, maxResponseBytes, fetch',
    );
  });

  it("in the restart policy", () => {
    const options = { restart: { maxAttempt: 2 } } as ConnectMcpOptions;
    expect(() => connectMcp(unreachable, options)).toThrow(
      'unknown option "maxAttempt"; did you mean "maxAttempts"? restart options: maxAttempts, initialDelayMs, maxDelayMs',
    );
  });

  it("takes every option it lists: the failure left is the server's", async () => {
    const every = {
      ...Object.fromEntries(CONNECTION_OPTION_NAMES.map((name) => [name, undefined])),
      restart: { maxAttempts: undefined, initialDelayMs: undefined, maxDelayMs: undefined },
    };
    const failure = await connectMcp(unreachable, every).catch((error: unknown) => error);
    expect(McpClientError.isInstance(failure)).toBe(true);
    const stdio = { command: "tinyllm-no-such-command", args: [], env: {}, cwd: undefined };
    const spawned = await connectMcp({ ...stdio, maxLineBytes: undefined }, { restart: false })
      .then((client) => client.close())
      .catch((error: unknown) => error);
    expect(McpClientError.isInstance(spawned)).toBe(true);
  });
});

describe("McpConnection.open refuses an option name it does not know", () => {
  it("rejects with a RangeError before starting the transport", async () => {
    let started = false;
    const make = () => {
      started = true;
      return unreachable();
    };
    await expect(
      McpConnection.open(make, { name: "fs", probeTimeoutMS: 5 } as never),
    ).rejects.toThrow(
      `unknown option "probeTimeoutMS"; did you mean "probeTimeoutMs"? McpConnection.open options: ${LIST}`,
    );
    expect(started).toBe(false);
  });
});
