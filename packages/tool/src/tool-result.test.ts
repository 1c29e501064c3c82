import { describe, expect, it } from "vitest";
import { ToolResult } from "./tool-result.js";

describe("ToolResult", () => {
  it("answers with the call id, prefixing failures with error:", () => {
    const ok = new ToolResult({ callId: "a", name: "t", kind: "ok", content: "fine" });
    const failed = new ToolResult({ callId: "b", name: "t", kind: "timeout", content: "slow" });
    expect(ok.isError).toBe(false);
    expect(failed.isError).toBe(true);
    expect(ok.message()).toEqual({ role: "tool", tool_call_id: "a", content: "fine" });
    expect(failed.message()).toEqual({ role: "tool", tool_call_id: "b", content: "error: slow" });
  });
});
