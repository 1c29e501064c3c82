import { describe, expect, it, vi } from "vitest";
import { deferred, GET_WEATHER_SCHEMA, toolCall } from "../test/fixtures.js";
import {
  DuplicateToolError,
  InvalidToolNameError,
  InvalidToolParametersError,
} from "./define/registration-errors.js";
import type { Tool, ToolContext } from "./define/tool.js";
import { fnv1a64 } from "./fnv1a64.js";
import { defineTool, newTool } from "./index.js";
import { Registry } from "./registry.js";
import { ToolResult } from "./result/tool-result.js";

function weatherRegistry(execute = vi.fn((_args: unknown, _context: ToolContext) => "sunny")) {
  const registry = new Registry().mustRegister(
    newTool("get_weather", "Current weather for a city", GET_WEATHER_SCHEMA, execute),
  );
  return { registry, execute };
}

const echo = (name: string) => newTool(name, `the ${name} tool`, undefined, (args) => args);

describe("contract (SPEC 5-7)", () => {
  it("hand-worked example: the model reads exactly SPEC section 6, then the corrected call runs once", async () => {
    const { registry, execute } = weatherRegistry();
    const refused = await registry.call(
      toolCall("get_weather", '{"days": "3", "unit": "kelvin", "country": "FR"}'),
    );
    expect(execute).not.toHaveBeenCalled();
    expect(refused.message()).toEqual({
      role: "tool",
      tool_call_id: "call_1",
      content:
        "error: invalid arguments for get_weather:\n" +
        '$: missing required property "city"\n' +
        '$: unexpected property "country"\n' +
        "$.days: expected integer, got string\n" +
        '$.unit: "kelvin" is not one of ["c","f"]',
    });
    expect(refused.kind).toBe("invalid_arguments");
    expect(refused.isError).toBe(true);

    const corrected = await registry.call(
      toolCall("get_weather", '{"city":"Paris","days":3}', "call_2"),
    );
    expect(execute).toHaveBeenCalledTimes(1);
    expect(execute.mock.calls[0]?.[0]).toStrictEqual({ city: "Paris", days: 3 });
    expect(execute.mock.calls[0]?.[1]).toMatchObject({
      callId: "call_2",
      rawArguments: '{"city":"Paris","days":3}',
    });
    expect(corrected.message()).toEqual({ role: "tool", tool_call_id: "call_2", content: "sunny" });
    expect(corrected.kind).toBe("ok");
  });

  it.each([
    ['{"city":"Paris","days":3.0}', true, "3.0 is an integer"],
    ['{"city":"Paris","days":1}', true, "minimum is inclusive"],
    ['{"city":"Paris","days":7}', true, "maximum is inclusive"],
    ['{"city":"Paris","days":0}', false, "below minimum"],
    ['{"city":"Paris","days":8}', false, "above maximum"],
    ['{"city":"Paris","days":2.5}', false, "2.5 is not an integer"],
    ['{"city":"😀"}', true, "one code point"],
    ['{"city":""}', false, "minLength 1"],
    ['{"city":"Paris","unit":"c"}', true, "enum member"],
    ['{"city":"Paris","unit":"C"}', false, "enum compares exactly"],
    ['{"days":3}', false, "required city missing"],
    ['{"city":"Paris","country":"FR"}', false, "additional property"],
    ['{"city":"Paris","__proto__":{}}', false, "__proto__ is an ordinary additional property"],
    ["[]", false, "an array is not an object"],
  ])("validate table: get_weather %s valid=%s (%s)", async (args, valid) => {
    const { registry, execute } = weatherRegistry();
    const result = await registry.call(toolCall("get_weather", args));
    expect(result.kind).toBe(valid ? "ok" : "invalid_arguments");
    expect(execute).toHaveBeenCalledTimes(valid ? 1 : 0);
  });

  it.each([
    ['{"code":"ab123cd"}', true, "pattern is unanchored"],
    ['{"code":"ab12cd"}', false, "pattern needs three digits"],
    ['{"short":"😀"}', true, "maxLength counts code points"],
    ['{"word":"héllo"}', true, "héllo has 5 code points"],
    ['{"one":1.0}', true, "enum compares numbers by value"],
    ['{"toString":"x"}', true, "toString is an ordinary property"],
  ])("validate table: probe %s valid=%s (%s)", async (args, valid) => {
    const execute = vi.fn(() => "ran");
    const registry = new Registry().mustRegister(
      newTool(
        "probe",
        "",
        {
          type: "object",
          properties: {
            code: { type: "string", pattern: "[0-9]{3}" },
            short: { type: "string", maxLength: 1 },
            word: { type: "string", maxLength: 5 },
            one: { enum: [1] },
            toString: { type: "string" },
          },
        },
        execute,
      ),
    );
    const result = await registry.call(toolCall("probe", args));
    expect(result.kind).toBe(valid ? "ok" : "invalid_arguments");
    expect(execute).toHaveBeenCalledTimes(valid ? 1 : 0);
  });

  it('validate table: required ["toString"] is not satisfied by {}', async () => {
    const execute = vi.fn(() => "ran");
    const registry = new Registry().mustRegister(
      newTool("needs_to_string", "", { type: "object", required: ["toString"] }, execute),
    );
    const result = await registry.call(toolCall("needs_to_string", "{}"));
    expect(result.content).toBe(
      'invalid arguments for needs_to_string:\n$: missing required property "toString"',
    );
    expect(execute).not.toHaveBeenCalled();
  });

  it.each([
    ["format", { type: "object", properties: { to: { type: "string", format: "email" } } }],
    ["oneOf", { type: "object", oneOf: [{ required: ["a"] }, { required: ["b"] }] }],
    ["$ref", { type: "object", properties: { a: { $ref: "#/definitions/a" } } }],
    ["a typo", { type: "object", properties: { a: { type: "string", maxLenght: 3 } } }],
    [
      "exclusiveMinimum",
      { type: "object", properties: { a: { type: "number", exclusiveMinimum: 0 } } },
    ],
    [
      "a backreference",
      { type: "object", properties: { a: { type: "string", pattern: "(a)\\1" } } },
    ],
  ])("compile refuses the unsupported: %s", (_label, schema) => {
    // The seed contract (SPEC 4.1): the core vocabulary, which the registry and the tool are told.
    const registry = new Registry({ vocabulary: "core" });
    const tool: Tool = {
      definition: () => ({
        type: "function",
        function: { name: "strict_tool", description: "", parameters: schema },
      }),
      execute: () => "never",
    };
    expect(() => registry.register(tool)).toThrow(InvalidToolParametersError);
    expect(() => newTool("strict_tool", "", schema, () => "never", { vocabulary: "core" })).toThrow(
      InvalidToolParametersError,
    );
    expect(registry.names()).toEqual([]);
  });

  describe("register rules", () => {
    function rawTool(name: unknown, parameters?: unknown): Tool {
      return {
        definition: () =>
          ({
            type: "function",
            function: { name, description: "d", parameters },
          }) as never,
        execute: () => "ran",
      };
    }

    it.each([
      ["a space", "get weather"],
      ["a dot", "get.weather"],
      ["non-ASCII", "météo"],
      ["empty", ""],
      ["65 characters", "a".repeat(65)],
    ])("refuses a name with %s", (_label, name) => {
      const registry = new Registry();
      expect(() => registry.register(rawTool(name))).toThrow(InvalidToolNameError);
      expect(() => newTool(name, "", undefined, () => "")).toThrow(InvalidToolNameError);
      expect(registry.names()).toEqual([]);
    });

    it("names the tool and the rule", () => {
      expect(() => new Registry().register(rawTool("get weather"))).toThrow(
        'tool name "get weather" has characters other than A-Z, a-z, 0-9, "_" and "-"; expected a name matching ^[A-Za-z0-9_-]{1,64}$',
      );
      expect(() => new Registry().register(rawTool("a".repeat(65)))).toThrow(
        `tool name "${"a".repeat(65)}" is 65 characters long; expected at most 64`,
      );
      expect(() => new Registry().register(rawTool("b".repeat(100)))).toThrow(
        `tool name "${"b".repeat(96)}... is 100 characters long; expected at most 64`,
      );
    });

    it("accepts 64 characters, digits, _ and -", () => {
      const registry = new Registry();
      registry.register(rawTool("a".repeat(64)));
      registry.register(rawTool("Tool_2-b"));
      expect(registry.names()).toEqual(["Tool_2-b", "a".repeat(64)]);
    });

    it("refuses a duplicate name and keeps the first tool", async () => {
      const first = newTool("echo", "first", undefined, () => "first");
      const second = newTool("echo", "second", undefined, () => "second");
      const registry = new Registry().mustRegister(first);
      expect(() => registry.register(second)).toThrow(DuplicateToolError);
      expect(() => registry.register(second)).toThrow(
        'tool "echo" is already registered; expected each tool name once',
      );
      expect(registry.get("echo")).toBe(first);
      expect((await registry.call(toolCall("echo", ""))).content).toBe("first");
    });

    it.each([
      [
        "type string",
        { type: "string" },
        '$.type: expected "object", since the model always sends an object, got "string"',
      ],
      [
        "no type",
        { properties: {} },
        '$.type: missing; expected "object", since the model always sends an object',
      ],
      ["an array", [], "$: expected an object schema, got array"],
      ["a boolean", true, "$: expected an object schema, got boolean"],
      [
        "text that is not JSON",
        "{type:",
        "$: expected a JSON object schema, got text that is not JSON",
      ],
    ])("refuses parameters that are not an object schema: %s", (_label, parameters, line) => {
      const registry = new Registry();
      expect(() => registry.register(rawTool("shape", parameters))).toThrow(
        `tool "shape" has invalid parameters:\n${line}`,
      );
      expect(registry.names()).toEqual([]);
    });

    it('gives a tool without a schema {"type":"object"}', async () => {
      const registry = new Registry().mustRegister(
        rawTool("bare"),
        newTool("plain", "p", undefined, () => "ok"),
      );
      expect(registry.definitions().map((definition) => definition.function.parameters)).toEqual([
        { type: "object" },
        { type: "object" },
      ]);
      expect((await registry.call(toolCall("bare", '{"anything":[1,2]}'))).kind).toBe("ok");
    });

    it("compiles the schema once, at registration", async () => {
      let reads = 0;
      const tool: Tool = {
        definition: () => {
          reads++;
          return {
            type: "function",
            function: { name: "once", description: "", parameters: { type: "object" } },
          };
        },
        execute: () => "ok",
      };
      const registry = new Registry().mustRegister(tool);
      await registry.call(toolCall("once", "{}"));
      await registry.call(toolCall("once", "{}"));
      registry.definitions();
      expect(reads).toBe(1);
    });
  });

  describe("definitions sorted", () => {
    const names = ["b", "B", "a_", "a-", "Z", "_x", "a"];
    function registryOf(order: readonly string[]): Registry {
      return new Registry().mustRegister(
        ...order.map((name) =>
          defineTool({
            name,
            description: `tool ${name}`,
            parameters: { type: "object", properties: { q: { type: "string" } } },
            execute: () => name,
          }),
        ),
      );
    }

    it("lists tools in code-unit order, never locale order", () => {
      const registry = registryOf(names);
      expect(registry.names()).toEqual(["B", "Z", "_x", "a", "a-", "a_", "b"]);
      expect(registry.definitions().map((definition) => definition.function.name)).toEqual([
        "B",
        "Z",
        "_x",
        "a",
        "a-",
        "a_",
        "b",
      ]);
    });

    it("serialises to the same bytes and fingerprint in any registration order", () => {
      const forward = registryOf(names);
      const backward = registryOf([...names].reverse());
      expect(JSON.stringify(backward.definitions())).toBe(JSON.stringify(forward.definitions()));
      expect(backward.fingerprint()).toBe(forward.fingerprint());
      expect(forward.fingerprint()).toMatch(/^[0-9a-f]{16}$/);
      expect(registryOf(names.slice(1)).fingerprint()).not.toBe(forward.fingerprint());
      // The documented bytes: FNV-1a 64 of the UTF-8 of JSON.stringify(definitions()).
      expect(forward.fingerprint()).toBe(fnv1a64(JSON.stringify(forward.definitions())));
      expect(new Registry().fingerprint()).toBe(fnv1a64("[]"));
    });

    it("returns values that cannot change the registry", () => {
      const registry = registryOf(names);
      const before = JSON.stringify(registry.definitions());
      const fingerprint = registry.fingerprint();
      const definitions = registry.definitions();
      definitions.reverse();
      const first = definitions[0];
      if (first === undefined) throw new Error("no definitions");
      first.function.name = "changed";
      first.function.parameters.type = "string";
      definitions.push(definitions[1] as never);
      registry.names().push("extra");
      registry.names().length = 0;
      expect(JSON.stringify(registry.definitions())).toBe(before);
      expect(registry.fingerprint()).toBe(fingerprint);
      expect(registry.names()).toHaveLength(names.length);
    });
  });

  it("call never fails: every kind of bad call resolves to a ToolResult", async () => {
    const registry = new Registry({ timeoutMs: 5, maxArgumentBytes: 100 }).mustRegister(
      newTool("get_weather", "", GET_WEATHER_SCHEMA, () => "sunny"),
      newTool("throws", "", undefined, () => {
        throw new Error("boom");
      }),
      newTool("rejects", "", undefined, () => Promise.reject(null)),
      newTool("hangs", "", undefined, () => new Promise(() => {})),
      newTool("bigint", "", undefined, () => 1n),
    );
    const calls: unknown[] = [
      toolCall("nope", "{}"),
      toolCall("get_weather", '{"x": "unterminated'),
      toolCall("get_weather", "x".repeat(101)),
      toolCall("throws", ""),
      toolCall("rejects", ""),
      toolCall("hangs", ""),
      toolCall("bigint", ""),
      null,
      undefined,
      42,
      {},
      { id: 7, function: { name: ["get_weather"], arguments: { city: "Paris" } } },
      { id: "x", function: { name: "get_weather", arguments: 12 } },
    ];
    for (const call of calls) {
      const result = await registry.call(call as never);
      expect(result).toBeInstanceOf(ToolResult);
      expect(result.isError).toBe(true);
      expect(result.message().content.startsWith("error: ")).toBe(true);
    }
  });
});

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
