import { Buffer } from "node:buffer";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Registry, type ToolResult } from "@tinyllm/tool";
import { contentLimits } from "@tinyllm/tool/content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importMcpTools } from "../client/import-tools.js";
import type { McpClient } from "../client/mcp-client.js";
import { connectMcp } from "./connect-mcp.js";

// The reference servers, run from this package's dev dependencies with this Node (no npx, no
// network): every tool must register and answer through Registry.call.
const require = createRequire(import.meta.url);
const EVERYTHING = require.resolve("@modelcontextprotocol/server-everything/dist/index.js");
const FILESYSTEM = require.resolve("@modelcontextprotocol/server-filesystem/dist/index.js");

function call(registry: Registry, name: string, args: unknown, id = "c1"): Promise<ToolResult> {
  return registry.call({
    id,
    type: "function",
    function: { name, arguments: JSON.stringify(args) },
  });
}

describe("server-everything over stdio", () => {
  let client: McpClient;
  const registry = new Registry();

  beforeAll(async () => {
    client = await connectMcp(
      { command: process.execPath, args: [EVERYTHING, "stdio"] },
      { name: "everything" },
    );
    const imported = await importMcpTools(registry, client, { prefix: "ev" });
    expect(imported.skipped).toEqual([]);
  });
  afterAll(() => client.close());

  // Arguments for each tool; `gzip-file-as-resource` gets a data URI so nothing is fetched.
  const calls: Record<string, unknown> = {
    echo: { message: "hello" },
    "get-annotated-message": { messageType: "success" },
    "get-env": {},
    "get-resource-links": { count: 2 },
    "get-resource-reference": { resourceType: "Text", resourceId: 1 },
    "get-structured-content": { location: "Chicago" },
    "get-sum": { a: 2, b: 3 },
    "get-tiny-image": {},
    "gzip-file-as-resource": {
      name: "hello.gz",
      data: "data:text/plain;base64,aGVsbG8=",
      outputType: "resource",
    },
    "toggle-simulated-logging": {},
    "toggle-subscriber-updates": {},
    "trigger-long-running-operation": { duration: 0.3, steps: 3 },
    "simulate-research-query": { topic: "lichens" },
  };

  it("registers every tool under the prefix, sorted", () => {
    expect(registry.names()).toEqual(
      Object.keys(calls)
        .map((name) => `ev__${name}`)
        .sort(),
    );
  });

  // The gzip resource's MIME type is off the default allowlist: the registry's rules refuse it.
  const offTheList: Record<string, string> = {
    "gzip-file-as-resource": '$[0].mimeType: "application/gzip" is not an allowed file type',
  };

  it("answers every tool through Registry.call", async () => {
    for (const [name, args] of Object.entries(calls)) {
      const result = await call(registry, `ev__${name}`, args);
      const refusal = offTheList[name];
      if (refusal !== undefined) {
        expect(result.kind, name).toBe("invalid_result");
        expect(result.content).toContain(refusal);
        continue;
      }
      // A server-side refusal (no sampling capability, say) is a tool error the model can read;
      // what must never happen is a failure of ours, a timeout or an empty answer.
      expect(["ok", "tool_error"], `${name}: ${result.kind} ${result.content}`).toContain(
        result.kind,
      );
      expect(result.content.length, name).toBeGreaterThan(0);
    }
  });

  it("maps text, structured content, images and resources", async () => {
    expect((await call(registry, "ev__echo", { message: "hello" })).content).toBe("Echo: hello");
    expect((await call(registry, "ev__get-sum", { a: 2, b: 3 })).content).toContain("5");
    expect((await call(registry, "ev__get-tiny-image", {})).content).toMatch(
      /\[image: image\/png, \d+ bytes\]/,
    );
    expect((await call(registry, "ev__get-resource-links", { count: 2 })).content).toContain(
      "[resource link: ",
    );
    const structured = await call(registry, "ev__get-structured-content", { location: "Chicago" });
    expect(structured.kind).toBe("ok");
  });

  it("keeps the server's image, resource links and resources as parts", async () => {
    const image = (await call(registry, "ev__get-tiny-image", {})).parts();
    const shown = image.find((part) => part.type === "image");
    expect(shown?.type === "image" && shown.mimeType).toBe("image/png");
    // The server's base64 is canonical: it decodes and encodes back to itself.
    const data = shown?.type === "image" ? (shown.data ?? "") : "";
    expect(Buffer.from(data, "base64").toString("base64")).toBe(data);
    expect(image.some((part) => part.type === "text")).toBe(true);
    const links = (await call(registry, "ev__get-resource-links", { count: 2 })).parts();
    expect(links.filter((part) => part.type === "resource_link")).toHaveLength(2);
  });

  it("checks the server's parts by the registry's contentLimits", async () => {
    const lenient = new Registry({
      contentLimits: contentLimits({ mimeTypes: { file: ["application/gzip"] } }),
    });
    await importMcpTools(lenient, client, { prefix: "ev" });
    const gzip = await call(lenient, "ev__gzip-file-as-resource", calls["gzip-file-as-resource"]);
    expect(gzip.kind).toBe("ok");
    expect(gzip.parts()[0]).toMatchObject({
      type: "file",
      mimeType: "application/gzip",
      name: "hello.gz",
    });
    const strict = new Registry({ contentLimits: contentLimits({ maxPartBytes: 16 }) });
    await importMcpTools(strict, client, { prefix: "ev" });
    const image = await call(strict, "ev__get-tiny-image", {});
    expect(image.kind).toBe("invalid_result");
    expect(image.content).toMatch(
      /the part carries \d+ bytes, over the limit of 16 \(maxPartBytes\)/,
    );
  });

  it("refuses bad arguments with our text before the server sees them", async () => {
    const result = await call(registry, "ev__get-sum", { a: "2" });
    expect(result.message().content).toBe(
      'error: invalid arguments for ev__get-sum:\n$: missing required property "b"\n$.a: expected number, got string',
    );
  });

  it("passes progress on, increasing", async () => {
    const reports: number[] = [];
    const result = await registry.call(
      {
        id: "p1",
        type: "function",
        function: {
          name: "ev__trigger-long-running-operation",
          arguments: '{"duration":0.3,"steps":3}',
        },
      },
      { onProgress: (event) => reports.push(event.done) },
    );
    expect(result.kind).toBe("ok");
    expect(reports.length).toBeGreaterThan(0);
    expect([...reports].sort((a, b) => a - b)).toEqual(reports);
  });
});

