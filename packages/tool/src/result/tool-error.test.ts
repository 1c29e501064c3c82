import { describe, expect, it, vi } from "vitest";
import { toolCall } from "../../test/fixtures.js";
import { newTool } from "../define/func-tool.js";
import * as mine from "../index.js";
import { Registry } from "../registry.js";
import { ToolError } from "./tool-error.js";

// A second copy of the package, as a user's tree holds when two versions are installed: the
// module registry is emptied and the package loaded again, so every class in it is another class.
vi.resetModules();
const copy = await import("../index.js");

describe("errors from a second copy of the package", () => {
  it("are other classes, so instanceof says no", () => {
    expect(copy.ToolError).not.toBe(ToolError);
    expect(new copy.ToolError("x") instanceof ToolError).toBe(false);
  });

  it("are recognised by isInstance in both directions", () => {
    expect(ToolError.isInstance(new copy.ToolError("x"))).toBe(true);
    expect(copy.ToolError.isInstance(new ToolError("x"))).toBe(true);
    expect(ToolError.isInstance(new Error("x"))).toBe(false);
    class Mine extends copy.ToolError {}
    expect(ToolError.isInstance(new Mine("x"))).toBe(true);
  });

  it("reach the model in the tool's own words, as tool_error", async () => {
    const registry = new Registry().mustRegister(
      newTool("sync", "", undefined, () => {
        throw new copy.ToolError("no station near that city");
      }),
      newTool("async", "", undefined, async () => {
        throw new copy.ToolError("no station near that city");
      }),
    );
    for (const name of ["sync", "async"]) {
      const result = await registry.call(toolCall(name, "{}"));
      expect([result.kind, result.content]).toEqual(["tool_error", "no station near that city"]);
    }
  });

  it("a registry of the other copy registers and runs this copy's tools", async () => {
    const registry = new copy.Registry().mustRegister(
      newTool("t", "", { type: "object", required: ["a"] }, () => {
        throw new ToolError("mine");
      }),
    );
    expect((await registry.call(toolCall("t", "{}"))).kind).toBe("invalid_arguments");
    expect((await registry.call(toolCall("t", '{"a":1}'))).content).toBe("mine");
  });

  it("every error class of the package has isInstance across copies", () => {
    const pairs = [
      [mine.InvalidToolNameError, new copy.InvalidToolNameError("x", "m")],
      [mine.DuplicateToolError, new copy.DuplicateToolError("x")],
      [mine.InvalidToolParametersError, new copy.InvalidToolParametersError("x", [])],
      [mine.InvalidToolDefinitionError, new copy.InvalidToolDefinitionError("x", "m")],
      [mine.InvalidRegistryOptionError, new copy.InvalidRegistryOptionError("x", "m")],
    ] as const;
    for (const [type, error] of pairs) {
      expect(type.isInstance(error)).toBe(true);
      expect(error instanceof type).toBe(false);
      expect(mine.ToolError.isInstance(error)).toBe(false);
    }
  });

  it("keeps the cause", () => {
    const cause = new Error("root");
    expect(new ToolError("words", { cause }).cause).toBe(cause);
  });
});
