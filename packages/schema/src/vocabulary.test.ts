import { describe, expect, test } from "vitest";
import { issuesOf } from "../test/issues-of-standard.js";
import { compile, type SchemaError } from "./index.js";
import { closestKeyword, KEYWORDS } from "./vocabulary.js";

function coreRefusal(schema: unknown): SchemaError {
  try {
    compile(schema, { vocabulary: "core" });
  } catch (error) {
    return error as SchemaError;
  }
  throw new Error("compiled");
}

describe("the vocabulary option", () => {
  test("standard is the default; core refuses what standard has, with a hint that says how to turn it on", () => {
    expect(() => compile({ uniqueItems: true })).not.toThrow();
    const error = coreRefusal({ properties: { tags: { uniqueItems: true } } });
    expect(error.issues).toEqual([
      {
        path: "$.properties.tags",
        message: 'unsupported keyword "uniqueItems"',
        hint: 'the standard vocabulary has "uniqueItems": compile without vocabulary: "core" (standard is the default)',
      },
    ]);
    expect(coreRefusal({ additionalItems: {} }).issues[0]?.hint).toBe(
      'the standard vocabulary has "additionalItems" under a draft-07 root "$schema": compile without vocabulary: "core" (standard is the default)',
    );
    // A keyword neither vocabulary has gets no hint.
    expect(coreRefusal({ typo: 1 }).issues[0]?.hint).toBeUndefined();
  });

  test("an unknown vocabulary is refused", () => {
    expect(() => compile({}, { vocabulary: "full" as "core" })).toThrow(
      '$: unknown vocabulary "full", expected "standard" or "core"',
    );
  });

  test("a name every object inherits, or a value that is no name, is an unknown vocabulary too", () => {
    for (const name of ["toString", "constructor", "__proto__", "hasOwnProperty"]) {
      expect(() => compile({}, { vocabulary: name as "core" })).toThrow(
        `$: unknown vocabulary "${name}", expected "standard" or "core"`,
      );
    }
    expect(() => compile({}, { vocabulary: 7 as unknown as "core" })).toThrow(
      '$: unknown vocabulary 7, expected "standard" or "core"',
    );
    // A list whose text is a name is still no name, and is shown as what it is.
    expect(() => compile({}, { vocabulary: ["core"] as unknown as "core" })).toThrow(
      '$: unknown vocabulary ["core"], expected "standard" or "core"',
    );
  });

  test("core keywords are in both; the table says where each keyword lives", () => {
    expect(KEYWORDS.get("type")?.home).toBe("core");
    expect(KEYWORDS.get("oneOf")?.home).toBe("standard");
    expect(KEYWORDS.get("dependencies")?.home).toBe("draft-07");
  });
});

