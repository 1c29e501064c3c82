import { describe, expect, test } from "vitest";
import { compile } from "../test/core.js";
import { addSlot, keywordCount, leafTable, slotPasses } from "./leaf-check.js";
import type { LinearPattern } from "./pattern/index.js";
import { emptySpec, type SchemaSpec } from "./schema-spec.js";

// The leaf table is a speed path: plain leaves are tested inline instead of through the node's
// closure. The answers are the closure's either way, so these tests pin which path each slot takes.

function spec(fields: Partial<SchemaSpec>): SchemaSpec {
  return { ...emptySpec(), ...fields };
}

/** A closure the slot must not call: an inline slot answers without it. */
function unused(): boolean {
  throw new Error("the inline slot called its closure");
}

/** A one-slot table for `node` whose closure must not be called. */
function inlineSlot(node: SchemaSpec): (item: unknown) => boolean {
  const table = leafTable();
  addSlot(table, node, unused);
  return (item) => slotPasses(table, 0, item);
}

/** A one-slot table for `node` whose closure answers `answer` and records the items it saw. */
function closureSlot(node: SchemaSpec, answer: boolean) {
  const seen: unknown[] = [];
  const table = leafTable();
  addSlot(table, node, (item) => {
    seen.push(item);
    return answer;
  });
  return { passes: (item: unknown) => slotPasses(table, 0, item), seen };
}

const pattern = {} as LinearPattern;

describe("keywordCount: one per keyword group, bounds and lengths not counted", () => {
  test("no keyword counts 0, bounds and lengths alone count 0", () => {
    expect(keywordCount(spec({}))).toBe(0);
    expect(keywordCount(spec({ minLength: 1, maxLength: 2, minimum: 0, maximum: 3 }))).toBe(0);
  });

  test.each<[string, Partial<SchemaSpec>]>([
    ["type", { types: ["string"] }],
    ["enum", { enumValues: [1] }],
    ["const", { hasConst: true, constValue: null }],
    ["properties", { properties: [{ name: "a", segment: ".a", schema: emptySpec() }] }],
    ["required", { required: ["a"] }],
    ["additionalProperties", { additional: false }],
    ["items", { items: emptySpec() }],
    ["minItems", { minItems: 1 }],
    ["maxItems", { maxItems: 1 }],
    ["pattern", { pattern }],
    ["anyOf", { anyOf: [emptySpec()] }],
  ])("%s alone counts 1", (_name, fields) => {
    expect(keywordCount(spec(fields))).toBe(1);
  });

  test("keywords of one group count once, every group counts", () => {
    expect(keywordCount(spec({ required: ["a"], additional: false }))).toBe(1);
    expect(keywordCount(spec({ items: emptySpec(), minItems: 1, maxItems: 2 }))).toBe(1);
    expect(keywordCount(spec({ pattern, anyOf: [emptySpec()] }))).toBe(1);
    const everything = spec({
      types: ["object"],
      enumValues: [1],
      hasConst: true,
      required: ["a"],
      items: emptySpec(),
      pattern,
    });
    expect(keywordCount(everything)).toBe(6);
  });
});

