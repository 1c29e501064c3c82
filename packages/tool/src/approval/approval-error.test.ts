import { describe, expect, it } from "vitest";
import { ApprovalError } from "./approval-error.js";

describe("ApprovalError", () => {
  it("is an Error named ApprovalError with its code, whose message says nothing ran", () => {
    const error = new ApprovalError("already_resumed", "approval 1 was resumed already");
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("ApprovalError");
    expect(error.code).toBe("already_resumed");
    expect(error.message).toBe("approval 1 was resumed already; nothing ran");
    expect(String(error)).toBe("ApprovalError: approval 1 was resumed already; nothing ran");
  });

  it("isInstance knows its own errors and those of another copy of the package, nothing else", () => {
    expect(ApprovalError.isInstance(new ApprovalError("malformed", "m"))).toBe(true);
    // Another copy (a second install, another bundle) marks its prototype with the same symbol.
    const copy = Object.create({ [Symbol.for("@tinyllm/tool.ApprovalError")]: true });
    expect(ApprovalError.isInstance(copy)).toBe(true);
    for (const other of [new Error("m"), { code: "malformed" }, null, "ApprovalError"]) {
      expect(ApprovalError.isInstance(other)).toBe(false);
    }
  });
});
