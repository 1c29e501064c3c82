import { Registry } from "@tinyllm/tool";
import { describe, expect, it, vi } from "vitest";
import { importMcpTools } from "./import-tools.js";
import type { McpClient } from "./mcp-client.js";
import type { McpTool } from "./mcp-tool.js";

/** A tool shaped as an imported one, cheap to make in bulk. */
function tool(name: string): McpTool {
  return {
    name,
    serverName: name,
    definition: () => ({
      type: "function",
      function: { name, description: "", parameters: { type: "object" } },
    }),
    execute: () => "",
  } as unknown as McpTool;
}

/** A client whose listing is `tools`, with no server behind it. */
function listing(tools: readonly McpTool[]): McpClient {
  return {
    tools: async () => ({ tools, skipped: [] }),
    connection: { on: () => () => undefined },
  } as unknown as McpClient;
}

describe("importMcpTools registering", () => {
  it("registers 130,000 tools (a spread of that many arguments overflows the stack)", async () => {
    const tools = Array.from({ length: 130_000 }, (_, i) => tool(`t${i}`));
    const registry = new Registry();
    const imported = await importMcpTools(registry, listing(tools));
    expect(imported.names).toHaveLength(130_000);
    expect(registry.names()).toHaveLength(130_000);
  }, 60_000); // compiling 130,000 schemas takes 2 to 6 s, longer on a loaded machine

  it("registers all or none: a refused tool in a later slice takes the earlier slices back", async () => {
    const tools = Array.from({ length: 2_500 }, (_, i) => tool(`t${i}`));
    tools.push(tool("not a valid name"));
    const registry = new Registry();
    await expect(importMcpTools(registry, listing(tools))).rejects.toThrow("not a valid name");
    expect(registry.names()).toEqual([]);
  });
});

describe("importMcpTools re-listing when ttlMs runs out (2026-07-28)", () => {
  /** A client whose every listing says `ttlMs`; counts the listings. */
  function cached(ttlMs: number | undefined) {
    const counter = { listings: 0 };
    const client = {
      tools: async () => {
        counter.listings++;
        return { tools: [tool("t")], skipped: [], ttlMs };
      },
      connection: { on: () => () => undefined },
    } as unknown as McpClient;
    return { client, counter };
  }

  async function after(ms: number): Promise<void> {
    await vi.advanceTimersByTimeAsync(ms);
  }

  it("lists again each time the ttl runs out, and never after stop()", async () => {
    vi.useFakeTimers();
    try {
      const { client, counter } = cached(5_000);
      const imported = await importMcpTools(new Registry(), client);
      expect(counter.listings).toBe(1);
      await after(4_999);
      expect(counter.listings).toBe(1);
      await after(1);
      expect(counter.listings).toBe(2);
      await after(5_000);
      expect(counter.listings).toBe(3);
      imported.stop();
      await after(60_000);
      expect(counter.listings).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it("waits at least minRelistMs (1,000 ms by default) whatever ttl the server says", async () => {
    vi.useFakeTimers();
    try {
      const { client, counter } = cached(1);
      const imported = await importMcpTools(new Registry(), client);
      await after(999);
      expect(counter.listings).toBe(1);
      await after(1);
      expect(counter.listings).toBe(2);
      imported.stop();
      const other = cached(1);
      const fast = await importMcpTools(new Registry(), other.client, { minRelistMs: 100 });
      await after(1_000);
      expect(other.counter.listings).toBe(11);
      fast.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it("sets no timer for a ttl of 0 or none (notifications and refresh() list again)", async () => {
    vi.useFakeTimers();
    try {
      for (const ttl of [0, undefined]) {
        const { client, counter } = cached(ttl);
        await importMcpTools(new Registry(), client);
        expect(vi.getTimerCount()).toBe(0);
        expect(counter.listings).toBe(1);
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses a minRelistMs that is not a number >= 0", async () => {
    const { client } = cached(1);
    await expect(importMcpTools(new Registry(), client, { minRelistMs: -1 })).rejects.toThrow(
      "minRelistMs must be a number >= 0, got -1",
    );
  });
});