describe("slotPasses: plain leaves are tested inline", () => {
  test("a string with length bounds", () => {
    const passes = inlineSlot(spec({ types: ["string"], minLength: 2, maxLength: 3 }));
    expect([passes("ab"), passes("abc"), passes("😀😀😀")]).toEqual([true, true, true]);
    expect([passes("a"), passes("abcd"), passes("😀"), passes(2)]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  test("a string without bounds", () => {
    const passes = inlineSlot(spec({ types: ["string"] }));
    expect([passes(""), passes("x".repeat(1000)), passes(null)]).toEqual([true, true, false]);
  });

  test("an integer with bounds", () => {
    const passes = inlineSlot(spec({ types: ["integer"], minimum: -1, maximum: 1 }));
    expect([passes(-1), passes(1), passes(0)]).toEqual([true, true, true]);
    expect([passes(-2), passes(2), passes(0.5), passes("0")]).toEqual([false, false, false, false]);
  });

  test("a number with bounds", () => {
    const passes = inlineSlot(spec({ types: ["number"], minimum: 0.5, maximum: 1.5 }));
    expect([passes(0.5), passes(1.5), passes(1)]).toEqual([true, true, true]);
    expect([passes(0.4), passes(1.6), passes(Number.NaN), passes("1")]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  test("a boolean and a null", () => {
    const boolean = inlineSlot(spec({ types: ["boolean"] }));
    expect([boolean(true), boolean(false), boolean(0)]).toEqual([true, true, false]);
    const nothing = inlineSlot(spec({ types: ["null"] }));
    expect([nothing(null), nothing(undefined), nothing(0)]).toEqual([true, false, false]);
  });

  test("a small enum of scalars, null among them", () => {
    const passes = inlineSlot(spec({ enumValues: ["a", 1, null, false] }));
    expect([passes("a"), passes(1), passes(null), passes(false)]).toEqual([true, true, true, true]);
    expect([passes("b"), passes(0), passes(undefined), passes(true)]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  test("a large enum of scalars", () => {
    const passes = inlineSlot(spec({ enumValues: ["a", "b", "c", "d", "e", 1] }));
    expect([passes("a"), passes("e"), passes(1)]).toEqual([true, true, true]);
    expect([passes("f"), passes(2), passes(null)]).toEqual([false, false, false]);
  });

  test("a scalar const and a null const", () => {
    const x = inlineSlot(spec({ hasConst: true, constValue: "x" }));
    expect([x("x"), x("y"), x(null)]).toEqual([true, false, false]);
    const nothing = inlineSlot(spec({ hasConst: true, constValue: null }));
    expect([nothing(null), nothing("null"), nothing(undefined)]).toEqual([true, false, false]);
  });
});

describe("addSlot: up to four distinct enum values are compared with ===, more go in a Set", () => {
  function tableFor(enumValues: SchemaSpec["enumValues"]) {
    const table = leafTable();
    addSlot(table, spec({ enumValues }), unused);
    return table;
  }

  test("four values: compared in a loop, no Set", () => {
    const table = tableFor([1, 2, 3, 4]);
    expect(table.sets[0]).toBeUndefined();
    expect(table.constants[0]).toEqual([1, 2, 3, 4]);
  });

  test("repeated values count once", () => {
    const table = tableFor([1, 1, 2, 2, 3, 3, 4, 4]);
    expect(table.sets[0]).toBeUndefined();
    expect(table.constants[0]).toEqual([1, 2, 3, 4]);
  });

  test("five values: a Set", () => {
    const table = tableFor([1, 2, 3, 4, 5]);
    expect(table.sets[0]).toEqual(new Set([1, 2, 3, 4, 5]));
  });
});

describe("slotPasses: every other node goes through its closure", () => {
  test.each<[string, Partial<SchemaSpec>, unknown]>([
    ["no keyword", {}, 1],
    ["a string with a pattern", { types: ["string"], pattern }, "a"],
    ["a type list", { types: ["string", "null"] }, "a"],
    ["an object", { types: ["object"] }, {}],
    ["an array", { types: ["array"] }, []],
    ["a type and an enum", { types: ["string"], enumValues: ["a"] }, "a"],
    ["an enum holding an object", { enumValues: ["a", { b: 1 }] }, "a"],
    ["an enum with a length bound", { enumValues: ["a"], minLength: 1 }, "a"],
    ["an enum with a numeric bound", { enumValues: [1], maximum: 2 }, 1],
    ["an object const", { hasConst: true, constValue: { a: 1 } }, { a: 1 }],
    ["a const with a bound", { hasConst: true, constValue: 1, minimum: 0 }, 1],
    ["anyOf", { anyOf: [emptySpec()] }, 1],
  ])("%s", (_name, fields, item) => {
    // The closure refuses what an inline test of the same keywords would accept.
    const slot = closureSlot(spec(fields), false);
    expect(slot.passes(item)).toBe(false);
    expect(slot.seen).toEqual([item]);
  });

  test("slots of one table keep their own kinds", () => {
    const table = leafTable();
    addSlot(table, spec({ types: ["integer"] }), unused);
    addSlot(table, spec({ types: ["array"] }), (item) => Array.isArray(item) && item.length > 1);
    addSlot(table, spec({ enumValues: ["a"] }), unused);
    expect([slotPasses(table, 0, 3), slotPasses(table, 1, [1]), slotPasses(table, 2, "a")]).toEqual(
      [true, false, true],
    );
    expect(slotPasses(table, 1, [1, 2])).toBe(true);
  });
});

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
