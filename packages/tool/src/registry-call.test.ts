import { describe, expect, it, vi } from "vitest";
import { GET_WEATHER_SCHEMA, toolCall } from "../test/fixtures.js";
import { newTool } from "./func-tool.js";
import { Registry } from "./registry.js";
import type { Tool } from "./tool.js";
import { ToolError } from "./tool-error.js";

function single(execute: (args: unknown) => unknown, schema?: object): Registry {
  return new Registry().mustRegister(newTool("t", "a test tool", schema, execute));
}

async function contentOf(execute: (args: unknown) => unknown): Promise<[string, string]> {
  const result = await single(execute).call(toolCall("t", ""));
  return [result.kind, result.content];
}

describe("unknown tools", () => {
  const registry = () =>
    new Registry().mustRegister(
      newTool("get_weather", "", undefined, () => "sunny"),
      newTool("get_time", "", undefined, () => "noon"),
    );

  it("names the tool, lists the registered names sorted, and suggests the closest", async () => {
    const result = await registry().call(toolCall("get-weather", "{}"));
    expect(result.kind).toBe("unknown_tool");
    expect(result.name).toBe("get-weather");
    expect(result.message().content).toBe(
      'error: unknown tool "get-weather"; did you mean "get_weather"? available tools: "get_time", "get_weather"',
    );
  });

  it.each([
    "getWeather",
    "GET_WEATHER",
    "get.weather",
    "Get-Weather",
    "get_wether",
    "get_weahter",
    "getweathr",
  ])("suggests get_weather for %s", async (name) => {
    const result = await registry().call(toolCall(name, "{}"));
    expect(result.content).toContain('did you mean "get_weather"?');
  });

  it("suggests nothing when no name is close", async () => {
    const result = await registry().call(toolCall("delete_everything", "{}"));
    expect(result.content).toBe(
      'unknown tool "delete_everything"; available tools: "get_time", "get_weather"',
    );
  });

  it("says when no tools are registered", async () => {
    const result = await new Registry().call(toolCall("anything", "{}"));
    expect(result.content).toBe('unknown tool "anything"; no tools are registered');
  });

  it("quotes and cuts a hostile name", async () => {
    const result = await registry().call(toolCall(`x\n${"y".repeat(500)}`, "{}"));
    expect(
      result.content.startsWith(`unknown tool "x\\n${"y".repeat(93)}...; available tools:`),
    ).toBe(true);
  });

  it.each(["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"])(
    "looks up %s as an own key only",
    async (name) => {
      const empty = new Registry();
      expect(empty.get(name)).toBeUndefined();
      expect((await empty.call(toolCall(name, "{}"))).kind).toBe("unknown_tool");
      const tool = newTool(name, "", undefined, () => `ran ${name}`);
      const registry = new Registry().mustRegister(tool);
      expect(registry.get(name)).toBe(tool);
      expect(registry.names()).toEqual([name]);
      const result = await registry.call(toolCall(name, "{}"));
      expect([result.kind, result.content]).toEqual(["ok", `ran ${name}`]);
    },
  );
});

