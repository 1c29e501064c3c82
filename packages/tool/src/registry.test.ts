import { describe, expect, it, vi } from "vitest";
import { deferred, toolCall } from "../test/fixtures.js";
import { defineTool, newTool } from "./index.js";
import { Registry } from "./registry.js";

const echo = (name: string) => newTool(name, `the ${name} tool`, undefined, (args) => args);

describe("unregister and onChange", () => {
  it("removes a tool, changes the fingerprint, and says whether there was one", () => {
    const registry = new Registry().mustRegister(echo("a"), echo("b"));
    const before = registry.fingerprint();
    expect(registry.unregister("a")).toBe(true);
    expect(registry.names()).toEqual(["b"]);
    expect(registry.fingerprint()).not.toBe(before);
    expect(registry.unregister("a")).toBe(false);
    expect(registry.unregister(7 as never)).toBe(false);
    registry.register(echo("a"));
    expect(registry.fingerprint()).toBe(before);
  });

  it("tells listeners after each change, once per mustRegister, until they unsubscribe", () => {
    const registry = new Registry();
    const seen: string[][] = [];
    const stop = registry.onChange(() => seen.push(registry.names()));
    registry.mustRegister(echo("a"), echo("b"));
    registry.register(echo("c"));
    registry.unregister("b");
    registry.unregister("missing");
    expect(seen).toEqual([
      ["a", "b"],
      ["a", "b", "c"],
      ["a", "c"],
    ]);
    stop();
    registry.unregister("a");
    expect(seen).toHaveLength(3);
  });

  it("is not told of a refused registration, and a listener that throws changes nothing", () => {
    const registry = new Registry().mustRegister(echo("a"));
    const listener = vi.fn(() => {
      throw new Error("listener");
    });
    const other = vi.fn();
    registry.onChange(listener);
    registry.onChange(other);
    expect(() => registry.register(echo("a"))).toThrow("already registered");
    expect(listener).not.toHaveBeenCalled();
    registry.register(echo("b"));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);
    expect(registry.names()).toEqual(["a", "b"]);
  });

  it("lets a call in flight finish after its tool is unregistered", async () => {
    const gate = deferred<string>();
    const registry = new Registry().mustRegister(
      newTool("slow", "", undefined, () => gate.promise),
    );
    const pending = registry.call(toolCall("slow", "{}"));
    registry.unregister("slow");
    gate.resolve("done");
    expect((await pending).content).toBe("done");
    expect((await registry.call(toolCall("slow", "{}"))).kind).toBe("unknown_tool");
  });
});

describe("tools()", () => {
  it("lists what was compiled, sorted, with output schemas and annotations", () => {
    const registry = new Registry().mustRegister(
      defineTool({
        name: "b_report",
        description: "a report",
        outputSchema: { type: "object", properties: { n: { type: "integer" } } },
        annotations: { title: "Report", readOnlyHint: true },
        execute: () => ({ n: 1 }),
      }),
      echo("a_echo"),
    );
    const tools = registry.tools();
    expect(tools).toEqual([
      { name: "a_echo", description: "the a_echo tool", parameters: { type: "object" } },
      {
        name: "b_report",
        description: "a report",
        parameters: { type: "object" },
        outputSchema: { type: "object", properties: { n: { type: "integer" } } },
        annotations: { title: "Report", readOnlyHint: true },
      },
    ]);
    (tools[1]?.outputSchema as { type: string }).type = "changed";
    expect(registry.tools()[1]?.outputSchema).toEqual({
      type: "object",
      properties: { n: { type: "integer" } },
    });
  });
});

describe("unknown tools carry the suggestion as data", () => {
  it("sets suggestion when a name is close, and leaves it out otherwise", async () => {
    const registry = new Registry().mustRegister(echo("get_weather"));
    expect((await registry.call(toolCall("getWeather", "{}"))).suggestion).toBe("get_weather");
    expect((await registry.call(toolCall("delete_all", "{}"))).suggestion).toBeUndefined();
  });
});

