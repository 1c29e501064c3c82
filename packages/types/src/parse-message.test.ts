import { describe, expect, test } from "vitest";
import { parseMessage } from "./parse-message.js";
import { WireFormatError } from "./wire-format-error.js";

function problems(value: unknown): string[] {
  try {
    parseMessage(value);
  } catch (error) {
    expect(error).toBeInstanceOf(WireFormatError);
    return (error as WireFormatError).message.split("\n");
  }
  throw new Error("expected parseMessage to throw");
}

const call = { id: "call_1", type: "function", function: { name: "f", arguments: "{}" } };

describe("parseMessage", () => {
  test.each([
    { role: "system", content: "be brief" },
    { role: "user", content: "hi", name: "ada" },
    { role: "user", content: [{ type: "text", text: "hi" }] },
    { role: "assistant", content: "hello" },
    { role: "assistant", content: null, tool_calls: [call] },
    { role: "assistant", content: null, refusal: "no" },
    { role: "tool", tool_call_id: "call_1", content: "sunny" },
  ])("accepts %j", (message) => {
    expect(parseMessage(message)).toEqual(message);
  });

  test("reads a missing assistant content as null", () => {
    expect(parseMessage({ role: "assistant", tool_calls: [call] })).toEqual({
      role: "assistant",
      content: null,
      tool_calls: [call],
    });
  });

  test("drops fields a provider adds", () => {
    expect(parseMessage({ role: "assistant", content: "x", annotations: [], audio: null })).toEqual(
      {
        role: "assistant",
        content: "x",
      },
    );
  });

  test("refuses an unknown role", () => {
    expect(problems({ role: "bot", content: "x" })).toEqual([
      '$.role: expected one of "system", "user", "assistant", "tool", got "bot"',
    ]);
  });

  test("names the index of a bad tool call", () => {
    expect(
      problems({ role: "assistant", content: null, tool_calls: [call, { ...call, id: 7 }] }),
    ).toEqual(["$.tool_calls[1].id: expected string, got integer"]);
  });

  test("refuses tool_calls that are not an array", () => {
    expect(problems({ role: "assistant", content: null, tool_calls: {} })).toEqual([
      "$.tool_calls: expected array, got object",
    ]);
  });

  test("refuses a tool message without an id, and with object content", () => {
    expect(problems({ role: "tool", content: { a: 1 } })).toEqual([
      '$: missing required property "tool_call_id"',
      "$.content: expected string, got object",
    ]);
  });

  test("checks text parts", () => {
    expect(problems({ role: "user", content: [{ type: "image_url" }, "x"] })).toEqual([
      '$.content[0].type: expected "text", got "image_url"',
      '$.content[0]: missing required property "text"',
      "$.content[1]: expected object, got string",
    ]);
  });

  test("quotes odd property names in paths", () => {
    expect(problems({ role: "assistant", content: 3 })).toEqual([
      "$.content: expected string, got integer",
    ]);
  });

  test.each([null, [], "user", 0])("refuses the non-object %j", (value) => {
    expect(problems(value)).toHaveLength(1);
  });

  test.each([
    [null, "null"],
    [[], "array"],
    ["user", "string"],
    [0, "integer"],
  ])("names the type of the non-object %j at $", (value, got) => {
    expect(problems(value)).toEqual([`$: expected object, got ${got}`]);
  });

  test.each([
    { role: "user", content: "hi" },
    { role: "assistant", content: "hello" },
    { role: "assistant", content: null, tool_calls: [call] },
    { role: "assistant", content: null, refusal: "no" },
  ])("holds no key for an absent optional field: %j", (message) => {
    expect(Object.keys(parseMessage(message)).sort()).toEqual(Object.keys(message).sort());
  });

  test("keeps a refusal of null", () => {
    expect(parseMessage({ role: "assistant", content: null, refusal: null })).toStrictEqual({
      role: "assistant",
      content: null,
      refusal: null,
    });
  });

  test("names the type of a role that is not a string", () => {
    expect(problems({ role: 3, content: "x" })).toEqual([
      '$.role: expected one of "system", "user", "assistant", "tool", got integer',
    ]);
  });

  test("refuses text content that is neither a string nor an array", () => {
    expect(problems({ role: "user", content: 3 })).toEqual([
      "$.content: expected string or array, got integer",
    ]);
    try {
      parseMessage({ role: "system", content: { text: "x" } });
      expect.unreachable();
    } catch (error) {
      expect((error as WireFormatError).issues).toEqual([
        { code: "type", path: "$.content", message: "expected string or array, got object" },
      ]);
    }
  });

  test("a missing role is one problem", () => {
    expect(problems({ content: "x" })).toEqual(['$: missing required property "role"']);
  });

  test("a getter that throws a revoked proxy is a WireFormatError at $", () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const hostile = {
      role: "user",
      get content(): string {
        throw proxy;
      },
    };
    expect(problems(hostile)).toEqual([
      "$: value could not be read: it threw a value that cannot be shown",
    ]);
  });

  test("keeps what was thrown as the cause", () => {
    const thrown = new Error("boom");
    const hostile = {
      get role(): string {
        throw thrown;
      },
    };
    try {
      parseMessage(hostile);
      expect.unreachable();
    } catch (error) {
      expect((error as WireFormatError).cause).toBe(thrown);
    }
  });

  test("each issue carries a code", () => {
    try {
      parseMessage({ role: "bot", content: 3 });
      expect.unreachable();
    } catch (error) {
      expect((error as WireFormatError).issues.map((issue) => issue.code)).toEqual(["enum"]);
    }
    try {
      parseMessage({ role: "tool", tool_call_id: "", content: 1 });
      expect.unreachable();
    } catch (error) {
      expect((error as WireFormatError).issues.map((issue) => issue.code)).toEqual([
        "minLength",
        "type",
      ]);
    }
  });
});
