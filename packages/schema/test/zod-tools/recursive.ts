import fc from "fast-check";
import * as z from "zod";
import * as z3 from "zod/v3";
import { finite, mostly, shape, word, wrongKind, type ZodTool } from "./zod-tool.js";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

interface Category {
  name: string;
  slug: string;
  children: Category[];
}

const category: z.ZodType<Category> = z.lazy(() =>
  z.object({
    name: z.string().min(1).max(80),
    slug: z.string().regex(SLUG),
    children: z.array(category).max(50),
  }),
);
const category3: z3.ZodType<Category> = z3.lazy(() =>
  z3.object({
    name: z3.string().min(1).max(80),
    slug: z3.string().regex(SLUG),
    children: z3.array(category3).max(50),
  }),
);

/** A chain of categories `depth` levels deep, the innermost one broken when `broken` is set. */
export function categoryChain(depth: number, broken = false): Category {
  let node: Category = { name: "leaf", slug: broken ? "Leaf" : "leaf", children: [] };
  for (let level = 1; level < depth; level++)
    node = { name: `level ${level}`, slug: `level-${level}`, children: [node] };
  return node;
}

const leaf = (slug: string) => ({ name: slug, slug, children: [] });

/** create_categories: a `z.lazy` category tree (zod 4: `$defs` and `$ref`; zod-to-json-schema: `"$ref": "#/properties/root"`). */
export const CREATE_CATEGORIES: ZodTool = {
  name: "create_categories",
  zod: z.object({ root: category, dryRun: z.boolean().optional() }),
  zod3: z3.object({ root: category3, dryRun: z3.boolean().optional() }),
  valid: [
    { root: leaf("garden") },
    {
      root: {
        name: "Garden",
        slug: "garden",
        children: [leaf("tools"), { ...leaf("seeds"), children: [leaf("herb-seeds")] }],
      },
      dryRun: true,
    },
    { root: categoryChain(200) },
  ],
  invalid: [
    { root: { name: "Garden", slug: "garden" } },
    { root: { name: "", slug: "garden", children: [] } },
    { root: { name: "Garden", slug: "Garden", children: [] } },
    {
      root: {
        name: "Garden",
        slug: "garden",
        children: [leaf("tools"), { name: "Seeds", slug: "seeds--x", children: [] }],
      },
    },
    {
      root: {
        name: "Garden",
        slug: "garden",
        children: [{ ...leaf("a"), children: [{ name: 1, slug: "b", children: [] }] }],
      },
    },
    { root: { name: "Garden", slug: "garden", children: Array(51).fill(leaf("x")) } },
    { root: { name: "Garden", slug: "garden", children: leaf("x") } },
    { root: categoryChain(200, true) },
    { root: leaf("garden"), dryRun: "no" },
    {},
  ],
  generated: shape({
    root: fc.letrec<{ node: unknown }>((tie) => ({
      node: mostly(
        shape(
          {
            name: mostly(fc.string({ minLength: 1, maxLength: 3 }), fc.constant(""), 30),
            slug: mostly(fc.stringMatching(SLUG), fc.constantFrom("", "A", "a--b", "-a"), 30),
            children: fc.array(tie("node"), { maxLength: 3, depthIdentifier: "tree" }),
          },
          { omit: 60 },
        ),
        wrongKind,
        30,
      ),
    })).node,
    dryRun: mostly(fc.boolean(), wrongKind),
  }),
};

const OPERATORS = ["add", "sub", "mul", "div"] as const;
const NAME = /^[a-z]\w*$/;

type Expression =
  | { op: "num"; value: number }
  | { op: "var"; name: string }
  | { op: (typeof OPERATORS)[number]; args: Expression[] }
  | { op: "neg"; arg: Expression };

const expression: z.ZodType<Expression> = z.lazy(() =>
  z.discriminatedUnion("op", [
    z.strictObject({ op: z.literal("num"), value: z.number() }),
    z.strictObject({ op: z.literal("var"), name: z.string().regex(NAME) }),
    z.strictObject({ op: z.enum(OPERATORS), args: z.array(expression).min(2).max(8) }),
    z.strictObject({ op: z.literal("neg"), arg: expression }),
  ]),
);
const expression3: z3.ZodType<Expression> = z3.lazy(() =>
  z3.discriminatedUnion("op", [
    z3.object({ op: z3.literal("num"), value: z3.number() }).strict(),
    z3.object({ op: z3.literal("var"), name: z3.string().regex(NAME) }).strict(),
    z3.object({ op: z3.enum(OPERATORS), args: z3.array(expression3).min(2).max(8) }).strict(),
    z3.object({ op: z3.literal("neg"), arg: expression3 }).strict(),
  ]),
);

const num = (value: number) => ({ op: "num", value });

/** evaluate_expression: recursion through a discriminated union (`oneOf` / `anyOf` of `$ref`s). */
export const EVALUATE_EXPRESSION: ZodTool = {
  name: "evaluate_expression",
  zod: z.object({ expression, precision: z.number().int().min(0).max(15).optional() }),
  zod3: z3.object({
    expression: expression3,
    precision: z3.number().int().min(0).max(15).optional(),
  }),
  valid: [
    { expression: num(1) },
    {
      expression: { op: "add", args: [num(1), { op: "neg", arg: { op: "var", name: "x_1" } }] },
      precision: 2,
    },
    {
      expression: { op: "div", args: [num(1), num(3), { op: "mul", args: [num(2), num(-0.5)] }] },
      precision: 15,
    },
  ],
  invalid: [
    { expression: { op: "num" } },
    { expression: { op: "num", value: "1" } },
    { expression: { op: "pow", args: [num(1), num(2)] } },
    { expression: { op: "add", args: [num(1)] } },
    { expression: { op: "add", args: Array(9).fill(num(1)) } },
    { expression: { op: "add", args: [num(1), { op: "var", name: "1x" }] } },
    { expression: { op: "neg", arg: { op: "neg", arg: { op: "num", value: 1, unit: "m" } } } },
    { expression: { op: "neg", args: [num(1), num(2)] } },
    { expression: num(1), precision: 16 },
    { expression: num(1), precision: 1.5 },
    { expression: null },
  ],
  generated: shape({
    expression: fc.letrec<{ node: unknown }>((tie) => ({
      node: fc.oneof(
        { depthSize: "small", maxDepth: 4, depthIdentifier: "expression" },
        shape(
          { op: mostly(fc.constant("num"), word), value: mostly(finite(), wrongKind) },
          { omit: 12 },
        ),
        shape(
          {
            op: fc.constant("var"),
            name: mostly(fc.stringMatching(NAME), fc.constantFrom("", "1x", "a-b")),
          },
          { omit: 12, extra: word },
        ),
        shape(
          {
            op: mostly(fc.constantFrom(...OPERATORS), fc.constantFrom("pow", "neg")),
            args: fc.array(tie("node"), { maxLength: 9, depthIdentifier: "expression" }),
          },
          { omit: 12 },
        ),
        shape({ op: fc.constant("neg"), arg: tie("node") }, { omit: 12 }),
      ),
    })).node,
    precision: fc.integer({ min: -1, max: 16 }),
  }),
};
