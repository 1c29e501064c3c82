import { describe, expect, test } from "vitest";
import { codesAndLines, issuesOf } from "../../test/issues-of-standard.js";
import { FORMAT_NAMES } from "../format/index.js";

describe("format: a known name, asserted", () => {
  test("its value: a format name string, and one of the known names", () => {
    expect(issuesOf({ format: 5 })).toEqual(["$.format: expected a format name string, got 5"]);
    expect(issuesOf({ format: "colour" })).toEqual([
      `$.format: unknown "format" "colour": the known formats are ${FORMAT_NAMES.join(", ")}`,
    ]);
    expect(FORMAT_NAMES).toContain("date-time");
  });

  test("a string format applies to strings only, with the format's code", () => {
    const schema = { format: "uuid" };
    expect(codesAndLines(schema, "not a uuid")).toEqual([
      ["format", '$: expected a UUID (RFC 9562), got "not a uuid"'],
    ]);
    expect(codesAndLines(schema, "123e4567-e89b-12d3-a456-426614174000")).toEqual([]);
    for (const value of [5, null, ["x"], { a: "x" }])
      expect(codesAndLines(schema, value)).toEqual([]);
  });

  test("a numeric format applies to numbers only", () => {
    const schema = { format: "int32" };
    expect(codesAndLines(schema, 2 ** 31)).toEqual([
      ["format", "$: expected a 32-bit integer (int32), got 2147483648"],
    ]);
    expect(codesAndLines(schema, -(2 ** 31))).toEqual([]);
    for (const value of ["2147483648", null, true])
      expect(codesAndLines(schema, value)).toEqual([]);
  });

  test("a string format's words describe it in anyOf; a numeric format's do not", () => {
    expect(codesAndLines({ anyOf: [{ format: "uuid" }, { type: "null" }] }, "x")).toEqual([
      ["anyOf", '$: "x" matches none of: a UUID (RFC 9562); null'],
    ]);
    expect(
      codesAndLines({ anyOf: [{ type: "number", format: "int32" }, { type: "null" }] }, "x"),
    ).toEqual([["anyOf", '$: "x" matches none of: a number; null']]);
  });

  test("a numeric format without a type is described by where it is", () => {
    expect(codesAndLines({ anyOf: [{ format: "int32" }, { type: "null" }] }, 2 ** 31)).toEqual([
      ["anyOf", "$: 2147483648 matches none of: a value matching the schema at $.anyOf[0]; null"],
    ]);
  });
});
