import { fileURLToPath } from "node:url";
import { Registry } from "@tinyllm/tool";
import { afterEach, describe, expect, it } from "vitest";
import { connectMcp } from "../node/connect-mcp.js";
import type { McpClient } from "./mcp-client.js";
import { oversizedAnswerId } from "./oversized-answer.js";

const FAKE = fileURLToPath(new URL("../../test/fixtures/fake-stdio-server.mjs", import.meta.url));
const open: McpClient[] = [];

afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.close()));
});

describe("oversizedAnswerId", () => {
  it("finds a numeric id at the start or at the end of a cut answer", () => {
    expect(oversizedAnswerId('{"jsonrpc":"2.0","id":7,"result":{"content":[{"te', "")).toBe(7);
    expect(oversizedAnswerId('{ "jsonrpc" : "2.0" , "id" : 12 , "res', "")).toBe(12);
    expect(
      oversizedAnswerId('{"result":{"content":[{"text":"hhhh', 'hhh"}]},"jsonrpc":"2.0","id":9}'),
    ).toBe(9);
    expect(oversizedAnswerId('{"result":{"a":"x', 'x"},"id":3}\r')).toBe(3);
    expect(oversizedAnswerId('{"error":{"code":1,"message":"m"},"id":5,"x":"', "")).toBe(5);
  });

  it("finds none in a request, a nested id, a string id, or text that is not an object", () => {
    expect(oversizedAnswerId('{"jsonrpc":"2.0","method":"sampling/createMessage","id":4', "")).toBe(
      undefined,
    );
    expect(oversizedAnswerId('{"result":{"id":4,"text":"hh', 'hh"}}')).toBe(undefined);
    expect(oversizedAnswerId('{"jsonrpc":"2.0","id":"s1","result":', "")).toBe(undefined);
    expect(oversizedAnswerId("[1,2,3", "")).toBe(undefined);
    expect(oversizedAnswerId('{"text":"a \\" "id":4', "")).toBe(undefined);
  });
});

describe("an answer over maxLineBytes", () => {
  for (const tool of ["huge", "hugeid"]) {
    it(`fails its call at once with the reason (${tool === "huge" ? "id last" : "id first"})`, async () => {
      const client = await connectMcp(
        {
          command: process.execPath,
          args: [FAKE],
          env: { FAKE_MODE: "huge", FAKE_HUGE_BYTES: "200000" },
          maxLineBytes: 100_000,
        },
        { name: "fake" },
      );
      open.push(client);
      const registry = new Registry().mustRegister(...(await client.tools()).tools);
      const result = await registry.call({
        id: "c1",
        type: "function",
        function: { name: tool, arguments: "{}" },
      });
      expect(result.kind).toBe("tool_failed");
      expect(result.message().content).toMatch(
        /server "fake" answered tools\/call with a line of 2000\d\d bytes, over maxLineBytes \(100000\); it was dropped unread/,
      );
      // The connection goes on: the next call is answered.
      const next = await registry.call({
        id: "c2",
        type: "function",
        function: { name: "echo", arguments: '{"text":"still here"}' },
      });
      expect(next.message().content).toBe("echo: still here");
    });
  }
});
