import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpMcpServer, serveHttp } from "../../src/node/index.js";
import { conformanceRegistry } from "../fixtures/conformance-registry.js";
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
