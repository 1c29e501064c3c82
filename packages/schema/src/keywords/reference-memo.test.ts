import { Ajv2020 } from "ajv/dist/2020.js";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { compile } from "../index.js";
import { MEMO_AFTER } from "./reference-memo.js";

// Work is counted, never timed: every read of an element or property of the value goes through
// a proxy that counts it, so a validator that judges the same (subschema, value) pair again and
// again shows up as reads.
function counted<T>(value: T, reads: { count: number }): T {
  if (typeof value !== "object" || value === null) return value;
  const wrapped = Array.isArray(value)
    ? value.map((item) => counted(item, reads))
    : Object.fromEntries(Object.entries(value).map(([key, item]) => [key, counted(item, reads)]));
  return new Proxy(wrapped, {
    get(target, key, receiver) {
      if (typeof key === "string" && Object.hasOwn(target, key)) reads.count += 1;
      return Reflect.get(target, key, receiver);
    },
  }) as T;
}

type Combinator = "anyOf" | "oneOf" | "allOf" | "if";

/** `levels` $defs, each two references to the next (issue 27's 1.5 KB schema at 40 levels). */
function chain(levels: number, combinator: Combinator): Record<string, unknown> {
  const defs: Record<string, unknown> = {};
  for (let level = 0; level < levels; level++) {
    const next =
      level + 1 < levels
        ? { $ref: `#/$defs/d${level + 1}` }
        : { type: "object", properties: { a: { type: "integer" } } };
    const other = level + 1 < levels ? next : { required: ["b"] };
    defs[`d${level}`] =
      combinator === "if"
        ? // biome-ignore lint/suspicious/noThenProperty: "then" is a JSON Schema keyword here
          { if: next, then: other, else: other }
        : { [combinator]: [next, other] };
  }
  return { $defs: defs, $ref: "#/$defs/d0" };
}

describe("a chain of $defs, each two references to the next", () => {
  for (const combinator of ["anyOf", "oneOf", "allOf", "if"] as const) {
    test(`${combinator}: the work grows linearly with the levels, not doubling per level`, () => {
      const work = [20, 40, 80].map((levels) => {
        const schema = compile(chain(levels, combinator));
        const reads = { count: 0 };
        schema.validate(counted({ a: "x" }, reads));
        return reads.count;
      });
      // Without the memo 40 levels read about 2^40 times; the memo starts after MEMO_AFTER
      // references, then each level costs a few reads.
      expect(work[2]).toBeLessThan(MEMO_AFTER + 80 * 8);
      expect((work[2] as number) / Math.max(work[1] as number, 1)).toBeLessThan(3);
    });
  }

  test("allOf: 20 levels give two errors, not a million", () => {
    const errors = compile(chain(20, "allOf")).validate({ a: "x" });
    expect(errors.map(String)).toEqual([
      '$: missing required property "b"',
      "$.a: expected integer, got string",
    ]);
  });
});

describe("overlapping recursive alternatives over nested arrays", () => {
  const schema = compile({
    $defs: {
      a: {
        anyOf: [
          { type: "array", items: { $ref: "#/$defs/a" } },
          { type: "array", maxItems: 5, items: { $ref: "#/$defs/a" } },
          { type: "integer" },
        ],
      },
    },
    $ref: "#/$defs/a",
  });

  function nested(levels: number, leaf: unknown): unknown {
    let value = leaf;
    for (let level = 0; level < levels; level++) value = [value];
    return value;
  }

  test("a refused value reads each level a bounded number of times (25 levels took 18 s)", () => {
    const work = [50, 100].map((levels) => {
      const reads = { count: 0 };
      expect(schema.validate(counted(nested(levels, "x"), reads))).toHaveLength(1);
      return reads.count;
    });
    expect(work[0]).toBeLessThan(2 * MEMO_AFTER + 50 * 20);
    expect((work[1] as number) / (work[0] as number)).toBeLessThan(2.5);
  });

  test("1,000 levels are judged, valid and refused", () => {
    expect(schema.validate(nested(1000, 1))).toEqual([]);
    expect(schema.validate(nested(1000, "x"))).toHaveLength(1);
  });
});

