import { describe, expect, test } from "vitest";
import { McpClientError } from "./mcp-errors.js";

describe("McpClientError", () => {
  test("keeps its code, the JSON-RPC code and data, and the cause", () => {
    const cause = new Error("socket closed");
    const error = new McpClientError("mcp_request_failed", "tools/call failed", {
      rpcCode: -32602,
      data: { field: "name" },
      cause,
    });
    expect(error.code).toBe("mcp_request_failed");
    expect(error.rpcCode).toBe(-32602);
    expect(error.data).toEqual({ field: "name" });
    expect(error.cause).toBe(cause);
    expect(error.message).toBe("tools/call failed");
  });

  test("isInstance knows its own errors and no other value", () => {
    expect(McpClientError.isInstance(new McpClientError("mcp_timeout", "no answer"))).toBe(true);
    for (const value of [undefined, null, "mcp_timeout", 7, {}, new Error("x")]) {
      expect(McpClientError.isInstance(value)).toBe(false);
    }
  });

  test("isInstance never throws, whatever is thrown (a revoked proxy, a throwing trap)", () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const trap = () => {
      throw new Error("trap");
    };
    expect(McpClientError.isInstance(proxy)).toBe(false);
    expect(McpClientError.isInstance(new Proxy({}, { has: trap, get: trap }))).toBe(false);
  });
});
