import { describe, expect, test } from "vitest";
import { ToolResult } from "./tool-result.js";
import { ToolResultError } from "./tool-result-error.js";

const timedOut = new ToolResult({ callId: "c1", name: "t", kind: "timeout", content: "slow" });

describe("ToolResultError", () => {
  test("carries the result, its kind as code, and the model's text as message", () => {
    const error = new ToolResultError(timedOut);
    expect(error.result).toBe(timedOut);
    expect(error.code).toBe("timeout");
    expect(error.message).toBe(timedOut.message().content);
    expect(String(error)).toBe(error.message);
  });

  test("isInstance knows its own errors and no other value", () => {
    expect(ToolResultError.isInstance(new ToolResultError(timedOut))).toBe(true);
    for (const value of [undefined, null, "timeout", 7, {}, new Error("x"), timedOut]) {
      expect(ToolResultError.isInstance(value)).toBe(false);
    }
  });

  test("isInstance never throws, whatever is thrown (a revoked proxy, a throwing trap)", () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const trap = () => {
      throw new Error("trap");
    };
    expect(ToolResultError.isInstance(proxy)).toBe(false);
    expect(ToolResultError.isInstance(new Proxy({}, { has: trap, get: trap }))).toBe(false);
  });
});
