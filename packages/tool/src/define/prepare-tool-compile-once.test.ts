import { compile } from "@tinyllm/schema";
import type { ToolDef } from "@tinyllm/types";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toolCall } from "../../test/fixtures.js";
import { Registry } from "../registry.js";
import { type FuncTool, newTool } from "./func-tool.js";
import { InvalidToolParametersError } from "./registration-errors.js";

// The real `compile`, counted: the README promises that a registry reuses the schema a FuncTool
// compiled while its definition is unchanged, so each schema is compiled once.
vi.mock("@tinyllm/schema", async (importOriginal) => {
  const real = await importOriginal<typeof import("@tinyllm/schema")>();
  return { ...real, compile: vi.fn(real.compile) };
});

const CITY = {
  type: "object",
  properties: { city: { type: "string" } },
  required: ["city"],
  additionalProperties: false,
};
const DAYS = {
  type: "object",
  properties: { days: { type: "integer" } },
  required: ["days"],
  additionalProperties: false,
};

/** Makes `tool.definition()` return these function fields from now on. */
function redefine(tool: FuncTool, fields: Record<string, unknown>): void {
  tool.definition = () => ({ type: "function", function: fields }) as unknown as ToolDef;
}

describe("a FuncTool's schema, compiled once", () => {
  afterEach(() => {
    vi.mocked(compile).mockClear();
  });

  it("is not compiled again by register when its definition is unchanged", async () => {
    const tool = newTool("weather", "the weather", CITY, (args) => args);
    expect(compile).toHaveBeenCalledTimes(1);
    vi.mocked(compile).mockClear();
    const registry = new Registry().mustRegister(tool);
    expect(compile).not.toHaveBeenCalled();
    expect(registry.definitions()[0]?.function.parameters).toEqual(CITY);
    expect((await registry.call(toolCall("weather", '{"city":"Paris"}'))).content).toBe(
      '{"city":"Paris"}',
    );
    expect((await registry.call(toolCall("weather", "{}"))).kind).toBe("invalid_arguments");
  });

  it("is not compiled again for a tool made from JSON text", () => {
    const tool = newTool("t", "", ' { "type": "object" } ', () => "");
    vi.mocked(compile).mockClear();
    new Registry().register(tool);
    expect(compile).not.toHaveBeenCalled();
  });

  it("is not compiled again when definition() gives the same schema as JSON text", () => {
    const tool = newTool("t", "d", CITY, () => "");
    redefine(tool, { name: "t", description: "d", parameters: JSON.stringify(CITY) });
    vi.mocked(compile).mockClear();
    const registry = new Registry().mustRegister(tool);
    expect(compile).not.toHaveBeenCalled();
    expect(registry.definitions()[0]?.function.parameters).toEqual(CITY);
  });

  it("is not compiled again when a tool made without parameters gives none in definition()", () => {
    const tool = newTool("t", "d", undefined, () => "");
    redefine(tool, { name: "t", description: "d" });
    vi.mocked(compile).mockClear();
    const registry = new Registry().mustRegister(tool);
    expect(compile).not.toHaveBeenCalled();
    expect(registry.definitions()[0]?.function.parameters).toEqual({ type: "object" });
  });
});

describe("a FuncTool whose definition() no longer gives the schema it was made with", () => {
  afterEach(() => {
    vi.mocked(compile).mockClear();
  });

  it("is registered with the schema its definition gives: advertised and validated", async () => {
    const tool = newTool("t", "d", CITY, (args) => args);
    redefine(tool, { name: "t", description: "d", parameters: DAYS });
    vi.mocked(compile).mockClear();
    const registry = new Registry().mustRegister(tool);
    expect(compile).toHaveBeenCalledTimes(1);
    expect(compile).toHaveBeenCalledWith(JSON.stringify(DAYS), { vocabulary: "standard" });
    expect(registry.definitions()[0]?.function.parameters).toEqual(DAYS);
    expect((await registry.call(toolCall("t", '{"days":2}'))).content).toBe('{"days":2}');
    const refused = await registry.call(toolCall("t", '{"city":"Paris"}'));
    expect(refused.kind).toBe("invalid_arguments");
  });

  it("is checked again: parameters register refuses are refused", () => {
    const tool = newTool("t", "d", CITY, () => "");
    redefine(tool, { name: "t", description: "d", parameters: { type: "string" } });
    expect(() => new Registry().register(tool)).toThrow(InvalidToolParametersError);
    expect(() => new Registry().register(tool)).toThrow(
      '$.type: expected "object", since the model always sends an object, got "string"',
    );
  });

  it("is refused when its parameters can no longer be serialised", () => {
    const tool = newTool("t", "d", CITY, () => "");
    redefine(tool, { name: "t", description: "d", parameters: { type: "object", big: 1n } });
    expect(() => new Registry().register(tool)).toThrow(
      'tool "t" has invalid parameters:\n$: expected a JSON object schema, got a value that cannot be serialised',
    );
  });

  it("given no parameters, is registered as any object", async () => {
    const tool = newTool("t", "d", CITY, (args) => args);
    redefine(tool, { name: "t", description: "d" });
    const registry = new Registry().mustRegister(tool);
    expect(registry.definitions()[0]?.function.parameters).toEqual({ type: "object" });
    expect((await registry.call(toolCall("t", '{"x":1}'))).content).toBe('{"x":1}');
  });
});
