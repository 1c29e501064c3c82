import { describe, expect, test } from "vitest";
import { parseMessage } from "./parse-message.js";
import { parseToolCall } from "./parse-tool-call.js";
import { WireFormatError, type WireIssue } from "./wire-format-error.js";
import { propertyPath } from "./wire-reader.js";

describe("paths", () => {
  test("plain identifiers use a dot, other names JSON quotes", () => {
    expect(propertyPath("$", "city")).toBe("$.city");
    expect(propertyPath("$", "a b")).toBe('$["a b"]');
    expect(propertyPath("$", "")).toBe('$[""]');
    expect(propertyPath("$", "1x")).toBe('$["1x"]');
  });
});

/** The WireFormatError that `parse` throws. */
function wireErrorOf(parse: () => unknown): WireFormatError {
  try {
    parse();
  } catch (error) {
    expect(WireFormatError.isInstance(error)).toBe(true);
    return error as WireFormatError;
  }
  throw new Error("expected a WireFormatError");
}

/** The issues of the WireFormatError that `parse` throws. */
function issuesOf(parse: () => unknown): readonly WireIssue[] {
  return wireErrorOf(parse).issues;
}

describe("issue codes", () => {
  test("a value that is not an object is a type issue", () => {
    expect(issuesOf(() => parseToolCall(null))).toEqual([
      { code: "type", path: "$", message: "expected object, got null" },
    ]);
  });

  test("tool_calls that are not an array is a type issue", () => {
    expect(issuesOf(() => parseMessage({ role: "assistant", tool_calls: 1 }))).toEqual([
      { code: "type", path: "$.tool_calls", message: "expected array, got integer" },
    ]);
  });

  test("a missing property is a required issue at the object's path", () => {
    expect(issuesOf(() => parseMessage({ role: "user" }))).toEqual([
      { code: "required", path: "$", message: 'missing required property "content"' },
    ]);
  });
});

describe("hostile values", () => {
  test("a throwing getter is an unreadable_value issue at $ with the thrown value as cause", () => {
    const thrown = new TypeError("boom");
    const hostile = {
      role: "user",
      get content(): string {
        throw thrown;
      },
    };
    const error = wireErrorOf(() => parseMessage(hostile));
    expect(error.issues).toEqual([
      { code: "unreadable_value", path: "$", message: "value could not be read: TypeError: boom" },
    ]);
    expect(error.cause).toBe(thrown);
  });

  test("a getter that throws a WireFormatError is still a value that could not be read", () => {
    // Its issues are about some other value: passed on, they would name paths this one lacks.
    const thrown = new WireFormatError([{ code: "type", path: "$.other", message: "inner" }]);
    const hostile = {
      role: "tool",
      content: "sunny",
      get tool_call_id(): string {
        throw thrown;
      },
    };
    const error = wireErrorOf(() => parseMessage(hostile));
    expect(error).not.toBe(thrown);
    expect(error.issues).toEqual([
      {
        code: "unreadable_value",
        path: "$",
        message: "value could not be read: WireFormatError: $.other: inner",
      },
    ]);
    expect(error.cause).toBe(thrown);
  });
});

describe("WireFormatError", () => {
  test("path is the first issue's, and $ when there is none", () => {
    const two = new WireFormatError([
      { code: "type", path: "$.a", message: "m" },
      { code: "type", path: "$.b", message: "n" },
    ]);
    expect(two.path).toBe("$.a");
    expect(two.message).toBe("$.a: m\n$.b: n");
    expect(new WireFormatError([]).path).toBe("$");
  });
});
