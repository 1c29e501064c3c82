import { describe, expect, it } from "vitest";
import { asCall, deferred, tick, toolCall } from "../../test/fixtures.js";
import { newTool } from "../define/func-tool.js";
import { Registry } from "../registry.js";

/** A registry with one synchronous tool `t` and a log of the arguments it ran with. */
function logged(): { registry: Registry; runs: unknown[] } {
  const runs: unknown[] = [];
  const registry = new Registry().mustRegister(
    newTool("t", "", undefined, (args) => {
      runs.push(args);
      return "ran";
    }),
  );
  return { registry, runs };
}

// Issue 35: a call of the wrong shape is told the shape, never answered as a tool named "".
const SHAPE = `expected {id, type: "function", function: {name, arguments}}; @tinyllm/providers reads other providers' calls into it`;

describe("malformed calls, in detail", () => {
  it("answers an undefined call with the shape expected and no call id", async () => {
    const { registry, runs } = logged();
    const result = await registry.call(asCall(undefined));
    expect([result.kind, result.callId, result.name, result.content]).toEqual([
      "tool_failed",
      "",
      "",
      `tool "" failed in the registry: the call is undefined; ${SHAPE}`,
    ]);
    expect(runs).toEqual([]);
  });

  it.each([
    ["null", null],
    ["a function object named t", function t() {}],
  ])("reads a function field that is %s as no function object", async (_label, target) => {
    const { registry, runs } = logged();
    const result = await registry.call(asCall({ id: "c", function: target }));
    expect([result.kind, result.callId, result.name, result.content]).toEqual([
      "tool_failed",
      "c",
      "",
      `tool "" failed in the registry: the call has no function object; ${SHAPE}`,
    ]);
    expect(runs).toEqual([]);
  });

  it("answers the flat shape of Anthropic, Gemini and the Responses API with the shape expected", async () => {
    const { registry, runs } = logged();
    const result = await registry.call(asCall({ id: "c", name: "t", arguments: "{}" }));
    expect([result.kind, result.callId, result.content]).toEqual([
      "tool_failed",
      "c",
      `tool "" failed in the registry: the call has no function object (it has name "t" beside it); ${SHAPE}`,
    ]);
    expect(runs).toEqual([]);
  });

  it.each([
    ["missing", { arguments: "{}" }, "undefined"],
    ["a number", { name: 7, arguments: "{}" }, "integer"],
  ])("answers a function.name that is %s with the shape expected", async (_label, target, type) => {
    const { registry, runs } = logged();
    const result = await registry.call(asCall({ id: "c", function: target }));
    expect(result.content).toBe(
      `tool "" failed in the registry: the call's function.name is ${type}; ${SHAPE}`,
    );
    expect(runs).toEqual([]);
  });

  it("answers a call whose fields throw when read as a registry failure, keeping what could be read", async () => {
    const { registry, runs } = logged();
    const hostile = {
      id: "c",
      get function(): never {
        throw new Error("trap");
      },
    };
    const result = await registry.call(asCall(hostile));
    expect([result.kind, result.callId, result.name, result.content]).toEqual([
      "tool_failed",
      "c",
      "",
      'tool "" failed in the registry: the call could not be read: trap',
    ]);
    expect(runs).toEqual([]);
  });

  it.each([
    ["an object", { city: "Paris" }, "object"],
    ["a number", 5, "integer"],
  ])("refuses arguments that are %s with kind invalid_arguments", async (_label, value, type) => {
    const { registry, runs } = logged();
    const result = await registry.call(
      asCall({ id: "c", function: { name: "t", arguments: value } }),
    );
    expect(result.kind).toBe("invalid_arguments");
    expect(result.content).toBe(
      `invalid arguments for t:\n$: expected the arguments as a string of JSON, got ${type}`,
    );
    expect(runs).toEqual([]);
  });
});

describe("calls outside the ToolCall type", () => {
  const registry = () => new Registry().mustRegister(newTool("t", "", undefined, () => "ran"));

  it.each([
    ["a number", 42, "integer"],
    ["null", null, "null"],
    ["a string", "t", "string"],
  ])("answers %s with the shape expected and no call id", async (_label, value, type) => {
    const result = await registry().call(asCall(value));
    expect([result.kind, result.callId, result.name]).toEqual(["tool_failed", "", ""]);
    expect(result.content).toBe(`tool "" failed in the registry: the call is ${type}; ${SHAPE}`);
  });

  it('reads a non-string id as "" and a non-object function as no function object', async () => {
    const result = await registry().call(asCall({ id: 5, function: "t" }));
    expect([result.kind, result.callId, result.name]).toEqual(["tool_failed", "", ""]);
    const named = await registry().call(
      asCall({ id: "c", function: { name: "t", arguments: "" } }),
    );
    expect([named.kind, named.callId, named.content]).toEqual(["ok", "c", "ran"]);
    const nullFunction = await registry().call(asCall({ id: "c", function: null }));
    expect(nullFunction.name).toBe("");
  });

  it('a function.name of "" is still an unknown tool named ""', async () => {
    const result = await registry().call(
      asCall({ id: "c", function: { name: "", arguments: "" } }),
    );
    expect([result.kind, result.content]).toEqual([
      "unknown_tool",
      'unknown tool ""; available tools: "t"',
    ]);
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
    expect(results.map((result) => result.kind)).toEqual(["tool_failed", "ok", "tool_failed"]);
  });
});
