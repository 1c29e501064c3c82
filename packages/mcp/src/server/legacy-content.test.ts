// A legacy session gets only the content blocks its revision defines: `audio` came in
// 2025-03-26 and `resource_link` in 2025-06-18, so an older client reads those parts as the
// text lines `message()` shows, and never a block its schema refuses.
import { newTool, Registry } from "@tinyllm/tool";
import { content } from "@tinyllm/tool/content";
import { describe, expect, it } from "vitest";
import { channel } from "../../test/fixtures/line-channel.js";
import { mcpHandler } from "../http/mcp-handler.js";
import { serveLines } from "./line-server.js";

const PNG64 = "iVBORw0KGgo=";
const WAV64 = "UklGRg==";

function richRegistry() {
  return new Registry().mustRegister(
    newTool("rich", "one part of each kind", undefined, () =>
      content.parts(
        content.image({ data: PNG64 }, "image/png"),
        content.audio({ data: WAV64 }, "audio/wav"),
        content.resourceLink("test://r/1", "r1"),
      ),
    ),
  );
}

const IMAGE = { type: "image", data: PNG64, mimeType: "image/png" };
const AUDIO = { type: "audio", data: WAV64, mimeType: "audio/wav" };
const LINK = { type: "resource_link", uri: "test://r/1", name: "r1" };
const AUDIO_LINE = { type: "text", text: "[audio: audio/wav, 4 bytes]" };
const LINK_LINE = { type: "text", text: "[resource link: test://r/1 (r1)]" };

async function overStdio(protocolVersion: string): Promise<unknown> {
  const io = channel();
  const server = serveLines(richRegistry(), io);
  io.send({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion } });
  io.send({ jsonrpc: "2.0", id: 2, method: "tools/call", params: { name: "rich", arguments: {} } });
  await expect.poll(() => io.written.length).toBe(2);
  io.end();
  await server.closed;
  return (io.written[1] as { result: { content: unknown } }).result.content;
}

describe("content blocks by the session's revision", () => {
  it.each([
    ["2024-11-05", [IMAGE, AUDIO_LINE, LINK_LINE]],
    ["2025-03-26", [IMAGE, AUDIO, LINK_LINE]],
    ["2025-06-18", [IMAGE, AUDIO, LINK]],
    ["2025-11-25", [IMAGE, AUDIO, LINK]],
  ])("over stdio, a %s session", async (version, expected) => {
    expect(await overStdio(version)).toEqual(expected);
  });

  it("over HTTP, by the revision the session's initialize agreed on", async () => {
    const handler = mcpHandler(richRegistry());
    const post = (body: object, session?: string) =>
      handler(
        new Request("http://127.0.0.1/mcp", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "application/json, text/event-stream",
            ...(session === undefined ? {} : { "mcp-session-id": session }),
          },
          body: JSON.stringify(body),
        }),
      );
    const init = await post({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-03-26" },
    });
    const session = init.headers.get("mcp-session-id") ?? "";
    expect(session).not.toBe("");
    const called = await post(
      { jsonrpc: "2.0", id: 2, method: "tools/call", params: { name: "rich", arguments: {} } },
      session,
    );
    const text = await called.text();
    const json = text.startsWith("{") ? text : (text.match(/^data: (.*)$/m)?.[1] ?? "");
    expect(JSON.parse(json).result.content).toEqual([IMAGE, AUDIO, LINK_LINE]);
  });

  it("the modern era has every block", async () => {
    const io = channel();
    const server = serveLines(richRegistry(), io);
    io.send({
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: {
        name: "rich",
        arguments: {},
        _meta: {
          "io.modelcontextprotocol/protocolVersion": "2026-07-28",
          "io.modelcontextprotocol/clientCapabilities": {},
        },
      },
    });
    await expect.poll(() => io.written.length).toBe(1);
    io.end();
    await server.closed;
    expect((io.written[0] as { result: { content: unknown } }).result.content).toEqual([
      IMAGE,
      AUDIO,
      LINK,
    ]);
  });
});
