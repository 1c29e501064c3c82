import { describe, expect, it } from "vitest";
import { describeThrown } from "./describe-thrown.js";

describe("describeThrown", () => {
  it("cuts a very long message without splitting a surrogate pair", () => {
    const text = describeThrown(new Error(`${"a".repeat(1999)}😀${"b".repeat(100)}`));
    expect(text).toBe(`${"a".repeat(1999)}...`);
  });

  it("uses an object's own toString when it has one", () => {
    expect(describeThrown({ toString: () => "custom" })).toBe("custom");
  });

  it("describes a symbol and a function", () => {
    expect(describeThrown(Symbol("s"))).toBe("it threw Symbol(s)");
    expect(describeThrown(function named() {})).toContain("function named");
  });

  it("reads a custom error name", () => {
    class RateLimit extends Error {
      override name = "RateLimit";
    }
    expect(describeThrown(new RateLimit("slow down"))).toBe("RateLimit: slow down");
  });
});
