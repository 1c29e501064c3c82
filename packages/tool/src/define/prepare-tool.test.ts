import { describe, expect, it } from "vitest";
import { toolCall } from "../../test/fixtures.js";
import { Registry } from "../registry.js";
import { newTool } from "./func-tool.js";
import { InvalidToolDefinitionError, InvalidToolParametersError } from "./registration-errors.js";
import type { Tool } from "./tool.js";

function single(execute: (args: unknown) => unknown, schema?: object): Registry {
  return new Registry().mustRegister(newTool("t", "a test tool", schema, execute));
}

async function _contentOf(execute: (args: unknown) => unknown): Promise<[string, string]> {
  const result = await single(execute).call(toolCall("t", ""));
  return [result.kind, result.content];
}

describe("registration of hand-written tools", () => {
  it("refuses a definition() that throws or returns the wrong shape", () => {
    const registry = new Registry();
    const throwing: Tool = {
      definition() {
        throw new Error("nope");
      },
      execute: () => "",
    };
    expect(() => registry.register(throwing)).toThrow(
      "tool definition() threw: nope; expected a ToolDef",
    );
    const wrong = { definition: () => ({ name: "x" }), execute: () => "" } as unknown as Tool;
    expect(() => registry.register(wrong)).toThrow(
      'tool definition() returned {"name":"x"}; expected {"type":"function","function":{...}}',
    );
    expect(() => registry.register(null as unknown as Tool)).toThrow(
      "expected a tool with definition() and execute(), got null",
    );
  });

  it("refuses a bad timeout or description", () => {
    const registry = new Registry();
    const base = (extra: object, description: unknown = "d"): Tool =>
      ({
        definition: () => ({
          type: "function",
          function: { name: "x", description, parameters: { type: "object" } },
        }),
        execute: () => "",
        ...extra,
      }) as Tool;
    expect(() => registry.register(base({ timeoutMs: -1 }))).toThrow(
      'tool "x" has timeoutMs -1; expected a positive number of milliseconds or Infinity',
    );
    expect(() => registry.register(base({}, 5))).toThrow(
      'tool "x" has a description of type integer; expected a string',
    );
    expect(() => registry.register(base({ execute: "no" }))).toThrow(
      'tool "x" has no execute function; expected a function',
    );
  });

  it("mustRegister adds all tools or none", () => {
    const registry = new Registry();
    expect(() =>
      registry.mustRegister(
        newTool("a", "", undefined, () => ""),
        newTool("b", "", undefined, () => ""),
        newTool("a", "", undefined, () => ""),
      ),
    ).toThrow('tool "a" is already registered');
    expect(registry.names()).toEqual([]);
    expect(registry.mustRegister(newTool("a", "", undefined, () => ""))).toBe(registry);
  });

  it("advertises the schema it compiled, not later changes to the author's object", async () => {
    const parameters = { type: "object", properties: { a: { type: "string" } } } as Record<
      string,
      unknown
    >;
    const tool: Tool = {
      definition: () => ({
        type: "function",
        function: { name: "x", description: "", parameters } as never,
      }),
      execute: () => "ran",
    };
    const registry = new Registry().mustRegister(tool);
    parameters.additionalProperties = false;
    expect(registry.definitions()[0]?.function.parameters).toEqual({
      type: "object",
      properties: { a: { type: "string" } },
    });
    expect((await registry.call(toolCall("x", '{"b":1}'))).kind).toBe("ok");
  });
});

describe("definitions outside the ToolDef type", () => {
  it("refuses a definition whose fields cannot be read", () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error("trap");
        },
      },
    );
    const tool = { definition: () => hostile, execute: () => "" } as unknown as Tool;
    expect(() => new Registry().register(tool)).toThrow(
      "tool definition() returned a value that cannot be read (trap); expected a ToolDef",
    );
  });

  it.each([
    [null, "null"],
    [{ type: "function" }, '{"type":"function"}'],
    [{ type: "function", function: null }, '{"type":"function","function":null}'],
    [{ type: "other", function: { name: "x" } }, '{"type":"other","function":{"name":"x"}}'],
  ])("refuses %j", (definition, shown) => {
    const tool = { definition: () => definition, execute: () => "" } as unknown as Tool;
    expect(() => new Registry().register(tool)).toThrow(
      `tool definition() returned ${shown}; expected {"type":"function","function":{...}}`,
    );
  });

  it("refuses a definition that is a function object, even one with the fields of a ToolDef", () => {
    const definition = Object.assign(() => {}, {
      type: "function",
      function: { name: "f", description: "", parameters: { type: "object" } },
    });
    const tool = { definition: () => definition, execute: () => "" } as unknown as Tool;
    expect(() => new Registry().register(tool)).toThrow(InvalidToolDefinitionError);
    expect(() => new Registry().register(tool)).toThrow(
      /^tool definition\(\) returned .*; expected \{"type":"function","function":\{\.\.\.\}\}$/,
    );
  });

  it("refuses parameters whose toJSON gives nothing to serialise, naming the tool", () => {
    const parameters = { type: "object", toJSON: () => undefined };
    const tool = {
      definition: () => ({
        type: "function",
        function: { name: "f", description: "", parameters },
      }),
      execute: () => "",
    } as unknown as Tool;
    expect(() => new Registry().register(tool)).toThrow(InvalidToolParametersError);
    expect(() => new Registry().register(tool)).toThrow(
      'tool "f" has invalid parameters:\n$: expected a JSON object schema, got a value that cannot be serialised',
    );
  });

  it("accepts a tool that is a function object", async () => {
    const tool = Object.assign(() => {}, {
      definition: () => ({
        type: "function" as const,
        function: { name: "f", description: "", parameters: { type: "object" } },
      }),
      execute: () => "from a function",
    });
    const registry = new Registry().mustRegister(tool);
    expect((await registry.call(toolCall("f", ""))).content).toBe("from a function");
  });

  it("refuses a tool that is neither object nor function", () => {
    expect(() => new Registry().register(5 as never)).toThrow(
      "expected a tool with definition() and execute(), got integer",
    );
  });
});
