import { describe, expect, test } from "vitest";
import { issuesOf } from "../../test/issues-of-standard.js";
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

describe("oneOf matching more than once names the branches, at most three", () => {
  const branches = [{ type: "number" }, { type: "integer" }, { const: 5 }, { enum: [5, 6] }];

  test("four that match: three named, then how many more", () => {
    const errors = compile({ oneOf: branches }).validate(5);
    expect(errors.map(String)).toEqual([
      "$: 5 matches 4 alternatives, oneOf[0] (a number), oneOf[1] (an integer), oneOf[2] (5) and 1 more: expected exactly one",
    ]);
    expect(errors.map((error) => error.code)).toEqual(["oneOf"]);
  });

  test("three that match: all three named, nothing more", () => {
    expect(
      compile({ oneOf: branches.slice(0, 3) })
        .validate(5)
        .map(String),
    ).toEqual([
      "$: 5 matches 3 alternatives, oneOf[0] (a number), oneOf[1] (an integer), oneOf[2] (5): expected exactly one",
    ]);
  });
});

describe("the code of an error is the keyword that failed", () => {
  test.each(["anyOf", "oneOf"])("%s matching none", (keyword) => {
    const errors = compile({ [keyword]: [{ type: "integer" }, { type: "null" }] }).validate("x");
    expect(errors.map((error) => [error.code, String(error)])).toEqual([
      [keyword, '$: "x" matches none of: an integer; null'],
    ]);
  });
});

describe("anyOf and oneOf take a non-empty array of schemas", () => {
  test.each(["anyOf", "oneOf"])("%s", (keyword) => {
    expect(issuesOf({ [keyword]: [] })).toEqual([
      `$.${keyword}: expected a non-empty array of schemas, got []`,
    ]);
    expect(issuesOf({ [keyword]: { type: "string" } })).toEqual([
      `$.${keyword}: expected a non-empty array of schemas, got {"type":"string"}`,
    ]);
  });
});

describe("which alternative a value picks by its tags", () => {
  const circle = {
    type: "object",
    properties: { kind: { const: "circle" }, radius: { type: "number" } },
    required: ["kind", "radius"],
  };

  test("a value that is not an object picks no alternative", () => {
    for (const value of [null, "circle", ["circle"]]) {
      expect(
        compile({ anyOf: [circle, { type: "string", minLength: 10 }] })
          .validate(value)
          .map(String)[0],
      ).toMatch(/ matches none of: an object with "kind": "circle"; /);
    }
  });

  test("an alternative without tags is never the picked one", () => {
    expect(
      compile({ oneOf: [circle, { type: "string" }] })
        .validate({ kind: "square" })
        .map(String),
    ).toEqual(['$: {"kind":"square"} matches none of: an object with "kind": "circle"; a string']);
  });

  test("every tag of an alternative must agree, not just one", () => {
    const versioned = {
      type: "object",
      properties: { kind: { const: "circle" }, version: { const: 2 }, radius: { type: "number" } },
      required: ["radius"],
    };
    const square = {
      type: "object",
      properties: { kind: { const: "square" }, version: { const: 2 } },
    };
    const schema = compile({ oneOf: [versioned, square] });
    expect(schema.validate({ kind: "circle", version: 2 }).map(String)).toEqual([
      '$: missing required property "radius"',
    ]);
    expect(schema.validate({ kind: "circle", version: 1 }).map(String)[0]).toMatch(
      /^\$: \{"kind":"circle","version":1\} matches none of: /,
    );
  });
});
