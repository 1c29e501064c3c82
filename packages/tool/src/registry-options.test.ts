import { describe, expect, it } from "vitest";
import { toolCall } from "../test/fixtures.js";
import { newTool } from "./define/func-tool.js";
import { Registry } from "./registry.js";
import { InvalidRegistryOptionError } from "./registry-option-error.js";

describe("options", () => {
  it.each([
    [
      { timeoutMs: 0 },
      "registry option timeoutMs is 0; expected an integer of at least 1, or Infinity",
    ],
    [
      { timeoutMs: -5 },
      "registry option timeoutMs is -5; expected an integer of at least 1, or Infinity",
    ],
    [
      { maxArgumentBytes: Number.NaN },
      "registry option maxArgumentBytes is NaN; expected an integer of at least 1, or Infinity",
    ],
    [
      { maxResultChars: 99 },
      "registry option maxResultChars is 99; expected an integer of at least 100, or Infinity",
    ],
    [
      { concurrency: 1.5 },
      "registry option concurrency is 1.5; expected an integer of at least 1, or Infinity",
    ],
    [{ onCallEnd: "log" }, "registry option onCallEnd is string; expected a function"],
  ])("refuses %j", (options, message) => {
    expect(() => new Registry(options as never)).toThrow(InvalidRegistryOptionError);
    expect(() => new Registry(options as never)).toThrow(message);
  });

  it("accepts Infinity for every limit", async () => {
    const registry = new Registry({
      timeoutMs: Number.POSITIVE_INFINITY,
      maxArgumentBytes: Number.POSITIVE_INFINITY,
      maxResultChars: Number.POSITIVE_INFINITY,
      concurrency: Number.POSITIVE_INFINITY,
    }).mustRegister(newTool("t", "", undefined, async () => "x".repeat(60_000)));
    const [result] = await registry.callAll([toolCall("t", "")]);
    expect(result?.content).toHaveLength(60_000);
  });
});

describe("registry options that are not numbers", () => {
  it.each([
    [
      "timeoutMs",
      Symbol("x"),
      "registry option timeoutMs is symbol; expected an integer of at least 1, or Infinity",
    ],
    [
      "maxResultChars",
      {
        valueOf(): never {
          throw new Error("no number");
        },
      },
      'registry option maxResultChars is {"valueOf":function}; expected an integer of at least 100, or Infinity',
    ],
    [
      "concurrency",
      "8",
      'registry option concurrency is "8"; expected an integer of at least 1, or Infinity',
    ],
  ])(
    "refuses %s given a value that is not a number, never comparing it",
    (option, value, message) => {
      const attempt = () => new Registry({ [option]: value } as never);
      expect(attempt).toThrow(InvalidRegistryOptionError);
      expect(attempt).toThrow(message);
    },
  );
});
