import { describe, expect, test } from "vitest";
import { compile } from "../test/core.js";

function codes(schema: unknown, value: unknown): string[] {
  return compile(schema)
    .validate(value)
    .map((error) => `${error.code} ${error.path}`);
}

// keywordCount decides which nodes are plain leaves checked inline; a node with one more keyword
// group must still apply every keyword it has.
describe("a leaf type with more keyword groups keeps them all", () => {
  test("type, enum and const: const still applies", () => {
    const schema = { type: "string", enum: ["a", "b"], const: "a" };
    expect(codes(schema, "b")).toEqual(["const $"]);
    expect(codes({ type: "object", properties: { x: schema } }, { x: "b" })).toEqual(["const $.x"]);
    expect(codes(schema, "a")).toEqual([]);
  });

  test("type, enum and required (an object keyword): enum still applies to a string", () => {
    const schema = { type: "string", enum: ["a"], required: ["x"] };
    expect(codes(schema, "b")).toEqual(["enum $"]);
    expect(codes({ type: "object", properties: { x: schema } }, { x: "b" })).toEqual(["enum $.x"]);
    expect(codes(schema, "a")).toEqual([]);
  });

  test("type, enum and minItems (an array keyword): enum still applies to a string", () => {
    const schema = { type: "string", enum: ["a"], minItems: 1 };
    expect(codes(schema, "b")).toEqual(["enum $"]);
    expect(codes({ type: "array", items: schema }, ["a", "b"])).toEqual(["enum $[1]"]);
    expect(codes(schema, "a")).toEqual([]);
  });
});

describe("an enum of arrays with array keywords applies both", () => {
  test("enum and items: the items schema still applies", () => {
    expect(codes({ enum: [["x"]], items: { type: "integer" } }, ["x"])).toEqual(["type $[0]"]);
  });

  test("enum and minItems: minItems still applies", () => {
    expect(codes({ enum: [[1]], minItems: 2 }, [1])).toEqual(["minItems $"]);
  });

  test("enum and maxItems: maxItems still applies", () => {
    expect(codes({ enum: [[1, 2]], maxItems: 1 }, [1, 2])).toEqual(["maxItems $"]);
  });
});
