import { describe, expect, it } from "vitest";
import { channel } from "../../test/fixtures/line-channel.js";
import { testRegistry } from "../../test/fixtures/test-registry.js";
import { serveLines } from "./line-server.js";

/** `levels` arrays nested in one another, as text. */
function nested(levels: number): string {
  return `${"[".repeat(levels)}${"]".repeat(levels)}`;
}

/** A tools/call of `length` whose arguments carry `levels` nested arrays (message depth levels + 3). */
function deepCall(id: number, levels: number): string {
  return `{"jsonrpc":"2.0","id":${id},"method":"tools/call","params":{"name":"length","arguments":{"text":"a","deep":${nested(levels)}}}}`;
}

describe("serveLines: maxMessageDepth", () => {
  it("answers arguments nested 1,000,000 deep with -32602 and goes on serving", async () => {
    const io = channel();
    const server = serveLines(testRegistry(), io);
    io.send(deepCall(1, 1_000_000));
    io.send({ jsonrpc: "2.0", id: 2, method: "ping" });
    await expect.poll(() => io.written.length).toBe(2);
    expect(io.written[0]).toEqual({
      jsonrpc: "2.0",
      id: 1,
      error: {
        code: -32602,
        message:
          "Invalid params: the message nests arrays and objects more than 256 levels deep (maxMessageDepth); it was not read",
      },
    });
    expect(io.written[1]).toEqual({ jsonrpc: "2.0", id: 2, result: {} });
    io.end();
    await server.closed;
  });

  it("reads a message at the limit and refuses one level more, with maxMessageDepth set", async () => {
    const io = channel();
    const server = serveLines(testRegistry(), io, { maxMessageDepth: 10 });
    io.send(deepCall(1, 7)); // message 1, params 2, arguments 3, the arrays 4 to 10
    io.send(deepCall(2, 8));
    await expect.poll(() => io.written.length).toBe(2);
    const [first, second] = io.written;
    expect(first).toMatchObject({ id: 1, result: { content: [{ type: "text", text: "1" }] } });
    expect(second).toMatchObject({
      id: 2,
      error: { code: -32602, message: expect.stringContaining("more than 10 levels deep") },
    });
    io.end();
    await server.closed;
  });

  it("refuses a maxMessageDepth that is not a positive integer", () => {
    expect(() => serveLines(testRegistry(), channel(), { maxMessageDepth: 0 })).toThrow(
      "maxMessageDepth must be a positive integer, got 0",
    );
  });
});

/** A channel whose client is behind: writes queue up until the test lets it catch up. */
function slowChannel() {
  const io = channel();
  let queued = 0;
  let catchUp: (() => void) | undefined;
  return {
    ...io,
    write: (text: string) => {
      io.write(text);
      queued += text.length;
      return queued < 1000;
    },
    queuedBytes: () => queued,
    drained: () =>
      new Promise<void>((resolve) => {
        catchUp = resolve;
      }),
    /** The client reads everything queued. */
    read: () => {
      queued = 0;
      catchUp?.();
    },
    /** The client falls behind by this many bytes. */
    fallBehind: (bytes: number) => {
      queued += bytes;
    },
  };
}

describe("serveLines: backpressure", () => {
  it("reads no more requests while the client is behind, and goes on once it caught up", async () => {
    const io = slowChannel();
    const server = serveLines(testRegistry(), io);
    io.fallBehind(5000);
    for (let id = 1; id <= 5; id += 1) io.send({ jsonrpc: "2.0", id, method: "tools/list" });
    await expect.poll(() => io.written.length).toBe(1);
    // Still one: the server waits for the client rather than queueing four more lists.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(io.written).toHaveLength(1);
    io.read();
    await expect.poll(() => io.written.length).toBe(2);
    await expect
      .poll(() => {
        io.read();
        return io.written.length;
      })
      .toBe(5);
    io.end();
    await server.closed;
  });

  it("closes with a clear reason once more than maxOutgoingBytes wait", async () => {
    const io = slowChannel();
    const server = serveLines(testRegistry(), io, { maxOutgoingBytes: 4096 });
    io.fallBehind(4000);
    io.send({ jsonrpc: "2.0", id: 1, method: "tools/list" });
    await server.closed;
    const reason = server.closeReason ?? "";
    expect(reason).toMatch(
      /^\d+ bytes waited for a client that does not read them, over maxOutgoingBytes \(4096\); the connection was closed$/,
    );
    expect(io.written.at(-1)).toEqual({
      jsonrpc: "2.0",
      id: null,
      error: { code: -32603, message: `Internal error: ${reason}` },
    });
  });
});
