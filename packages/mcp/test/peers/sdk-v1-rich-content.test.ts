// Rich results both ways: our server answers images, audio, files and resource links as MCP
// content, read by the SDK v1 Client (which validates each block against its schema), and our
// client imports them back as the same parts.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { newTool, Registry } from "@tinyllm/tool";
import { content } from "@tinyllm/tool/content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importMcpTools } from "../../src/client/import-tools.js";
import type { McpClient } from "../../src/client/mcp-client.js";
import { connectMcp, type HttpMcpServer, serveHttp } from "../../src/node/index.js";

const PNG64 = "iVBORw0KGgo=";
const PDF64 = "JVBERi0xLjQ=";
const WAV64 = "UklGRg==";

const served = new Registry().mustRegister(
  newTool("rich", "returns one part of each kind", undefined, () =>
    content.parts(
      "the chart:",
      content.image({ data: PNG64 }, "image/png"),
      content.image({ url: "https://example.com/a/b.png?x=1" }, "image/png"),
      content.audio({ data: WAV64 }, "audio/wav"),
      content.file({ data: PDF64 }, "application/pdf", "r.pdf", { uri: "file:///docs/r.pdf" }),
      content.resourceLink("test://r/1", "r1", { mimeType: "text/plain", description: "one" }),
    ),
  ),
);

let server: HttpMcpServer;
let sdk: Client;
let ours: McpClient;

beforeAll(async () => {
  server = await serveHttp(served);
  sdk = new Client({ name: "sdk-v1-rich", version: "1.0.0" });
  await sdk.connect(new StreamableHTTPClientTransport(new URL(server.url)));
  ours = await connectMcp({ url: server.url });
});

afterAll(async () => {
  await sdk.close();
  await ours.close();
  await server.close();
});

describe("serving content parts", () => {
  it("answers each part as its MCP content block", async () => {
    const result = await sdk.callTool({ name: "rich", arguments: {} });
    expect(result.isError).toBeUndefined();
    expect(result.content).toEqual([
      { type: "text", text: "the chart:" },
      { type: "image", data: PNG64, mimeType: "image/png" },
      {
        type: "resource_link",
        uri: "https://example.com/a/b.png?x=1",
        name: "b.png",
        mimeType: "image/png",
      },
      { type: "audio", data: WAV64, mimeType: "audio/wav" },
      {
        type: "resource",
        resource: { uri: "file:///docs/r.pdf", mimeType: "application/pdf", blob: PDF64 },
      },
      {
        type: "resource_link",
        uri: "test://r/1",
        name: "r1",
        mimeType: "text/plain",
        description: "one",
      },
    ]);
  });
});

describe("importing them back", () => {
  it("keeps the server's parts as parts, and message() as lines", async () => {
    const registry = new Registry();
    await importMcpTools(registry, ours);
    const result = await registry.call({
      id: "c1",
      type: "function",
      function: { name: "rich", arguments: "{}" },
    });
    expect(result.kind).toBe("ok");
    expect(result.parts()).toEqual([
      { type: "text", text: "the chart:" },
      { type: "image", mimeType: "image/png", data: PNG64 },
      {
        type: "resource_link",
        uri: "https://example.com/a/b.png?x=1",
        name: "b.png",
        mimeType: "image/png",
      },
      { type: "audio", mimeType: "audio/wav", data: WAV64 },
      {
        type: "file",
        mimeType: "application/pdf",
        name: "r.pdf",
        uri: "file:///docs/r.pdf",
        data: PDF64,
      },
      {
        type: "resource_link",
        uri: "test://r/1",
        name: "r1",
        mimeType: "text/plain",
        description: "one",
      },
    ]);
    expect(result.message().content).toBe(
      [
        "the chart:",
        "[image: image/png, 8 bytes]",
        "[resource link: https://example.com/a/b.png?x=1 (b.png)]",
        "[audio: audio/wav, 4 bytes]",
        "[file r.pdf: application/pdf, 8 bytes]",
        "[resource link: test://r/1 (r1)]",
      ].join("\n"),
    );
  });
});
