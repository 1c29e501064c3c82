import { describe, expect, it } from "vitest";
import {
  checkTimeout,
  checkToolName,
  compareCodeUnits,
  EMPTY_PARAMETERS_TEXT,
  jsonType,
  prepareParameters,
  quote,
} from "./prepare-tool.js";
import {
  InvalidToolDefinitionError,
  InvalidToolNameError,
  InvalidToolParametersError,
} from "./registration-errors.js";

function thrown(action: () => unknown): Error {
  try {
    action();
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected a throw");
}

describe("checkToolName", () => {
  it("accepts 1 to 64 characters of the pattern", () => {
    expect(() => checkToolName("a")).not.toThrow();
    expect(() => checkToolName("A-z_0".padEnd(64, "x"))).not.toThrow();
  });

  it.each([
    [7, "tool name must be a string matching ^[A-Za-z0-9_-]{1,64}$, got integer"],
    [undefined, "tool name must be a string matching ^[A-Za-z0-9_-]{1,64}$, got undefined"],
    ["", 'tool name "" is empty; expected 1 to 64 characters matching ^[A-Za-z0-9_-]{1,64}$'],
    ["x".repeat(65), `tool name "${"x".repeat(65)}" is 65 characters long; expected at most 64`],
    [
      "a b",
      'tool name "a b" has characters other than A-Z, a-z, 0-9, "_" and "-"; expected a name matching ^[A-Za-z0-9_-]{1,64}$',
    ],
    [
      "a.b".padEnd(64, "c"),
      `tool name "${"a.b".padEnd(64, "c")}" has characters other than A-Z, a-z, 0-9, "_" and "-"; expected a name matching ^[A-Za-z0-9_-]{1,64}$`,
    ],
  ])("refuses %j", (name, message) => {
    const error = thrown(() => checkToolName(name));
    expect(error).toBeInstanceOf(InvalidToolNameError);
    expect(error.message).toBe(message);
    expect((error as InvalidToolNameError).toolName).toBe(name);
  });
});

describe("checkTimeout", () => {
  it("accepts absence, positive numbers and Infinity", () => {
    expect(checkTimeout("t", undefined)).toBeUndefined();
    expect(checkTimeout("t", 0.5)).toBe(0.5);
    expect(checkTimeout("t", Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });

  it.each([
    [0, "0"],
    [-1, "-1"],
    [Number.NaN, "NaN"],
    ["5", '"5"'],
    [null, "null"],
  ])("refuses %j", (timeoutMs, shown) => {
    const error = thrown(() => checkTimeout("slow", timeoutMs));
    expect(error).toBeInstanceOf(InvalidToolDefinitionError);
    expect((error as InvalidToolDefinitionError).toolName).toBe("slow");
    expect(error.message).toBe(
      `tool "slow" has timeoutMs ${shown}; expected a positive number of milliseconds or Infinity`,
    );
  });
});

describe("prepareParameters", () => {
  it("takes no parameters as any object", () => {
    const prepared = prepareParameters("t", undefined);
    expect(prepared.text).toBe(EMPTY_PARAMETERS_TEXT);
    expect(EMPTY_PARAMETERS_TEXT).toBe('{"type":"object"}');
  });

  it("keeps the schema as compact JSON text, from an object or from text", () => {
    expect(prepareParameters("t", { type: "object", required: [] }).text).toBe(
      '{"type":"object","required":[]}',
    );
    expect(prepareParameters("t", ' { "type" : "object" } ').text).toBe('{"type":"object"}');
  });

  it.each([
    ["not json", "$: expected a JSON object schema, got text that is not JSON"],
    ["[]", "$: expected an object schema, got array"],
    ["null", "$: expected an object schema, got null"],
    ["3", "$: expected an object schema, got integer"],
    [[], "$: expected an object schema, got array"],
    [null, "$: expected an object schema, got null"],
    [true, "$: expected an object schema, got boolean"],
    [{}, '$.type: missing; expected "object", since the model always sends an object'],
    [
      { type: "array" },
      '$.type: expected "object", since the model always sends an object, got "array"',
    ],
  ])("refuses %j", (parameters, line) => {
    const error = thrown(() => prepareParameters("t", parameters));
    expect(error).toBeInstanceOf(InvalidToolParametersError);
    expect(error.message).toBe(`tool "t" has invalid parameters:\n${line}`);
  });

  it("refuses a schema that cannot be serialised", () => {
    const cyclic: Record<string, unknown> = { type: "object" };
    cyclic.self = cyclic;
    expect(thrown(() => prepareParameters("t", cyclic)).message).toBe(
      'tool "t" has invalid parameters:\n$: expected a JSON object schema, got a value that cannot be serialised',
    );
  });

  it("judges the JSON an object's toJSON gives: null has no type and is no schema", () => {
    const error = thrown(() => prepareParameters("t", { toJSON: () => null }));
    expect(error).toBeInstanceOf(InvalidToolParametersError);
    const issues = (error as InvalidToolParametersError).issues;
    expect(issues.map((issue) => issue.path)).toEqual(["$", "$.type"]);
    expect(issues[1]?.message).toBe(
      'missing; expected "object", since the model always sends an object',
    );
  });

  it("refuses an object whose toJSON gives nothing to serialise", () => {
    for (const toJSON of [() => undefined, () => () => {}]) {
      const error = thrown(() => prepareParameters("t", { type: "object", toJSON }));
      expect(error).toBeInstanceOf(InvalidToolParametersError);
      expect(error.message).toBe(
        'tool "t" has invalid parameters:\n$: expected a JSON object schema, got a value that cannot be serialised',
      );
    }
  });

  it("lists every issue, sorted by path in code-unit order", () => {
    const error = thrown(() =>
      prepareParameters("t", {
        type: "string",
        properties: { b: { type: "nope" }, a: { minimum: "x" } },
      }),
    ) as InvalidToolParametersError;
    const paths = error.issues.map((issue) => issue.path);
    expect(paths.length).toBeGreaterThanOrEqual(3);
    expect(paths).toEqual([...paths].sort());
    expect(paths[0]).toBe("$.properties.a.minimum");
    expect(paths.at(-1)).toBe("$.type");
  });
});

describe("message helpers", () => {
  it("compares by code units", () => {
    expect(compareCodeUnits("a", "b")).toBe(-1);
    expect(compareCodeUnits("b", "a")).toBe(1);
    expect(compareCodeUnits("a", "a")).toBe(0);
    expect(compareCodeUnits("Z", "a")).toBe(-1);
  });

  it.each([
    [null, "null"],
    [[1], "array"],
    [3, "integer"],
    [3.5, "number"],
    ["s", "string"],
    [{}, "object"],
    [undefined, "undefined"],
    [true, "boolean"],
  ])("jsonType of %j is %s", (value, type) => {
    expect(jsonType(value)).toBe(type);
  });

  it("quotes values as JSON, with readable forms for what JSON cannot show", () => {
    expect(quote("a")).toBe('"a"');
    expect(quote(5n)).toBe("5n");
    expect(quote(Number.NaN)).toBe("NaN");
    expect(quote(Number.NEGATIVE_INFINITY)).toBe("-Infinity");
    expect(quote(undefined)).toBe("undefined");
    expect(quote(Symbol("s"))).toBe("Symbol(s)");
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(quote(cyclic)).toBe("object");
  });

  it("cuts quoted text over 80 characters to 77 and an ellipsis", () => {
    const exact = "x".repeat(78);
    expect(quote(exact)).toBe(`"${exact}"`);
    expect(quote(`${exact}y`)).toBe(`"${exact.slice(0, 76)}...`);
  });
});