describe("progress", () => {
  it("reaches onProgress with the call id, until the result, and never after", async () => {
    const gate = deferred<void>();
    let report: ((done: number, total?: number, message?: string) => void) | undefined;
    const registry = new Registry().mustRegister(
      newTool("work", "", undefined, async (_args, { progress }) => {
        report = progress;
        progress(1, 3, "started");
        progress(2);
        await gate.promise;
        progress(3, 3);
        return "done";
      }),
    );
    const events: unknown[] = [];
    const pending = registry.call(toolCall("work", "{}", "c1"), {
      onProgress: (event) => events.push(event),
    });
    gate.resolve();
    expect((await pending).content).toBe("done");
    report?.(4, 3, "late");
    expect(events).toEqual([
      { callId: "c1", done: 1, total: 3, message: "started" },
      { callId: "c1", done: 2 },
      { callId: "c1", done: 3, total: 3 },
    ]);
  });

  it("is a no-op without a listener, ignores a done that is not a number, and survives a throwing listener", async () => {
    const tool = newTool("work", "", undefined, (_args, context) => {
      context.progress(Number.NaN);
      context.progress("1" as never);
      context.progress(1);
      return "done";
    });
    const registry = new Registry().mustRegister(tool);
    expect((await registry.call(toolCall("work", "{}"))).content).toBe("done");
    const listener = vi.fn(() => {
      throw new Error("display broke");
    });
    const result = await registry.call(toolCall("work", "{}"), { onProgress: listener });
    expect(result.content).toBe("done");
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("reaches callAll's onProgress for each call", async () => {
    const registry = new Registry().mustRegister(
      newTool("work", "", undefined, (_args, context) => {
        context.progress(1, 1);
        return "done";
      }),
    );
    const ids: string[] = [];
    await registry.callAll([toolCall("work", "{}", "a"), toolCall("work", "{}", "b")], {
      onProgress: (event) => ids.push(event.callId),
    });
    expect(ids).toEqual(["a", "b"]);
  });
});

describe("normalizeArguments", () => {
  const strict = defineTool({
    name: "search",
    description: "",
    parameters: {
      type: "object",
      properties: { query: { type: "string" }, limit: { type: "integer" } },
      required: ["query"],
      additionalProperties: false,
    },
    execute: (args, context) => ({ args, raw: context.rawArguments }),
  });
  const dropNulls = (args: unknown) =>
    Object.fromEntries(Object.entries(args as object).filter(([, value]) => value !== null));

  it("runs after parsing and before validation; rawArguments stays the exact text", async () => {
    const seen: string[] = [];
    const registry = new Registry({
      normalizeArguments: (args, name) => {
        seen.push(name);
        return dropNulls(args);
      },
    }).mustRegister(strict);
    const text = '{"query":"x","limit":null}';
    const result = await registry.call(toolCall("search", text));
    expect(result.kind).toBe("ok");
    expect(JSON.parse(result.content)).toEqual({ args: { query: "x" }, raw: text });
    expect(seen).toEqual(["search"]);
  });

  it("takes the call's normalizer over the registry's", async () => {
    const registry = new Registry({ normalizeArguments: () => ({}) }).mustRegister(strict);
    const text = '{"query":"x","limit":null}';
    expect((await registry.call(toolCall("search", text))).kind).toBe("invalid_arguments");
    const result = await registry.call(toolCall("search", text), { normalizeArguments: dropNulls });
    expect(result.kind).toBe("ok");
  });

  it("normalizes empty arguments too, and answers a throwing normalizer without running the tool", async () => {
    const execute = vi.fn(() => "ran");
    const registry = new Registry().mustRegister(newTool("t", "", undefined, execute));
    const filled = await registry.call(toolCall("t", ""), {
      normalizeArguments: () => ({ filled: true }),
    });
    expect(filled.kind).toBe("ok");
    expect(execute).toHaveBeenLastCalledWith({ filled: true }, expect.anything());
    execute.mockClear();
    const failed = await registry.call(toolCall("t", "{}"), {
      normalizeArguments: () => {
        throw new Error("bad rule");
      },
    });
    expect([failed.kind, failed.content]).toEqual([
      "tool_failed",
      "tool t failed in the registry: normalizeArguments threw: bad rule; the tool did not run",
    ]);
    expect(execute).not.toHaveBeenCalled();
  });

  it("refuses a normalizer that is not a function", () => {
    expect(() => new Registry({ normalizeArguments: 5 as never })).toThrow(
      "registry option normalizeArguments is integer; expected a function",
    );
  });
});
