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

  it("cannot be changed: its fields have no setter, its data is frozen", () => {
    const issues = [
      { code: "type" as const, path: "$.a", message: "expected string, got integer" },
    ];
    const result = new ToolResult({
      callId: "c",
      name: "t",
      kind: "invalid_arguments",
      content: "bad",
      issues,
    });
    expect(() => {
      (result as { content: string }).content = "fine";
    }).toThrow(TypeError);
    expect(() => {
      (result as { kind: string }).kind = "ok";
    }).toThrow(TypeError);
    issues.push({ code: "type", path: "$.b", message: "later" });
    expect(result.issues).toHaveLength(1);
    expect(Object.isFrozen(result.issues)).toBe(true);
    expect(Object.isFrozen(result.issues[0])).toBe(true);
    expect(result.message().content).toBe("error: bad");
  });

  it("defaults to no issues, no suggestion and no structuredContent", () => {
    const result = new ToolResult({ callId: "c", name: "t", kind: "ok", content: "x" });
    expect(result.issues).toEqual([]);
    expect(result.suggestion).toBeUndefined();
    expect(result.structuredContent).toBeUndefined();
  });

  it("serialises as its data", () => {
    const result = new ToolResult({
      callId: "c",
      name: "get-weather",
      kind: "unknown_tool",
      content: "unknown",
      suggestion: "get_weather",
    });
    expect(JSON.parse(JSON.stringify(result))).toEqual({
      callId: "c",
      name: "get-weather",
      kind: "unknown_tool",
      content: "unknown",
      issues: [],
      suggestion: "get_weather",
    });
  });
});
