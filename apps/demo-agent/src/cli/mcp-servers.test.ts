import { fileURLToPath } from "node:url";
import { Registry } from "@tinyllm/tool";
import { describe, expect, it } from "vitest";
import { expectMarkedClass } from "../../test/error-marker.js";
import { connectMcpServers, McpCommandError, serverName, splitCommand } from "./mcp-servers.js";

const FAKE = fileURLToPath(
  new URL("../../../../packages/mcp/test/fixtures/fake-stdio-server.mjs", import.meta.url),
);
const HOSTILE = fileURLToPath(
  new URL("../../test/fixtures/hostile-mcp-server.mjs", import.meta.url),
);

describe("splitCommand", () => {
  it.each([
    [
      "npx -y @modelcontextprotocol/server-everything",
      "npx",
      ["-y", "@modelcontextprotocol/server-everything"],
    ],
    [`node "my server.js" --root '/tmp/a b'`, "node", ["my server.js", "--root", "/tmp/a b"]],
    [String.raw`srv a\ b "q\"d" ''`, "srv", ["a b", 'q"d', ""]],
    ["  srv   $HOME `x` ; rm", "srv", ["$HOME", "`x`", ";", "rm"]],
  ])("%s", (text, command, args) => {
    expect(splitCommand(text)).toEqual({ command, args });
  });

  it("refuses an empty command and an unclosed quote", () => {
    expect(() => splitCommand("   ")).toThrow(McpCommandError);
    expect(() => splitCommand(`node "x`)).toThrow('--mcp "node \\"x" has an unclosed " quote');
  });
});

describe("serverName", () => {
  it.each([
    ["npx", ["-y", "@modelcontextprotocol/server-filesystem", "/tmp"], "server-filesystem"],
    ["npx", ["-y", "@playwright/mcp@latest"], "mcp"],
    ["node", ["/srv/weather.mjs"], "weather"],
    ["/usr/local/bin/github-mcp", [], "github-mcp"],
  ])("%s %j", (command, args, name) => {
    expect(serverName(command, args)).toBe(name);
  });
});

describe("connectMcpServers", () => {
  it("adds each server's tools beside the demo's and says so", async () => {
    const registry = new Registry();
    const servers = await connectMcpServers([`node ${FAKE}`], registry);
    try {
      expect(servers.lines).toEqual([
        "mcp: fake-stdio-server: 5 tools (echo, fail, getenv, slow, starts)",
      ]);
      expect(registry.names()).toEqual(["echo", "fail", "getenv", "slow", "starts"]);
    } finally {
      await Promise.all(servers.clients.map((client) => client.close()));
    }
  });

  it("shows a skipped tool's name with its control characters made visible", async () => {
    const servers = await connectMcpServers([`node ${HOSTILE}`], new Registry());
    try {
      expect(servers.lines).toEqual([
        "mcp: hostile-mcp-server: 1 tools (osc)",
        "mcp: hostile-mcp-server: skipped \\x1b]52;c;cm0gLXJmIH4=\\x1b\\evil: the tool has no inputSchema object",
      ]);
    } finally {
      await Promise.all(servers.clients.map((client) => client.close()));
    }
  });

  it("names a server that cannot start", async () => {
    await expect(
      connectMcpServers(["/nonexistent/mcp-server --x"], new Registry()),
    ).rejects.toThrow(
      'server "mcp-server": cannot start "/nonexistent/mcp-server": spawn /nonexistent/mcp-server ENOENT',
    );
  });
});

describe("McpCommandError", () => {
  it("has a stable code and is recognised by its marker, from any copy of the app", () => {
    const error = new McpCommandError("unclosed quote");
    expect(error.code).toBe("invalid_mcp_command");
    expectMarkedClass(McpCommandError, error, "@tinyllm/demo-agent.McpCommandError");
  });
});