describe("server-filesystem over stdio", () => {
  let client: McpClient;
  const registry = new Registry();
  const root = mkdtempSync(join(tmpdir(), "tinyllm-fs-"));

  beforeAll(async () => {
    writeFileSync(join(root, "a.txt"), "one\ntwo\nthree\n");
    mkdirSync(join(root, "sub"));
    client = await connectMcp(
      { command: process.execPath, args: [FILESYSTEM, root] },
      { name: "fs" },
    );
    const imported = await importMcpTools(registry, client);
    expect(imported.skipped).toEqual([]);
  });
  afterAll(() => client.close());

  it("registers and answers every tool through Registry.call", async () => {
    const file = join(root, "a.txt");
    const calls: Record<string, unknown> = {
      list_allowed_directories: {},
      read_file: { path: file },
      read_text_file: { path: file, head: 1 },
      read_media_file: { path: file },
      read_multiple_files: { paths: [file] },
      write_file: { path: join(root, "b.txt"), content: "written" },
      edit_file: { path: join(root, "b.txt"), edits: [{ oldText: "written", newText: "edited" }] },
      create_directory: { path: join(root, "made") },
      list_directory: { path: root },
      list_directory_with_sizes: { path: root },
      directory_tree: { path: root },
      move_file: { source: join(root, "b.txt"), destination: join(root, "sub", "b.txt") },
      search_files: { path: root, pattern: "*.txt" },
      get_file_info: { path: file },
    };
    expect(registry.names()).toEqual(Object.keys(calls).sort());
    for (const [name, args] of Object.entries(calls)) {
      const result = await call(registry, name, args);
      // A text file read as media is an octet-stream blob, off the default file allowlist.
      const expected = name === "read_media_file" ? ["invalid_result"] : ["ok", "tool_error"];
      expect(expected, `${name}: ${result.kind} ${result.content}`).toContain(result.kind);
    }
    expect(readFileSync(join(root, "sub", "b.txt"), "utf8")).toBe("edited");
    expect((await call(registry, "read_text_file", { path: file, head: 1 })).content).toBe("one");
  });

  it("passes the server's refusal on as a tool error", async () => {
    const result = await call(registry, "read_text_file", { path: "/etc/passwd" });
    expect(result.kind).toBe("tool_error");
    expect(result.content).toContain("Access denied");
  });
});
