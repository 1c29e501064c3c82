import { describe, expect, test } from "vitest";
import { atEveryDepth } from "../../test/full-stack.js";
import { issuesOf } from "../../test/issues-of-standard.js";
import { compile, MAX_REFERENCE_DEPTH } from "../index.js";

// What z.lazy exports for a category tree: a recursive $ref into $defs.
const CATEGORY = {
  $defs: {
    Category: {
      type: "object",
      properties: {
        name: { type: "string" },
        children: { type: "array", items: { $ref: "#/$defs/Category" } },
      },
      required: ["name", "children"],
      additionalProperties: false,
    },
  },
  $ref: "#/$defs/Category",
};

function tree(levels: number, leaf: unknown = { name: "leaf", children: [] }): unknown {
  let node = leaf;
  for (let level = 1; level < levels; level++) node = { name: `level ${level}`, children: [node] };
  return node;
}

// First in this file: the first validation of a fresh module, so that a "the stack ran out"
// flag that starts set (it must start clear) would show here.
describe("a value that changes while it is read", () => {
  test("is unreadable, not too deep, from the first validation on", () => {
    let reads = 0;
    const value = {
      get name(): unknown {
        reads += 1;
        return reads === 1 ? 1 : "now a string";
      },
    };
    const errors = compile({ properties: { name: { type: "string" } } }).validate(value);
    expect(errors.map((error) => ({ ...error }))).toEqual([
      {
        code: "unreadable_value",
        path: "$",
        message: "value changed while it was being validated",
      },
    ]);
  });
});

describe("$ref resolves at compile into the compiled graph", () => {
  test("a recursive tree 1,000 levels deep validates, through values and JSON text", () => {
    const schema = compile(CATEGORY);
    expect(schema.validate(tree(1_000))).toEqual([]);
    expect(schema.validateJSON(JSON.stringify(tree(1_000)))).toEqual([]);
  });

  test("an error deep in the tree has its full path", () => {
    const errors = compile(CATEGORY).validate(tree(3, { name: 5, children: [] }));
    expect(errors.map(String)).toEqual([
      "$.children[0].children[0].name: expected string, got integer",
    ]);
  });

  test("100,000 levels give one error that says which limit, never a throw", () => {
    const errors = compile(CATEGORY).validate(tree(100_000));
    expect(errors).toHaveLength(1);
    const [error] = errors;
    expect(error?.code).toBe("too_deep");
    expect(error?.path.startsWith("$.children[0].children[0]")).toBe(true);
    // The limit, or (on a small stack) the stack, named with how far it got.
    expect(error?.message).toMatch(
      new RegExp(
        `^value nests (deeper than ${MAX_REFERENCE_DEPTH} references, over the limit|too deeply to validate: the call stack ran out after [0-9]+ references)$`,
      ),
    );
    // The count is back to zero afterwards: the next value validates as before.
    expect(compile(CATEGORY).validate(tree(1_000))).toEqual([]);
  });

  test("a call stack that runs out anywhere gives too_deep, never another error", () => {
    const schema = compile(CATEGORY);
    const value = tree(300);
    // Validate from ever deeper in the stack, so that it runs out at every kind of place: in a
    // check, a collector, their handlers, a node built at its first use. At the limit V8 throws
    // other errors too (a SyntaxError, "undefined is not a function"): none may pass for an
    // unreadable value.
    const answers = new Set<string>();
    let ranOutRuns = 0;
    // Each run that runs out costs many thrown errors (every level's collector checks again):
    // a few dozen of them are enough.
    atEveryDepth(10, () => {
      const errors = schema.validate(value);
      if (errors.length > 0) ranOutRuns += 1;
      answers.add(errors.map((error) => `${error.code}: ${error.message}`).join("; "));
      return ranOutRuns >= 12;
    });
    const ranOut = [...answers].filter((answer) => answer !== "");
    expect(answers).toContain("");
    expect(ranOut.length).toBeGreaterThan(0);
    for (const answer of ranOut) {
      expect(answer).toMatch(
        /^too_deep: value nests too deeply to validate: the call stack ran out( after [0-9]+ references)?$/,
      );
    }
    // And the schema still answers as before.
    expect(schema.validate(value)).toEqual([]);
    expect(schema.validate(tree(3, { name: 5, children: [] })).map(String)).toEqual([
      "$.children[0].children[0].name: expected string, got integer",
    ]);
  });

  test("the root, a property, definitions and escaped pointers are reachable", () => {
    expect(
      compile({ properties: { a: { type: "integer" }, b: { $ref: "#/properties/a" } } })
        .validate({ b: "x" })
        .map(String),
    ).toEqual(["$.b: expected integer, got string"]);
    expect(
      compile({ definitions: { "a/b~c d": { const: 1 } }, $ref: "#/definitions/a~1b~0c%20d" })
        .validate(2)
        .map(String),
    ).toEqual(["$: expected 1, got 2"]);
    expect(
      compile({ properties: { next: { $ref: "#" } }, required: ["id"] })
        .validate({ id: 1, next: { next: {} } })
        .map(String),
    ).toEqual([
      '$.next: missing required property "id"',
      '$.next.next: missing required property "id"',
    ]);
  });

  test("siblings of $ref apply too, as in 2020-12", () => {
    const schema = compile({ $defs: { n: { type: "integer" } }, $ref: "#/$defs/n", minimum: 3 });
    expect(schema.validate(2).map(String)).toEqual(["$: expected a number >= 3, got 2"]);
    expect(schema.validate(2.5).length).toBeGreaterThan(0);
  });
});

