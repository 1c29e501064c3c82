import { describe, expect, test } from "vitest";
import { compile } from "../index.js";

const num = {
  type: "object",
  properties: { op: { const: "num" }, value: { type: "number" } },
  required: ["op", "value"],
};
const binary = {
  type: "object",
  properties: { op: { enum: ["add", "sub"] }, args: { type: "array", minItems: 2 } },
  required: ["op", "args"],
};

describe("an alternative the value picks by its tag reports its own errors", () => {
  test("a tag written as an enum (zod's z.enum discriminator) picks its alternative", () => {
    const schema = compile({ oneOf: [num, binary] });
    expect(schema.validate({ op: "add", args: [1] }).map(String)).toEqual([
      "$.args: expected at least 2 items, got 1",
    ]);
    expect(schema.validate({ op: "num", value: "1" }).map(String)).toEqual([
      "$.value: expected number, got string",
    ]);
  });

  test("a value no tag allows gets the list, each alternative with its tag", () => {
    expect(
      compile({ anyOf: [num, binary] })
        .validate({ op: "pow" })
        .map(String),
    ).toEqual([
      '$: {"op":"pow"} matches none of: an object with "op": "num"; an object with "op": one of ["add","sub"]',
    ]);
  });

  test("an enum beside a const is a field, not the tag", () => {
    const scroll = {
      type: "object",
      properties: { action: { const: "scroll" }, direction: { enum: ["up", "down"] } },
    };
    const wait = { type: "object", properties: { action: { const: "wait" } }, required: ["ms"] };
    expect(
      compile({ oneOf: [scroll, wait] })
        .validate({ action: "scroll", direction: "left" })
        .map(String),
    ).toEqual(['$.direction: "left" is not one of ["up","down"]']);
  });

  test("tags that two alternatives share pick neither", () => {
    const other = { ...binary, properties: { ...binary.properties, args: { type: "string" } } };
    expect(
      compile({ anyOf: [binary, other] })
        .validate({ op: "add", args: true })
        .map(String),
    ).toEqual([
      '$: {"op":"add","args":true} matches none of: an object with "op": one of ["add","sub"]; an object with "op": one of ["add","sub"]',
    ]);
  });
});
