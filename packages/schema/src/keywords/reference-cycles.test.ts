import { describe, expect, test } from "vitest";
import { issuesOf } from "../../test/issues-of-standard.js";

const never = "never reaches a keyword that consumes input: validation would never end";

describe("findReferenceCycles reports each cycle once", () => {
  test("a cycle reached first from another node is not walked again from its own start", () => {
    // The walk from the root reaches $defs.x through allOf[0] and finds x's cycle; x and
    // allOf[0] come up again later as starts of their own.
    expect(
      issuesOf({ allOf: [{ $ref: "#/$defs/x" }], $defs: { x: { $ref: "#/$defs/x" } } }),
    ).toEqual([`$.$defs.x: reference cycle back to $.$defs.x ${never}`]);
  });

  test("two cycles, one issue each", () => {
    expect(
      issuesOf({
        $defs: { a: { $ref: "#/$defs/a" }, b: { allOf: [{ $ref: "#/$defs/b" }] } },
        oneOf: [{ $ref: "#/$defs/a" }, { $ref: "#/$defs/b" }],
      }),
    ).toEqual([
      `$.$defs.a: reference cycle back to $.$defs.a ${never}`,
      `$.$defs.b.allOf[0]: reference cycle back to $.$defs.b ${never}`,
    ]);
  });
});
