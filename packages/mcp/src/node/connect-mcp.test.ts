import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Registry } from "@tinyllm/tool";
import { afterEach, describe, expect, it } from "vitest";
import { eventually } from "../../test/eventually.js";
import type { McpClient } from "../client/mcp-client.js";
import { McpClientError } from "../client/mcp-errors.js";
import { connectMcp } from "./connect-mcp.js";

const FAKE = fileURLToPath(new URL("../../test/fixtures/fake-stdio-server.mjs", import.meta.url));
const open: McpClient[] = [];

/** Starts the fake server over stdio with the given modes. */
async function fake(
  mode = "",
  extra: Record<string, string> = {},
  name = "fake",
): Promise<McpClient> {
  const client = await connectMcp(
    { command: process.execPath, args: [FAKE], env: { FAKE_MODE: mode, ...extra } },
    { name, restart: { initialDelayMs: 20, maxAttempts: 3 } },
  );
  open.push(client);
  return client;
}

function call(registry: Registry, name: string, args: unknown = {}, id = "c1") {
  return registry.call({
    id,
    type: "function",
    function: { name, arguments: JSON.stringify(args) },
  });
}

function scratch(): string {
  return mkdtempSync(join(tmpdir(), "tinyllm-mcp-"));
}

afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.close()));
});

