import { describe, expect, it } from "vitest";
import { MAX_WIRE_MESSAGE_LINES, WireFormatError, type WireIssue } from "./wire-format-error.js";

const issue = (index: number, message = "expected a string, got integer"): WireIssue => ({
  code: "type",
  path: `$[${index}].id`,
  message,
});

describe("WireFormatError", () => {
  it("lists every problem when there are at most 100", () => {
    const issues = Array.from({ length: 100 }, (_, index) => issue(index));
    const error = new WireFormatError(issues);
    expect(error.message.split("\n")).toHaveLength(100);
    expect(error.message.split("\n")[99]).toBe("$[99].id: expected a string, got integer");
  });

  it("caps its message: the first 100 problems, then how many more, all of them in issues", () => {
    const issues = Array.from({ length: 100_000 }, (_, index) => issue(index));
    const error = new WireFormatError(issues);
    const lines = error.message.split("\n");
    expect(lines).toHaveLength(MAX_WIRE_MESSAGE_LINES + 1);
    expect(lines[0]).toBe("$[0].id: expected a string, got integer");
    expect(lines[100]).toBe("... and 99900 more problems (every one is in issues)");
    expect(error.issues).toHaveLength(100_000);
    expect(error.message.length).toBeLessThan(10_000);
  });

  it("cuts a very long path in its middle, keeping the message", () => {
    const path = `$["${"k".repeat(1e6)}"]`;
    const error = new WireFormatError([{ code: "type", path, message: "expected string" }]);
    expect(error.message).toBe(`$["${"k".repeat(497)}...${"k".repeat(498)}"]: expected string`);
  });
});
