import { describe, expect, it } from "vitest";
import { compareCodeUnits, EMPTY_PARAMETERS_TEXT, prepareSchema } from "./prepare-schema.js";
import { InvalidToolParametersError } from "./registration-errors.js";

function thrown(action: () => unknown): Error {
  try {
    action();
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected a throw");
}

/** What `prepareTool` does with a tool's parameters: the compiled schema, or the error it throws. */
function prepareParameters(toolName: string, parameters: unknown) {
  const outcome = prepareSchema(parameters);
  if (!outcome.ok) throw new InvalidToolParametersError(toolName, outcome.issues);
  return outcome.prepared;
}

describe("prepareSchema", () => {
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

describe("compareCodeUnits", () => {
  it("compares by code units", () => {
    expect(compareCodeUnits("a", "b")).toBe(-1);
    expect(compareCodeUnits("b", "a")).toBe(1);
    expect(compareCodeUnits("a", "a")).toBe(0);
    expect(compareCodeUnits("Z", "a")).toBe(-1);
  });
});
