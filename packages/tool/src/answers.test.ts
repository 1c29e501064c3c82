import { describe, expect, it } from "vitest";
import { toolCall } from "../test/fixtures.js";
import { newTool } from "./func-tool.js";
import { Registry } from "./registry.js";
import { ToolError } from "./tool-error.js";

/** A ToolError whose message cannot be read: the getter throws. */
function unreadable(): ToolError {
  const error = new ToolError("hidden");
  Object.defineProperty(error, "message", {
    get(): never {
      throw new Error("no message for you");
    },
  });
  return error;
}

describe("a ToolError whose message cannot be read", () => {
  it.each([
    [
      "thrown",
      () => {
        throw unreadable();
      },
    ],
    ["rejected", () => Promise.reject(unreadable())],
  ])(
    "is still the tool's own error when %s, described from its other fields",
    async (_label, execute) => {
      const registry = new Registry().mustRegister(newTool("t", "", undefined, execute));
      const result = await registry.call(toolCall("t", "{}"));
      expect(result.kind).toBe("tool_error");
      expect(result.message().content).toBe(
        'error: it threw {"name":"ToolError","code":"tool_error"}',
      );
    },
  );
});