describe("arguments", () => {
  it.each([
    ["empty", ""],
    ["whitespace only", " \n\t\r "],
    ["null", "null"],
    ["null with whitespace", "  null\n"],
    ["missing (undefined)", undefined],
    ["missing (null)", null],
  ])("reads %s arguments as {}", async (_label, args) => {
    const execute = vi.fn(() => "ran");
    const registry = single(execute, { type: "object", properties: { a: { type: "string" } } });
    const result = await registry.call({
      id: "c",
      type: "function",
      function: { name: "t", arguments: args as string },
    });
    expect(result.kind).toBe("ok");
    expect(execute).toHaveBeenCalledTimes(1);
    expect(execute.mock.calls[0]).toEqual([
      {},
      expect.objectContaining({ rawArguments: args ?? "" }),
    ]);
  });

  it("validates the {} of empty arguments against the schema", async () => {
    const execute = vi.fn(() => "ran");
    const registry = single(execute, GET_WEATHER_SCHEMA);
    const result = await registry.call(toolCall("t", ""));
    expect(result.content).toBe('invalid arguments for t:\n$: missing required property "city"');
    expect(execute).not.toHaveBeenCalled();
  });

  it.each([
    ["[]", "$: expected object, got array"],
    ["42", "$: expected object, got integer"],
    ['"{}"', "$: expected object, got string"],
    ["true", "$: expected object, got boolean"],
  ])("refuses the non-object JSON %s through the schema", async (args, line) => {
    const execute = vi.fn(() => "ran");
    const result = await single(execute).call(toolCall("t", args));
    expect(result.kind).toBe("invalid_arguments");
    expect(result.content).toBe(`invalid arguments for t:\n${line}`);
    expect(execute).not.toHaveBeenCalled();
  });

  it.each(['{"x": "unterminated', "{city: 'Paris'}", "{} {}", "\u0000", "nul"])(
    "refuses malformed JSON %j with one line at $",
    async (args) => {
      const execute = vi.fn(() => "ran");
      const result = await single(execute).call(toolCall("t", args));
      expect(result.kind).toBe("invalid_arguments");
      const lines = result.content.split("\n");
      expect(lines[0]).toBe("invalid arguments for t:");
      expect(lines).toHaveLength(2);
      expect(lines[1]?.startsWith("$: ")).toBe(true);
      expect(execute).not.toHaveBeenCalled();
    },
  );

  it("refuses arguments that are not a string", async () => {
    const execute = vi.fn(() => "ran");
    const result = await single(execute).call({
      id: "c",
      type: "function",
      function: { name: "t", arguments: { city: "Paris" } as never },
    });
    expect(result.content).toBe(
      "invalid arguments for t:\n$: expected the arguments as a string of JSON, got object",
    );
    expect(execute).not.toHaveBeenCalled();
  });

  it("passes the exact text the model sent as rawArguments", async () => {
    const execute = vi.fn((_args: unknown, _context: unknown) => "ran");
    const registry = new Registry().mustRegister(newTool("t", "", GET_WEATHER_SCHEMA, execute));
    const raw = ' { "city" : "Paris" , "days" : 3.0 }\n';
    await registry.call(toolCall("t", raw, "id-9"));
    expect(execute.mock.calls[0]?.[0]).toEqual({ city: "Paris", days: 3 });
    expect(execute.mock.calls[0]?.[1]).toMatchObject({ callId: "id-9", rawArguments: raw });
  });

  it("keeps __proto__ in arguments as an ordinary own key", async () => {
    const execute = vi.fn((_args: unknown) => "ran");
    await single(execute).call(toolCall("t", '{"__proto__":{"polluted":true}}'));
    const args = execute.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(Object.hasOwn(args, "__proto__")).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("tool failures", () => {
  it("sends a thrown ToolError's message as it is", async () => {
    const result = await single(() => {
      throw new ToolError("no station near Atlantis; try a city with an airport");
    }).call(toolCall("t", ""));
    expect(result.kind).toBe("tool_error");
    expect(result.message().content).toBe(
      "error: no station near Atlantis; try a city with an airport",
    );
  });

  it("sends a rejected ToolError's message as it is, from a subclass too", async () => {
    class QuotaError extends ToolError {
      override readonly name = "QuotaError";
    }
    expect(await contentOf(async () => Promise.reject(new QuotaError("quota used up")))).toEqual([
      "tool_error",
      "quota used up",
    ]);
  });

  it.each<[string, () => unknown, string]>([
    ["an Error", () => new Error("boom"), "tool t failed: boom"],
    [
      "a TypeError",
      () => new TypeError("x is not a function"),
      "tool t failed: TypeError: x is not a function",
    ],
    [
      "an Error without message",
      () => new Error(""),
      "tool t failed: it threw an error with no message",
    ],
    ["a RangeError without message", () => new RangeError(), "tool t failed: RangeError"],
    ["null", () => null, "tool t failed: it threw null"],
    ["undefined", () => undefined, "tool t failed: it threw undefined"],
    ["a string", () => "disk full", "tool t failed: disk full"],
    ["a number", () => 42, "tool t failed: it threw 42"],
    ["a plain object", () => ({ code: 7 }), 'tool t failed: it threw {"code":7}'],
    [
      "an object whose toString throws",
      () => ({
        toString() {
          throw new Error("nope");
        },
      }),
      "tool t failed: it threw {}",
    ],
    [
      "an object whose message getter throws",
      () => ({
        get message(): string {
          throw new Error("nope");
        },
      }),
      "tool t failed: it threw a value that cannot be shown",
    ],
    [
      "a proxy that throws on every read",
      () =>
        new Proxy(
          {},
          {
            get() {
              throw new Error("trap");
            },
          },
        ),
      "tool t failed: it threw a value that cannot be shown",
    ],
  ])(
    "says the tool failed when it throws %s, synchronously or by rejecting",
    async (_label, make, expected) => {
      expect(
        await contentOf(() => {
          throw make();
        }),
      ).toEqual(["tool_failed", expected]);
      expect(await contentOf(() => Promise.reject(make()))).toEqual(["tool_failed", expected]);
      expect(
        await contentOf(async () => {
          await null;
          throw make();
        }),
      ).toEqual(["tool_failed", expected]);
    },
  );

  it("never sends the stack trace", async () => {
    const error = new Error("boom");
    const [, content] = await contentOf(() => {
      throw error;
    });
    expect(error.stack).toContain("\n    at ");
    expect(content).not.toContain("    at ");
    expect(content).toBe("tool t failed: boom");
  });

  it("answers a thenable whose then throws", async () => {
    const thenable = {
      // biome-ignore lint/suspicious/noThenProperty: a hostile thenable is the point of the test
      then() {
        throw new Error("then broke");
      },
    };
    expect(await contentOf(() => thenable)).toEqual(["tool_failed", "tool t failed: then broke"]);
  });
});

describe("results", () => {
  it.each<[string, unknown, string]>([
    ["a string as it is", 'already "text"', 'already "text"'],
    ["an empty string", "", ""],
    ["an object as JSON", { temp: 21, sky: ["clear"] }, '{"temp":21,"sky":["clear"]}'],
    ["a number", 3.5, "3.5"],
    ["null", null, "null"],
    ["false", false, "false"],
    ["undefined as empty content", undefined, ""],
    ["a Date through toJSON", new Date(0), '"1970-01-01T00:00:00.000Z"'],
  ])("sends %s", async (_label, value, expected) => {
    expect(await contentOf(() => value)).toEqual(["ok", expected]);
    expect(await contentOf(async () => value)).toEqual(["ok", expected]);
  });

  const cycle: Record<string, unknown> = {};
  cycle.self = cycle;

  it.each<[string, unknown, string]>([
    ["a BigInt", 10n, "tool t returned a BigInt, which cannot be sent to the model as JSON"],
    [
      "a BigInt inside an object",
      { big: 10n },
      "tool t returned a value containing a BigInt, which cannot be sent to the model as JSON",
    ],
    [
      "a cycle",
      cycle,
      "tool t returned a value with a circular reference, which cannot be sent to the model as JSON",
    ],
    [
      "a function",
      () => 1,
      "tool t returned a function, which cannot be sent to the model as JSON",
    ],
    [
      "a symbol",
      Symbol("s"),
      "tool t returned a symbol, which cannot be sent to the model as JSON",
    ],
    [
      "an object whose toJSON throws",
      {
        toJSON() {
          throw new Error("no");
        },
      },
      "tool t returned a value whose serialisation threw (no), which cannot be sent to the model as JSON",
    ],
  ])("refuses %s as invalid_result", async (_label, value, expected) => {
    expect(await contentOf(() => value)).toEqual(["invalid_result", expected]);
  });

  it("message() prefixes errors only", async () => {
    const ok = await single(() => "error: looks like one").call(toolCall("t", "", "c1"));
    expect(ok.message()).toEqual({
      role: "tool",
      tool_call_id: "c1",
      content: "error: looks like one",
    });
    expect(ok.isError).toBe(false);
  });
});

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