// Random DAGs of $refs under the applicators: the verdict agrees with Ajv's, and the reads stay
// within a polynomial of the schema's and the value's sizes.
const applicator = fc.constantFrom<Combinator | "not" | "items">(
  "anyOf",
  "oneOf",
  "allOf",
  "if",
  "not",
  "items",
);
const dag = fc
  .integer({ min: 2, max: 14 })
  .chain((size) =>
    fc.tuple(
      fc.constant(size),
      fc.array(fc.tuple(applicator, fc.nat(), fc.nat()), { minLength: size, maxLength: size }),
    ),
  )
  .map(([size, nodes]) => {
    const defs: Record<string, unknown> = {};
    nodes.forEach(([kind, first, second], index) => {
      const target = (pick: number) =>
        index + 1 < size
          ? { $ref: `#/$defs/d${index + 1 + (pick % (size - index - 1))}` }
          : { type: "integer", minimum: pick % 3 };
      const [left, right] = [target(first), target(second)];
      if (kind === "not") defs[`d${index}`] = { not: left };
      else if (kind === "items")
        defs[`d${index}`] = { anyOf: [{ type: "integer" }, { type: "array", items: left }] };
      // biome-ignore lint/suspicious/noThenProperty: "then" is a JSON Schema keyword here
      else if (kind === "if") defs[`d${index}`] = { if: left, then: right, else: left };
      else defs[`d${index}`] = { [kind]: [left, right] };
    });
    return { size, schema: { $defs: defs, $ref: "#/$defs/d0" } };
  });
const value = fc
  .tuple(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: -1, max: 3 }))
  .map(([depth, leaf]) => {
    let nested: unknown = leaf;
    for (let level = 0; level < depth; level++) nested = [nested];
    return { depth, nested };
  });

test("random $ref DAGs: Ajv's verdict, polynomial work", () => {
  const ajv = new Ajv2020({ strict: false });
  fc.assert(
    fc.property(dag, value, ({ size, schema }, { depth, nested }) => {
      const compiled = compile(schema);
      const reads = { count: 0 };
      const errors = compiled.validate(counted(nested, reads));
      expect(reads.count).toBeLessThanOrEqual(MEMO_AFTER + 16 * size * (depth + 1));
      // Ajv's validator is exponential on the same DAGs: only shallow values are compared.
      if (depth <= 6) expect(errors.length === 0).toBe(ajv.validate(schema, nested));
    }),
    { numRuns: 150 },
  );
});

test("a validation stops collecting past 1,000 errors and says so first", () => {
  const schema = compile({ type: "array", items: { type: "string" } });
  const reads = { count: 0 };
  const errors = schema.validate(
    counted(
      Array.from({ length: 100_000 }, (_, index) => index),
      reads,
    ),
  );
  expect(errors).toHaveLength(1001);
  expect(String(errors[0])).toBe("$: more than 1000 errors: the first 1000 found are listed");
  expect(String(errors[1])).toBe("$[0]: expected string, got integer");
  // The first 1,000 found, not the first 1,000 paths in text order ($[1000] before $[9]).
  expect(errors.slice(1).map((error) => error.path)).toEqual(
    Array.from({ length: 1000 }, (_, index) => `$[${index}]`).sort(),
  );
  // The check stops at the first element; the collector at the limit.
  expect(reads.count).toBeLessThan(1100);
});

test("exactly 1,000 errors are all listed, with no limit error", () => {
  const schema = compile({ type: "array", items: { type: "string" } });
  const errors = schema.validate(Array.from({ length: 1000 }, (_, index) => index));
  expect(errors).toHaveLength(1000);
  expect(errors[0]?.code).toBe("type");
});

test("an object with 100,000 unexpected properties stops at the limit, required still judged", () => {
  const schema = compile({
    type: "object",
    properties: { last: { type: "string" }, missing: { type: "string" } },
    required: ["last", "missing"],
    additionalProperties: false,
  });
  const value: Record<string, unknown> = {};
  for (let index = 0; index < 100_000; index++) value[`k${index}`] = index;
  value.last = "present";
  const errors = schema.validate(value);
  expect(errors).toHaveLength(1001);
  expect(errors.map(String)).toContain('$: missing required property "missing"');
  expect(errors.map(String)).not.toContain('$: missing required property "last"');
});