describe("still refused in standard, naming the keyword", () => {
  test.each([
    [
      "nullable",
      'use a type list with "null" (type: ["string", "null"]) or anyOf with {"type": "null"}',
    ],
    ["optional", 'a property is optional when "required" does not list it'],
    ["unevaluatedProperties", "use additionalProperties or patternProperties"],
    ["unevaluatedItems", "use items after prefixItems"],
    ["$id", 'only "$ref" to a JSON pointer into the same document ("#/$defs/name") is supported'],
    [
      "$anchor",
      'only "$ref" to a JSON pointer into the same document ("#/$defs/name") is supported',
    ],
    ["$dynamicRef", 'use "$ref" to a JSON pointer into the same document'],
    ["$vocabulary", "the vocabulary is chosen by compile's vocabulary option"],
    ["exclusiveMin", 'did you mean "exclusiveMinimum"?'],
    ["minlength", 'did you mean "minLength"?'],
    ["propertyName", 'did you mean "propertyNames"?'],
  ])("%s", (keyword, hint) => {
    expect(issuesOf({ [keyword]: true })).toEqual([
      `$: unsupported keyword ${JSON.stringify(keyword)}: ${hint}`,
    ]);
  });

  // Each expected name is worked out by hand (Levenshtein distance, lower-cased), not read off
  // the code: the first known name, in SPEC 4.5's order, at the smallest distance, which is at
  // most 2 and at most one edit for every two letters of the shorter name.
  test.each([
    // One substitution (n for m); no other name is within one edit.
    ["minimun", "minimum"],
    // Two substitutions in four letters, the most a four-letter name allows.
    ["tpye", "type"],
    // Two substitutions (the swapped "ri"); dropping the last letter ("requrie") would be 3 away.
    ["requried", "required"],
    // Five letters are enough for a prefix: "descr" starts "description", and no name is
    // within two edits of it (the nearest, "enum", "$defs" and "else", are 4 away).
    ["descr", "description"],
    // Four letters are not: "cont" starts "contains", but one insertion (s) makes it "const".
    ["cont", "const"],
  ])("a near miss %s: did you mean %s?", (keyword, near) => {
    expect(issuesOf({ [keyword]: true })).toEqual([
      `$: unsupported keyword ${JSON.stringify(keyword)}: did you mean ${JSON.stringify(near)}?`,
    ]);
  });

  // Two edits are too many for a name of two or three letters: each of these was once answered
  // with the name after the dash, which shares at most one letter with it.
  test.each([
    ["min", "if: drop m, n for f"],
    ["len", "then: add t, l for h"],
    ["unit", "not: drop u, i for o"],
  ])("a short name two edits away gets no guess: %s (%s)", (keyword) => {
    expect(issuesOf({ [keyword]: true })).toEqual([
      `$: unsupported keyword ${JSON.stringify(keyword)}`,
    ]);
  });

  test("a keyword far from every known one gets no guess", () => {
    expect(issuesOf({ "x-internal": true })).toEqual(['$: unsupported keyword "x-internal"']);
    expect(closestKeyword("zzzzzzzzzz")).toBeUndefined();
  });

  test("draft-07 forms only under a draft-07 root $schema", () => {
    const tuple = { items: [{ type: "integer" }], additionalItems: false };
    expect(issuesOf(tuple)).toEqual([
      '$: unsupported keyword "additionalItems": it is the draft-07 form; use prefixItems with items, or a draft-07 root "$schema"',
      '$.items: items as an array is the draft-07 tuple form: use prefixItems, or a draft-07 root "$schema"',
    ]);
    expect(issuesOf({ dependencies: { a: ["b"] } })).toEqual([
      '$: unsupported keyword "dependencies": it is the draft-07 form; use dependentRequired or dependentSchemas, or a draft-07 root "$schema"',
    ]);
    const draft7 = compile({
      $schema: "http://json-schema.org/draft-07/schema#",
      ...tuple,
      dependencies: { a: ["b"], c: { required: ["d"] } },
    });
    expect(draft7.validate([1]).map(String)).toEqual([]);
    expect(draft7.validate([1, 2]).map(String)).toEqual([
      "$[1]: 2 is not allowed here: the schema is false",
    ]);
    expect(draft7.validate({ a: 1, c: 2 }).map(String)).toEqual([
      '$: missing property "b", required when "a" is present',
      '$: missing required property "d"',
    ]);
  });

  test("a draft-04 boolean exclusiveMinimum says what to write instead", () => {
    expect(issuesOf({ minimum: 0, exclusiveMinimum: true })).toEqual([
      "$.exclusiveMinimum: expected a number, got true: the boolean form is draft-04's; write the bound itself, as in exclusiveMinimum: 0",
    ]);
  });
});

describe("boolean schemas", () => {
  test("true is any value, false none; additionalProperties: true is the same as leaving it out", () => {
    expect(compile(true).validate({ any: [1] })).toEqual([]);
    expect(compile(false).validate(1).map(String)).toEqual([
      "$: 1 is not allowed here: the schema is false",
    ]);
    const open = compile({
      type: "object",
      properties: { a: { type: "string" } },
      additionalProperties: true,
    });
    expect(open.validate({ a: "x", b: 1 })).toEqual([]);
    expect(
      compile({ properties: { a: false, b: true } })
        .validate({ a: 1, b: 2 })
        .map(String),
    ).toEqual(["$.a: 1 is not allowed here: the schema is false"]);
  });
});
