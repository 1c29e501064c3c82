import { describe, expect, test } from "vitest";
import { parseToolCall } from "./parse-tool-call.js";
import { WireFormatError } from "./wire-format-error.js";

const valid = {
  id: "call_1",
  type: "function",
  function: { name: "get_weather", arguments: '{"city":"Paris"}' },
};

/** The `path: message` lines of the error the parse throws. */
function problems(value: unknown): string[] {
  try {
    parseToolCall(value);
  } catch (error) {
    expect(error).toBeInstanceOf(WireFormatError);
    return (error as WireFormatError).message.split("\n");
  }
  throw new Error("expected parseToolCall to throw");
}

describe("parseToolCall", () => {
  test("returns a fresh copy of a valid call", () => {
    const call = parseToolCall(valid);
    expect(call).toEqual(valid);
    expect(call).not.toBe(valid);
    expect(call.function).not.toBe(valid.function);
  });

  test("drops unknown fields", () => {
    const call = parseToolCall({ ...valid, index: 0, extra: { a: 1 } });
    expect(Object.keys(call).sort()).toEqual(["function", "id", "type"]);
  });

  test("names the path and the types for a wrong field", () => {
    expect(problems({ ...valid, function: { name: "f", arguments: { city: "Paris" } } })).toEqual([
      "$.function.arguments: expected string, got object",
    ]);
  });

  test("reports every problem, not only the first", () => {
    expect(problems({ type: "tool", function: { arguments: 3 } })).toEqual([
      '$: missing required property "id"',
      '$.type: expected "function", got "tool"',
      '$.function: missing required property "name"',
      "$.function.arguments: expected string, got integer",
    ]);
  });

  test.each([
    [null, "$: expected object, got null"],
    [[], "$: expected object, got array"],
    ["call", "$: expected object, got string"],
    [1.5, "$: expected object, got number"],
    [undefined, "$: expected object, got undefined"],
  ])("refuses a non-object %j", (value, line) => {
    expect(problems(value)).toEqual([line]);
  });

  test.each([
    ["f", "string"],
    [null, "null"],
    [["f", "{}"], "array"],
  ])("refuses a function that is not an object (%j) at its path", (fn, got) => {
    expect(problems({ ...valid, function: fn })).toEqual([
      `$.function: expected object, got ${got}`,
    ]);
  });

  test("refuses an empty id and an empty name", () => {
    expect(problems({ ...valid, id: "", function: { name: "", arguments: "" } })).toEqual([
      '$.id: expected a non-empty string, got ""',
      '$.function.name: expected a non-empty string, got ""',
    ]);
  });

  test("reads own properties only: an inherited id does not count", () => {
    const inherited = Object.assign(Object.create({ id: "call_1" }), {
      type: "function",
      function: valid.function,
    });
    expect(problems(inherited)).toEqual(['$: missing required property "id"']);
  });

  test("treats __proto__ from JSON as an ordinary extra key", () => {
    const value = JSON.parse(
      '{"__proto__":{"id":"x"},"id":"call_2","type":"function","function":{"name":"f","arguments":"{}"}}',
    );
    const call = parseToolCall(value);
    expect(call.id).toBe("call_2");
    expect(Object.getPrototypeOf(call)).toBe(Object.prototype);
  });

  test("keeps a huge arguments string intact", () => {
    const big = `{"text":"${"x".repeat(5_000_000)}"}`;
    expect(
      parseToolCall({ ...valid, function: { name: "f", arguments: big } }).function.arguments,
    ).toBe(big);
  });

  test("turns a throwing getter into a WireFormatError at $", () => {
    const hostile = {
      ...valid,
      get id(): string {
        throw new Error("boom");
      },
    };
    expect(problems(hostile)).toEqual(["$: value could not be read: boom"]);
  });

  test("turns a throwing proxy into a WireFormatError at $", () => {
    const proxy = new Proxy(
      {},
      {
        getOwnPropertyDescriptor() {
          throw "trap";
        },
      },
    );
    expect(problems(proxy)).toEqual(["$: value could not be read: trap"]);
  });

  test("the error has a stable code and the first path", () => {
    try {
      parseToolCall({ ...valid, type: 3 });
      expect.unreachable();
    } catch (error) {
      const wire = error as WireFormatError;
      expect(wire.name).toBe("WireFormatError");
      expect(wire.code).toBe("invalid_wire_format");
      expect(wire.path).toBe("$.type");
      expect(wire.issues).toEqual([
        { code: "const", path: "$.type", message: 'expected "function", got integer' },
      ]);
    }
  });
});
