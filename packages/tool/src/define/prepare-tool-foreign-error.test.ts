import { compile, SchemaError } from "@tinyllm/schema";
import { afterEach, describe, expect, it, vi } from "vitest";
import { newTool } from "./func-tool.js";
import { InvalidToolParametersError } from "./registration-errors.js";

// The real `compile` throws only SchemaError; a mock stands in for a schema package with a bug,
// to check that registration still reports it as a parameters problem instead of crashing.
vi.mock("@tinyllm/schema", async (importOriginal) => {
  const real = await importOriginal<typeof import("@tinyllm/schema")>();
  return { ...real, compile: vi.fn(real.compile) };
});

describe("a compile that throws something other than SchemaError", () => {
  afterEach(() => {
    vi.mocked(compile).mockReset();
  });

  it.each([
    ["an Error", new RangeError("engine limit"), "RangeError: engine limit"],
    ["a string", "not an error", "not an error"],
  ])("is reported at $ with its message when it throws %s", (_label, thrown, message) => {
    vi.mocked(compile).mockImplementation(() => {
      throw thrown;
    });
    const attempt = () => newTool("t", "", { type: "object" }, () => "");
    expect(attempt).toThrow(InvalidToolParametersError);
    expect(attempt).toThrow(`tool "t" has invalid parameters:\n$: ${message}`);
    try {
      attempt();
    } catch (error) {
      expect((error as InvalidToolParametersError).issues).toEqual([
        { code: "invalid_schema", path: "$", message },
      ]);
    }
  });

  it("keeps the type problem beside it, sorted by path", () => {
    vi.mocked(compile).mockImplementation(() => {
      throw new Error("broken");
    });
    expect(() => newTool("t", "", { type: "string" }, () => "")).toThrow(
      'tool "t" has invalid parameters:\n$: broken\n$.type: expected "object", since the model always sends an object, got "string"',
    );
  });
});

describe("a compile that refuses without saying why", () => {
  afterEach(() => {
    vi.mocked(compile).mockReset();
  });

  it("still refuses the parameters when it throws a SchemaError listing no problem", () => {
    vi.mocked(compile).mockImplementation(() => {
      throw new SchemaError([]);
    });
    const attempt = () => newTool("t", "", { type: "object" }, () => "");
    expect(attempt).toThrow(InvalidToolParametersError);
    expect(attempt).toThrow('tool "t" has invalid parameters:');
  });
});
