import { describe, expect, it, vi } from "vitest";
import { GET_WEATHER_SCHEMA } from "../../test/fixtures.js";
import { defineTool } from "./define-tool.js";
import { FuncTool, newTool } from "./func-tool.js";
import { InvalidToolDefinitionError, InvalidToolParametersError } from "./registration-errors.js";
import { TOOL_NAME_PATTERN } from "./tool-name.js";

describe("newTool", () => {
  it("accepts the schema as an object or as JSON text, with the same definition", () => {
    const fromObject = newTool("get_weather", "Weather", GET_WEATHER_SCHEMA, () => "");
    const fromText = newTool(
      "get_weather",
      "Weather",
      JSON.stringify(GET_WEATHER_SCHEMA),
      () => "",
    );
    expect(fromObject).toBeInstanceOf(FuncTool);
    expect(fromText.definition()).toEqual(fromObject.definition());
    expect(fromObject.definition()).toEqual({
      type: "function",
      function: { name: "get_weather", description: "Weather", parameters: GET_WEATHER_SCHEMA },
    });
  });

  it("returns a fresh definition each time", () => {
    const tool = newTool("t", "d", { type: "object" }, () => "");
    const first = tool.definition();
    first.function.parameters.type = "string";
    expect(tool.definition().function.parameters).toEqual({ type: "object" });
  });

  it("refuses a bad schema where the tool is written, listing every problem", () => {
    const make = () =>
      newTool(
        "t",
        "",
        { type: "string", properties: { a: { type: "strnig" }, b: { minimum: "1" } } },
        () => "",
      );
    expect(make).toThrow(InvalidToolParametersError);
    try {
      make();
    } catch (error) {
      const issues = (error as InvalidToolParametersError).issues;
      expect(issues.map((issue) => issue.path)).toEqual([
        "$.properties.a.type",
        "$.properties.b.minimum",
        "$.type",
      ]);
      expect((error as Error).message.split("\n")[0]).toBe('tool "t" has invalid parameters:');
    }
  });

  it("passes options through and runs the function", async () => {
    const execute = vi.fn(() => "ran");
    const tool = newTool("t", "", undefined, execute, { timeoutMs: 50, sequential: true });
    expect(tool.timeoutMs).toBe(50);
    expect(tool.sequential).toBe(true);
    const context = {
      signal: new AbortController().signal,
      callId: "c",
      rawArguments: "{}",
      context: undefined,
      progress: () => {},
    };
    expect(tool.execute({}, context)).toBe("ran");
    expect(execute).toHaveBeenCalledWith({}, context);
  });

  it("refuses a description or execute of the wrong type", () => {
    expect(() => new FuncTool({ name: "t", description: 1 as never, execute: () => "" })).toThrow(
      InvalidToolDefinitionError,
    );
    expect(() => new FuncTool({ name: "t", description: 1 as never, execute: () => "" })).toThrow(
      'tool "t" has a description of type integer; expected a string',
    );
    expect(() => new FuncTool({ name: "t", description: "", execute: "x" as never })).toThrow(
      'tool "t" has no execute function; expected a function',
    );
  });
});

describe("defineTool", () => {
  it("makes a FuncTool whose schema validates", () => {
    const tool = defineTool({
      name: "get_weather",
      description: "Weather",
      parameters: GET_WEATHER_SCHEMA,
      execute: ({ city }) => city,
    });
    expect(tool.schema.validate({ city: "Paris" })).toEqual([]);
    expect(tool.schema.validate({})).toHaveLength(1);
    expect(tool.definition().function.parameters).toEqual(GET_WEATHER_SCHEMA);
  });

  it('defaults parameters to {"type":"object"}', () => {
    const tool = defineTool({ name: "now", description: "the time", execute: () => "noon" });
    expect(tool.definition().function.parameters).toEqual({ type: "object" });
  });
});

describe("TOOL_NAME_PATTERN", () => {
  it("is the provider's rule", () => {
    expect(TOOL_NAME_PATTERN.source).toBe("^[A-Za-z0-9_-]{1,64}$");
    expect(TOOL_NAME_PATTERN.flags).toBe("");
  });
});
