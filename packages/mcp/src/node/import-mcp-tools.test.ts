import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineTool, Registry } from "@tinyllm/tool";
import { afterEach, describe, expect, it } from "vitest";
import { eventually } from "../../test/eventually.js";
import { importMcpTools } from "../client/import-tools.js";
import type { McpClient } from "../client/mcp-client.js";
import { connectMcp } from "./connect-mcp.js";

const FAKE = fileURLToPath(new URL("../../test/fixtures/fake-stdio-server.mjs", import.meta.url));
const open: McpClient[] = [];

async function fake(mode: string, extra: Record<string, string> = {}): Promise<McpClient> {
  const client = await connectMcp(
    { command: process.execPath, args: [FAKE], env: { FAKE_MODE: mode, ...extra } },
    { name: "fake", restart: { initialDelayMs: 20 } },
  );
  open.push(client);
  return client;
}

function call(registry: Registry, name: string) {
  return registry.call({ id: "c1", type: "function", function: { name, arguments: "{}" } });
}

afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.close()));
});

describe("importMcpTools", () => {
  it("registers beside the registry's own tools, never over them", async () => {
    const own = defineTool({ name: "echo", description: "ours", execute: () => "our echo" });
    const registry = new Registry().mustRegister(own);
    const imported = await importMcpTools(registry, await fake(""));
    expect(imported.names).toEqual(["fail", "fake__echo", "getenv", "slow", "starts"]);
    expect(imported.serverNameOf("fake__echo")).toBe("echo");
    expect((await call(registry, "echo")).content).toBe("our echo");
    expect((await call(registry, "fake__echo")).content).toBe("echo: ");
  });

  it("refreshes once after a burst of list_changed notifications", async () => {
    const registry = new Registry();
    const client = await fake("grow");
    const imported = await importMcpTools(registry, client, { debounceMs: 50 });
    const before = registry.fingerprint();
    let changes = 0;
    registry.onChange(() => changes++);
    expect((await call(registry, "grow")).content).toBe("grown");
    await eventually(() => expect(registry.names()).toContain("grown"));
    expect(registry.fingerprint()).not.toBe(before);
    expect(imported.names).toContain("grown");
    expect((await call(registry, "grown")).content).toBe("I was added");
    // One refresh for the burst of two notifications, and only the new tool registered.
    expect(changes).toBe(1);
  });

  it("lists the tools again right after the server restarts", async () => {
    const state = join(mkdtempSync(join(tmpdir(), "tinyllm-mcp-")), "starts");
    const registry = new Registry();
    const client = await fake("crash,restartgrow", { FAKE_STATE: state });
    await importMcpTools(registry, client);
    expect(registry.names()).not.toContain("grown");
    expect((await call(registry, "crash")).kind).toBe("tool_failed");
    await eventually(() => expect(registry.names()).toContain("grown"));
    expect((await call(registry, "grown")).content).toBe("I was added");
    expect((await call(registry, "starts")).content).toBe("2");
  });
});
