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

describe("importMcpTools limits", () => {
  it("keeps the first maxTools tools (1,000 by default) and skips the rest with the reason", async () => {
    const names = Array.from({ length: 1_005 }, (_, i) => `t${String(i).padStart(4, "0")}`);
    const registry = new Registry();
    const imported = await importMcpTools(
      registry,
      await fake("", { FAKE_TOOLS: names.join(",") }),
    );
    expect(imported.names).toEqual(names.slice(0, 1_000));
    const reason =
      "the server lists more than 1000 tools (maxTools); the ones after the first 1000 are left out";
    expect(imported.skipped).toEqual(
      ["fail", "getenv", "slow", "starts", ...names.slice(1_000)]
        .sort()
        .map((name) => ({ name, reason })),
    );
  });

  it("names at most maxTools of the tools it left out, then counts the rest", async () => {
    const registry = new Registry();
    const client = await fake("", { FAKE_TOOLS: "a,b,c,d,e" });
    const imported = await importMcpTools(registry, client, { maxTools: 2 });
    expect(imported.names).toEqual(["a", "b"]);
    expect(imported.skipped.map((skip) => skip.name)).toEqual(["(5 more)", "c", "d"]);
    expect(imported.skipped[0]?.reason).toBe(
      "5 more tools were left out (malformed, or past maxTools, 2); they are not listed one by one",
    );
  });

  it("skips a tool whose schema no value could pass, with the reason (issue 35)", async () => {
    const registry = new Registry();
    const imported = await importMcpTools(registry, await fake("impossible"));
    expect(imported.names).not.toContain("impossible");
    expect(imported.names).toContain("echo");
    const [skip] = imported.skipped;
    expect(imported.skipped).toHaveLength(1);
    expect(skip?.name).toBe("impossible");
    expect(skip?.reason).toContain(
      "$.properties.flag.enum: enum has no value of type boolean: no value could pass",
    );
  });

  it("skips a tool whose description is over maxDescriptionChars (10,000 by default)", async () => {
    const registry = new Registry();
    const imported = await importMcpTools(registry, await fake("wordy"));
    expect(imported.names).not.toContain("wordy");
    expect(imported.skipped).toEqual([
      {
        name: "wordy",
        reason: "its description is 10001 characters, over maxDescriptionChars (10000)",
      },
    ]);
    const roomy = await importMcpTools(new Registry(), await fake("wordy"), {
      maxDescriptionChars: 20_000,
    });
    expect(roomy.names).toContain("wordy");
  });
});
