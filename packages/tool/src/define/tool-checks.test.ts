import { describe, expect, it } from "vitest";
import { InvalidToolDefinitionError, InvalidToolNameError } from "./registration-errors.js";
import { checkAnnotations, checkTimeout, checkToolName } from "./tool-checks.js";

function thrown(action: () => unknown): Error {
  try {
    action();
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected a throw");
}

describe("checkToolName", () => {
  it("accepts 1 to 64 characters of the pattern", () => {
    expect(() => checkToolName("a")).not.toThrow();
    expect(() => checkToolName("A-z_0".padEnd(64, "x"))).not.toThrow();
  });

  it.each([
    [7, "tool name must be a string matching ^[A-Za-z0-9_-]{1,64}$, got integer"],
    [undefined, "tool name must be a string matching ^[A-Za-z0-9_-]{1,64}$, got undefined"],
    ["", 'tool name "" is empty; expected 1 to 64 characters matching ^[A-Za-z0-9_-]{1,64}$'],
    ["x".repeat(65), `tool name "${"x".repeat(65)}" is 65 characters long; expected at most 64`],
    [
      "a b",
      'tool name "a b" has characters other than A-Z, a-z, 0-9, "_" and "-"; expected a name matching ^[A-Za-z0-9_-]{1,64}$',
    ],
    [
      "a.b".padEnd(64, "c"),
      `tool name "${"a.b".padEnd(64, "c")}" has characters other than A-Z, a-z, 0-9, "_" and "-"; expected a name matching ^[A-Za-z0-9_-]{1,64}$`,
    ],
  ])("refuses %j", (name, message) => {
    const error = thrown(() => checkToolName(name));
    expect(error).toBeInstanceOf(InvalidToolNameError);
    expect(error.message).toBe(message);
    expect((error as InvalidToolNameError).toolName).toBe(name);
  });
});

describe("checkTimeout", () => {
  it("accepts absence, positive numbers and Infinity", () => {
    expect(checkTimeout("t", undefined)).toBeUndefined();
    expect(checkTimeout("t", 0.5)).toBe(0.5);
    expect(checkTimeout("t", Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });

  it.each([
    [0, "0"],
    [-1, "-1"],
    [Number.NaN, "NaN"],
    ["5", '"5"'],
    [null, "null"],
  ])("refuses %j", (timeoutMs, shown) => {
    const error = thrown(() => checkTimeout("slow", timeoutMs));
    expect(error).toBeInstanceOf(InvalidToolDefinitionError);
    expect((error as InvalidToolDefinitionError).toolName).toBe("slow");
    expect(error.message).toBe(
      `tool "slow" has timeoutMs ${shown}; expected a positive number of milliseconds or Infinity`,
    );
  });
});

describe("checkAnnotations", () => {
  it("keeps the known fields only, frozen", () => {
    const annotations = checkAnnotations("t", { title: "T", readOnlyHint: true, extra: 1 });
    expect(annotations).toEqual({ title: "T", readOnlyHint: true });
    expect(Object.isFrozen(annotations)).toBe(true);
    expect(checkAnnotations("t", undefined)).toBeUndefined();
  });

  it.each([
    [null, "of type null"],
    [[], "of type array"],
    [{ title: 3 }, "with a title of type integer"],
    [{ destructiveHint: "yes" }, "with destructiveHint of type string"],
  ])("refuses %j", (annotations, what) => {
    const error = thrown(() => checkAnnotations("t", annotations));
    expect(InvalidToolDefinitionError.isInstance(error)).toBe(true);
    expect(error.message).toBe(
      `tool "t" has annotations ${what}; expected { title?: string, readOnlyHint?, destructiveHint?, idempotentHint?, openWorldHint?: boolean }`,
    );
  });
});