describe("$ref that compile refuses", () => {
  test.each([
    [
      { $ref: "#" },
      "$: reference cycle back to $ never reaches a keyword that consumes input: validation would never end",
    ],
    [
      { anyOf: [{ type: "string" }, { $ref: "#" }] },
      "$.anyOf[1]: reference cycle back to $ never reaches a keyword that consumes input: validation would never end",
    ],
    [
      {
        $defs: { a: { $ref: "#/$defs/b" }, b: { not: { $ref: "#/$defs/a" } } },
        items: { $ref: "#/$defs/a" },
      },
      "$.$defs.b.not: reference cycle back to $.$defs.a never reaches a keyword that consumes input: validation would never end",
    ],
    [
      { $ref: "#/$defs/missing" },
      '$.$ref: "$ref" "#/$defs/missing" is refused: it points to nothing in this schema',
    ],
    [
      { $ref: "https://example.com/s.json" },
      '$.$ref: "$ref" "https://example.com/s.json" is refused: only a JSON pointer into the same document ("#", "#/$defs/name") is supported',
    ],
    [
      { $ref: "#node" },
      '$.$ref: "$ref" "#node" is refused: a plain-name fragment needs $anchor, which is not supported: use "#/$defs/name"',
    ],
    [{ $ref: "#/%zz" }, '$.$ref: "$ref" "#/%zz" is refused: its percent-encoding is malformed'],
    [{ $ref: 5 }, "$.$ref: expected a string, got 5"],
  ])("%j", (schema, line) => {
    expect(issuesOf(schema)).toEqual([line]);
  });

  test("a cycle through an input-consuming keyword is allowed", () => {
    expect(() => compile({ items: { $ref: "#" } })).not.toThrow();
    expect(() => compile({ properties: { a: { allOf: [{ $ref: "#" }] } } })).not.toThrow();
  });

  test("a problem inside a $defs entry is reported once, at its own place", () => {
    expect(
      issuesOf({
        $defs: { a: { type: "nope" } },
        properties: { x: { $ref: "#/$defs/a" }, y: { $ref: "#/$defs/a" } },
      }),
    ).toEqual([
      '$.$defs.a.type: unknown type "nope", expected one of "array", "boolean", "integer", "null", "number", "object", "string"',
    ]);
  });
});

describe("how deep references are followed", () => {
  // Arrays nested `levels` deep: the root's $ref and one per level below follow `levels` references.
  // Compiled inside the test: code run while tests are collected counts as static for Stryker.
  const schema = () =>
    compile({
      $defs: { a: { type: "array", items: { $ref: "#/$defs/a" } } },
      $ref: "#/$defs/a",
    });
  const nested = (levels: number) => {
    let value: unknown = [];
    for (let level = 1; level < levels; level++) value = [value];
    return value;
  };

  test("MAX_REFERENCE_DEPTH references are followed, one more is over the limit", () => {
    expect(schema().validate(nested(MAX_REFERENCE_DEPTH))).toEqual([]);
    expect(
      schema()
        .validate(nested(MAX_REFERENCE_DEPTH + 1))
        .map((error) => ({ ...error })),
    ).toEqual([
      {
        code: "too_deep",
        path: `$${"[0]".repeat(MAX_REFERENCE_DEPTH)}`,
        message: `value nests deeper than ${MAX_REFERENCE_DEPTH} references, over the limit`,
      },
    ]);
  });
});

describe("errors thrown while reading a value through $ref", () => {
  // The getter is read inside the $ref's own check and collector (the target's properties).
  const schema = () =>
    compile({
      $defs: { person: { type: "object", properties: { first: { type: "string" } } } },
      properties: { who: { $ref: "#/$defs/person" } },
    });

  test("a RangeError that is not the call stack's is an unreadable value", () => {
    const who = {
      get first(): string {
        throw new RangeError("no such range");
      },
    };
    const errors = schema().validate({ who });
    expect(errors.map((error) => error.code)).toEqual(["unreadable_value"]);
    expect(errors.map((error) => error.message)[0]).toMatch(/no such range/);
  });

  test("a value that throws only when collected is unreadable, with the error's words", () => {
    // Read by the checks (the root's, then the property's, which pass it to its collector)
    // as 1, then it throws: inside the $ref's collector.
    let reads = 0;
    const who = {
      get first(): unknown {
        reads += 1;
        if (reads <= 2) return 1;
        throw new TypeError("a later read");
      },
    };
    const errors = schema().validate({ who });
    expect(errors.map((error) => error.code)).toEqual(["unreadable_value"]);
    expect(errors.map((error) => error.message)[0]).toMatch(/a later read/);
  });

  test("a value that throws once is unreadable, not too deep", () => {
    let reads = 0;
    const who = {
      get first(): string {
        reads += 1;
        if (reads === 1) throw new TypeError("first read");
        return "ok";
      },
    };
    const errors = schema().validate({ who });
    expect(errors.map((error) => error.code)).toEqual(["unreadable_value"]);
    expect(errors.map((error) => error.message)[0]).toMatch(/first read/);
  });
});
