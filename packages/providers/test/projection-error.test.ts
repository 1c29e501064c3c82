import { describe, expect, test } from "vitest";
import { ProjectionError } from "../src/projection-error.js";

const issue = { tool: "t", path: "$.properties.node", keyword: "$ref", message: "recursive" };

describe("ProjectionError", () => {
  test("names the tool and path of its first issue", () => {
    const error = new ProjectionError([issue], "unprojectable");
    expect(error.tool).toBe("t");
    expect(error.path).toBe("$.properties.node");
    expect(error.message).toBe('tool "t": $.properties.node: recursive');
  });

  test("isInstance knows its own errors and no other value", () => {
    expect(ProjectionError.isInstance(new ProjectionError([issue], "unprojectable"))).toBe(true);
    for (const value of [undefined, null, "unprojectable", 7, {}, new Error("x")]) {
      expect(ProjectionError.isInstance(value)).toBe(false);
    }
  });

  test("isInstance never throws, whatever is thrown (a revoked proxy, a throwing trap)", () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const trap = () => {
      throw new Error("trap");
    };
    expect(ProjectionError.isInstance(proxy)).toBe(false);
    expect(ProjectionError.isInstance(new Proxy({}, { has: trap, get: trap }))).toBe(false);
  });
});