describe("connectMcp over stdio", () => {
  it("falls back to initialize for a legacy server, and to server/discover for a modern one", async () => {
    expect((await fake()).connection.era).toBe("legacy");
    expect((await fake()).connection.protocolVersion).toBe("2025-11-25");
    const modern = await fake("modern");
    expect(modern.connection.era).toBe("modern");
    expect(modern.connection.protocolVersion).toBe("2026-07-28");
  });

  it("lists the tools and answers calls through Registry.call, our validation first", async () => {
    const client = await fake();
    const { tools, skipped } = await client.tools();
    expect(skipped).toEqual([]);
    const registry = new Registry().mustRegister(...tools);
    expect(registry.names()).toEqual(["echo", "fail", "getenv", "slow", "starts"]);
    const ok = await call(registry, "echo", { text: "hi" });
    expect(ok.message().content).toBe("echo: hi");
    const refused = await call(registry, "echo", { text: 3, extra: true });
    expect(refused.message().content).toBe(
      'error: invalid arguments for echo:\n$: unexpected property "extra"\n$.text: expected string, got integer',
    );
    const failed = await call(registry, "fail");
    expect(failed.kind).toBe("tool_error");
    expect(failed.message().content).toBe("error: it failed, as always");
  });

  it("follows every page of tools/list", async () => {
    const client = await fake("paginated", { FAKE_TOOLS: "a,b,c,d,e" });
    const { tools } = await client.tools();
    expect(tools.map((tool) => tool.name)).toEqual([
      "a",
      "b",
      "c",
      "d",
      "e",
      "fail",
      "getenv",
      "slow",
      "starts",
    ]);
  });

  it("refuses a listing that repeats a cursor instead of looping", async () => {
    const client = await fake("paginated,loop");
    await expect(client.tools()).rejects.toThrow(
      'server "fake" repeated the tools/list cursor "p2": the listing would never end',
    );
  });

  it("survives garbage on stdout and counts it", async () => {
    const client = await fake("garbage");
    const registry = new Registry().mustRegister(...(await client.tools()).tools);
    expect((await call(registry, "echo", { text: "x" })).message().content).toBe("echo: x");
    expect(client.connection.garbageCount).toBeGreaterThan(0);
  });

  it("names a 70-character tool in at most 64 characters, the same on every run", async () => {
    const first = (await (await fake("longname")).tools()).tools.map((tool) => tool.name);
    const second = (await (await fake("longname")).tools()).tools.map((tool) => tool.name);
    expect(first).toEqual(second);
    const long = first.find((name) => name.startsWith("fake__a_very_long"));
    expect(long?.length).toBeLessThanOrEqual(64);
  });

  it("gives two servers' search tools a__search and b__search", async () => {
    const a = await fake("", { FAKE_TOOLS: "search" }, "a");
    const b = await fake("", { FAKE_TOOLS: "search" }, "b");
    const registry = new Registry();
    registry.mustRegister(...(await a.tools({ prefix: "a" })).tools);
    registry.mustRegister(...(await b.tools({ prefix: "b", taken: registry.names() })).tools);
    expect(registry.names().filter((name) => name.endsWith("search"))).toEqual([
      "a__search",
      "b__search",
    ]);
    expect((await call(registry, "b__search", { text: "q" })).message().content).toBe("search: q");
  });

  it("keeps a progressing call alive past the idle timeout, and cancels it on the server at the hard maximum", async () => {
    const log = join(scratch(), "log");
    writeFileSync(log, "");
    const client = await fake("", { FAKE_LOG: log });
    const { tools } = await client.tools({ callTimeoutMs: 250, maxCallTimeoutMs: 800 });
    const registry = new Registry().mustRegister(...tools);
    // Progress every 100 ms outlives a 250 ms idle timeout...
    expect((await call(registry, "slow", { ms: 500 })).message().content).toBe("slept 500 ms");
    // ...but not the hard maximum, after which the server is told to stop.
    const result = await call(registry, "slow", { ms: 5_000 }, "c2");
    expect(result.kind).toBe("timeout");
    await eventually(() => expect(readFileSync(log, "utf8")).toMatch(/^cancelled \d+$/m));
  });

  it("sends notifications/cancelled when the caller aborts", async () => {
    const log = join(scratch(), "log");
    writeFileSync(log, "");
    const client = await fake("", { FAKE_LOG: log });
    const registry = new Registry().mustRegister(...(await client.tools()).tools);
    const controller = new AbortController();
    const pending = registry.call(
      { id: "c1", type: "function", function: { name: "slow", arguments: '{"ms":5000}' } },
      { signal: controller.signal },
    );
    setTimeout(() => controller.abort(), 150);
    expect((await pending).kind).toBe("cancelled");
    await eventually(() => expect(readFileSync(log, "utf8")).toMatch(/^cancelled \d+$/m));
  });

  it("fails the call in flight when the server dies, with its stderr, then serves again after the respawn", async () => {
    const state = join(scratch(), "starts");
    const client = await fake("crash", { FAKE_STATE: state });
    const registry = new Registry().mustRegister(...(await client.tools()).tools);
    const crashed = await call(registry, "crash");
    expect(crashed.kind).toBe("tool_failed");
    expect(crashed.content).toContain(
      'server "fake" exited (code 1); the call may or may not have run',
    );
    expect(crashed.content).toContain("fatal: the crash tool was called");
    await eventually(async () => {
      expect((await call(registry, "starts")).message().content).toBe("2");
    });
  });

  it("fails fast while the server is down, saying why", async () => {
    const client = await connectMcp(
      { command: process.execPath, args: [FAKE], env: { FAKE_MODE: "crash" } },
      { name: "fake", restart: false },
    );
    open.push(client);
    const registry = new Registry().mustRegister(...(await client.tools()).tools);
    await call(registry, "crash");
    const after = await call(registry, "echo", { text: "x" });
    expect(after.kind).toBe("tool_failed");
    expect(after.content).toContain('server "fake" exited (code 1)');
  });

  it("says clearly when the command cannot be started", async () => {
    const attempt = connectMcp({ command: "/nonexistent/mcp-server" }, { restart: false });
    await expect(attempt).rejects.toSatisfy(
      (error) => McpClientError.isInstance(error) && error.code === "mcp_server_unavailable",
    );
    await expect(attempt).rejects.toThrow(
      'server "mcp-server": cannot start "/nonexistent/mcp-server": spawn /nonexistent/mcp-server ENOENT',
    );
  });

  it("does not hand the agent's environment to the server", async () => {
    process.env.TINYLLM_TEST_SECRET = "sk-live-secret";
    try {
      const client = await fake("", { GIVEN: "yes" });
      const registry = new Registry().mustRegister(...(await client.tools()).tools);
      expect((await call(registry, "getenv", { text: "TINYLLM_TEST_SECRET" })).content).toBe(
        "(unset)",
      );
      expect((await call(registry, "getenv", { text: "GIVEN" })).content).toBe("yes");
      expect((await call(registry, "getenv", { text: "PATH" })).content).toBe(process.env.PATH);
    } finally {
      delete process.env.TINYLLM_TEST_SECRET;
    }
  });
});
