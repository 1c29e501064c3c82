import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpMcpServer, serveHttp } from "../../src/node/index.js";
import { conformanceRegistry, ERROR_TEXT, SIMPLE_TEXT } from "../fixtures/conformance-registry.js";
import { baselinePath, runConformance } from "./run-conformance.js";

// The official suite against a fixture server on 127.0.0.1; every scenario outside the
// baselines must pass, and a baseline entry that passes fails the run (stale baseline).
let server: HttpMcpServer;

beforeAll(async () => {
  server = await serveHttp(conformanceRegistry());
});

afterAll(() => server.close());

describe("official MCP conformance suite", () => {
  it("passes 0.1.16 (2025-11-25) outside its baseline", async () => {
    const run = await runConformance("stable", [
      "--url",
      server.url,
      "--expected-failures",
      baselinePath("baseline-2025-11-25.yml"),
    ]);
    expect(run.output).toContain("✓ tools-call-simple-text");
    expect(run.output).toContain("✓ dns-rebinding-protection");
    expect(run.code, run.output).toBe(0);
  }, 120_000);

  it("passes 0.2.0-alpha --requirements 2026-07-28 outside its baseline", async () => {
    const run = await runConformance("next", [
      "--url",
      server.url,
      "--requirements",
      "2026-07-28",
      "--expected-failures",
      baselinePath("baseline-2026-07-28.yml"),
    ]);
    expect(run.output).toContain("✓ http-header-validation");
    expect(run.output).toContain("✓ tools-list");
    expect(run.code, run.output).toBe(0);
  }, 120_000);
});

// The suite's checks are loose: its tools-call-simple-text only wants some text content, so it
// passes against a server without that tool (whose answer is an isError result with text).
// These pin what the fixture really answers.
describe("what the suite does not check", () => {
  it("answers the fixture tools exactly, and a missing tool as an error the suite would accept", async () => {
    const client = new Client({ name: "stricter", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(server.url)));
    try {
      expect(await client.callTool({ name: "test_simple_text" })).toEqual({
        content: [{ type: "text", text: SIMPLE_TEXT }],
      });
      expect(await client.callTool({ name: "test_error_handling", arguments: {} })).toEqual({
        content: [{ type: "text", text: `error: ${ERROR_TEXT}` }],
        isError: true,
      });
      const missing = await client.callTool({ name: "test_simple_txt" });
      expect(missing.isError).toBe(true);
      expect(missing.content).toEqual([
        { type: "text", text: expect.stringContaining('did you mean "test_simple_text"?') },
      ]);
    } finally {
      await client.close();
    }
  });
});
