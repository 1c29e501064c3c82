import { describe, expect, test } from "vitest";
import { issuesOf } from "../../test/issues-of-standard.js";
import { compile } from "../index.js";

const nothing = (reference: string, at = "$.properties.r.$ref") =>
  `${at}: "$ref" ${JSON.stringify(reference)} is refused: it points to nothing in this schema`;

describe("createResolver follows a JSON pointer through objects and arrays", () => {
  const tuple = { prefixItems: [{ type: "string" }, { type: "integer" }] };
  const withRef = (reference: string) => ({ ...tuple, properties: { r: { $ref: reference } } });

  test("an array index is a decimal without leading zeros, within the array", () => {
    expect(compile(withRef("#/prefixItems/1")).validate({ r: "x" }).map(String)).toEqual([
      "$.r: expected integer, got string",
    ]);
    for (const reference of [
      "#/prefixItems/01",
      "#/prefixItems/2",
      "#/prefixItems/-1",
      "#/prefixItems/x",
    ]) {
      expect(issuesOf(withRef(reference))).toEqual([nothing(reference)]);
    }
  });

  test("~1 is a slash and ~0 a tilde, read in that order", () => {
    const defs = { "a/b": { const: "slash" }, "a~1b": { const: "tilde one" } };
    const at = (reference: string) =>
      compile({ $defs: defs, $ref: reference }).validate(0).map(String);
    expect(at("#/$defs/a~1b")).toEqual(['$: expected "slash", got 0']);
    expect(at("#/$defs/a~01b")).toEqual(['$: expected "tilde one", got 0']);
  });

  test("only own properties, and no empty step past the end", () => {
    for (const reference of ["#/constructor", "#/properties/r/", "#/properties/toString"]) {
      expect(issuesOf({ properties: { r: { $ref: reference } } })).toEqual([nothing(reference)]);
    }
  });

  test("a pointer to something that is not a schema is read as a schema there", () => {
    expect(issuesOf({ required: ["a"], properties: { r: { $ref: "#/required" } } })).toEqual([
      "$.required: expected a schema object, got array",
    ]);
  });

  test("an index of two digits", () => {
    const items = Array.from({ length: 11 }, (_, index) => ({ const: index }));
    expect(
      compile({ prefixItems: items, properties: { r: { $ref: "#/prefixItems/10" } } })
        .validate({ r: 3 })
        .map(String),
    ).toEqual(["$.r: expected 10, got 3"]);
  });

  test("a node reached first through $ref is read at its own path", () => {
    expect(
      issuesOf({
        properties: { r: { $ref: "#/prefixItems/0" } },
        prefixItems: [{ minLength: -1 }],
      }),
    ).toEqual(["$.prefixItems[0].minLength: expected a non-negative integer, got -1"]);
  });
});
