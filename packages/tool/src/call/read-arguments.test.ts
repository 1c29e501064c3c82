import { describe, expect, it, vi } from "vitest";
import { GET_WEATHER_SCHEMA, toolCall } from "../../test/fixtures.js";
import { newTool } from "../define/func-tool.js";
import { Registry } from "../registry.js";

function single(execute: (args: unknown) => unknown, schema?: object): Registry {
  return new Registry().mustRegister(newTool("t", "a test tool", schema, execute));
}

async function _contentOf(execute: (args: unknown) => unknown): Promise<[string, string]> {
  const result = await single(execute).call(toolCall("t", ""));
  return [result.kind, result.content];
}

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

describe("arguments that mean {}", () => {
  it.each([
    ["JSON whitespace only", " \t\r\n"],
    ["null padded with JSON whitespace", "\n\t null \r"],
  ])("runs the tool with {} for %s", async (_label, text) => {
    const { registry, runs } = logged();
    const result = await registry.call(toolCall("t", text));
    expect(result.content).toBe("ran");
    expect(runs).toEqual([{}]);
  });

  it.each([
    ["null followed by more text", "nullx"],
    ["null followed by a second value", "null null"],
    ["a prefix of null", " nul"],
    ["four characters that are not null", "nulL"],
    ["null padded with a character JSON does not count as whitespace", "\u00a0null"],
  ])("refuses %s as JSON, without running the tool", async (_label, text) => {
    const { registry, runs } = logged();
    const result = await registry.call(toolCall("t", text));
    expect(result.kind).toBe("invalid_arguments");
    expect(result.content.startsWith("invalid arguments for t:\n$: ")).toBe(true);
    expect(runs).toEqual([]);
  });
});
