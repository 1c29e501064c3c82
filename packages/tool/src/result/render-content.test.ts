import { describe, expect, it } from "vitest";
import { invalidArgumentsText, MAX_ISSUE_LINES } from "./render-content.js";
import type { ToolIssue } from "./tool-issue.js";

const wrong = (count: number): ToolIssue[] =>
  Array.from({ length: count }, (_, index) => ({
    code: "type",
    path: `$.items[${count - 1 - index}]`,
    message: "expected string, got integer",
  }));

describe("invalidArgumentsText", () => {
  it("shows at most MAX_ISSUE_LINES lines, in index order, and counts the rest", () => {
    const text = invalidArgumentsText("t", wrong(10_000), 50_000);
    const lines = text.split("\n");
    expect(lines[0]).toBe("invalid arguments for t:");
    expect(lines.slice(1, 4)).toEqual([
      "$.items[0]: expected string, got integer",
      "$.items[1]: expected string, got integer",
      "$.items[2]: expected string, got integer",
    ]);
    expect(lines).toHaveLength(MAX_ISSUE_LINES + 2);
    expect(lines.at(-2)).toBe(`$.items[${MAX_ISSUE_LINES - 1}]: expected string, got integer`);
    expect(lines.at(-1)).toBe(`... and ${10_000 - MAX_ISSUE_LINES} more (10000 problems in all)`);
  });

  it("stays within the budget, still counting what it left out", () => {
    const text = invalidArgumentsText("t", wrong(50), 500);
    expect(text.length).toBeLessThanOrEqual(500);
    const lines = text.split("\n");
    const shown = lines.length - 2;
    expect(lines.at(-1)).toBe(`... and ${50 - shown} more (50 problems in all)`);
  });

  it("shows every line when they fit", () => {
    expect(invalidArgumentsText("t", wrong(2), 500)).toBe(
      "invalid arguments for t:\n$.items[0]: expected string, got integer\n$.items[1]: expected string, got integer",
    );
  });
});
