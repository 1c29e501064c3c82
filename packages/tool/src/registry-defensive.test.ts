import { describe, expect, it } from "vitest";
import { asCall, deferred, tick, toolCall } from "../test/fixtures.js";
import { newTool } from "./func-tool.js";
import { InvalidToolDefinitionError, InvalidToolParametersError } from "./registration-errors.js";
import { Registry } from "./registry.js";
import type { Tool } from "./tool.js";

describe("calls outside the ToolCall type", () => {
  const registry = () => new Registry().mustRegister(newTool("t", "", undefined, () => "ran"));

  it.each([
    ["a number", 42],
    ["null", null],
    ["a string", "t"],
  ])('answers %s as an unknown tool named "" with no call id', async (_label, value) => {
    const result = await registry().call(asCall(value));
    expect([result.kind, result.callId, result.name]).toEqual(["unknown_tool", "", ""]);
    expect(result.content).toBe('unknown tool ""; available tools: "t"');
  });

  it('reads a non-string id as "" and a non-object function as no name', async () => {
    const result = await registry().call(asCall({ id: 5, function: "t" }));
    expect([result.kind, result.callId, result.name]).toEqual(["unknown_tool", "", ""]);
    const named = await registry().call(
      asCall({ id: "c", function: { name: "t", arguments: "" } }),
    );
    expect([named.kind, named.callId, named.content]).toEqual(["ok", "c", "ran"]);
    const nullFunction = await registry().call(asCall({ id: "c", function: null }));
    expect(nullFunction.name).toBe("");
  });

  it("treats a null signal as none", async () => {
    const result = await registry().call(toolCall("t", "{}"), { signal: null as never });
    expect(result.content).toBe("ran");
    const [all] = await registry().callAll([toolCall("t", "{}")], { signal: null as never });
    expect(all?.content).toBe("ran");
  });

  it("answers a callAll list that is not an array with no results", async () => {
    expect(await registry().callAll(42 as never)).toEqual([]);
  });

  it("runs calls that are not objects beside a sequential tool, one result each", async () => {
    const gate = deferred<string>();
    const sequential = new Registry().mustRegister(
      newTool("s", "", undefined, () => gate.promise, { sequential: true }),
    );
    const pending = sequential.callAll([asCall(7), toolCall("s", "{}", "2"), asCall(null)]);
    await tick();
    gate.resolve("done");
    const results = await pending;
    expect(results.map((result) => result.kind)).toEqual(["unknown_tool", "ok", "unknown_tool"]);
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
