import { defineTool, Registry } from "@tinyllm/tool";
import {
  ApprovalError,
  ApprovalRegistry,
  type PendingApproval,
  pendingOf,
} from "@tinyllm/tool/approval";
import { describe, expect, it } from "vitest";
import { channel } from "../../test/fixtures/line-channel.js";
import { approvalRefused, approvalRefusedText } from "./approval-refusal.js";
import { serveLines } from "./line-server.js";

function registry(runs: unknown[]): ApprovalRegistry {
  return new ApprovalRegistry().mustRegister(
    defineTool({
      name: "delete_file",
      description: "Deletes a file.",
      parameters: { type: "object", properties: { path: { type: "string" } }, required: ["path"] },
      annotations: { destructiveHint: true },
      needsApproval: true,
      execute: (args) => {
        runs.push(args);
        return "deleted";
      },
    }),
    defineTool({ name: "echo", description: "Echoes.", execute: () => "echo" }),
  );
}

describe("MCP serve of a tool that needs approval", () => {
  it("lists it annotated as needing approval and refuses its calls with isError, running nothing", async () => {
    const runs: unknown[] = [];
    const tools = registry(runs);
    const io = channel();
    const server = serveLines(tools, io);
    io.send({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18" },
    });
    io.send({ jsonrpc: "2.0", id: 2, method: "tools/list" });
    io.send({
      jsonrpc: "2.0",
      id: 3,
      method: "tools/call",
      params: { name: "delete_file", arguments: { path: "/etc/hosts" } },
    });
    io.send({
      jsonrpc: "2.0",
      id: 4,
      method: "tools/call",
      params: { name: "delete_file", arguments: {} },
    });
    await expect.poll(() => io.written.length).toBe(4);
    const listed = (
      io.written[1] as { result: { tools: { name: string; annotations?: object }[] } }
    ).result.tools;
    expect(listed.find((tool) => tool.name === "delete_file")?.annotations).toEqual({
      destructiveHint: true,
      "dev.tinyllm/needsApproval": true,
    });
    expect(listed.find((tool) => tool.name === "echo")?.annotations).toBeUndefined();
    expect(io.written[2]).toMatchObject({
      id: 3,
      result: {
        isError: true,
        content: [
          {
            type: "text",
            text: "error: tool delete_file needs a human's approval, and this MCP server has no one to ask; it did not run",
          },
        ],
      },
    });
    // Validated first: invalid arguments are refused as always, not as needing approval.
    expect(JSON.stringify(io.written[3])).toContain("invalid arguments for delete_file");
    expect(runs).toEqual([]);
    io.end();
    await server.closed;
  });

  it("a plain Registry cannot even register it", () => {
    expect(() =>
      new Registry().register(
        defineTool({ name: "x", description: "d", needsApproval: true, execute: () => "" }),
      ),
    ).toThrow("@tinyllm/tool/approval");
  });
});

describe("approvalRefused", () => {
  it("discards the pending approval, so no later resume can run the call", async () => {
    const runs: unknown[] = [];
    const tools = registry(runs);
    const result = await tools.call({
      id: "c1",
      type: "function",
      function: { name: "delete_file", arguments: '{"path":"/etc/hosts"}' },
    });
    expect(result.kind).toBe("approval_required");
    const pending = pendingOf(result) as PendingApproval;
    expect(approvalRefused(tools, result)).toEqual({
      content: [{ type: "text", text: approvalRefusedText("delete_file") }],
      isError: true,
    });
    await expect(tools.resume(pending, { type: "approve" })).rejects.toBeInstanceOf(ApprovalError);
    expect(runs).toEqual([]);
  });
});
