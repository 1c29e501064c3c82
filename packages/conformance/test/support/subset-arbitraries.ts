import fc from "fast-check";

/** A subset schema as generated: a plain JSON object (own keys, `__proto__` included). */
export type GeneratedSchema = Record<string, unknown>;

/** A JSON instance as a tree, rendered to text so that numbers keep their spelling (`3.0`, `-0`). */
export type TextTree =
  | { readonly kind: "raw"; readonly text: string }
  | { readonly kind: "array"; readonly items: readonly TextTree[] }
  | { readonly kind: "object"; readonly entries: readonly (readonly [string, TextTree])[] };

/** Renders a tree as JSON text. */
export function render(tree: TextTree): string {
  if (tree.kind === "raw") return tree.text;
  if (tree.kind === "array") return `[${tree.items.map(render).join(",")}]`;
  return `{${tree.entries.map(([key, value]) => `${JSON.stringify(key)}:${render(value)}`).join(",")}}`;
}

const TYPES = ["null", "boolean", "integer", "number", "string", "array", "object"] as const;

/** Property names, including those an `in` check or an object literal would get wrong. */
const NAMES = ["a", "b", "city", "__proto__", "constructor", "toString", "a b", "0"] as const;

/** Linear-time patterns whose meaning depends on `u` mode, anchors and classes. */
const PATTERNS = [
  "^a",
  "b$",
  "[0-9]{2}",
  "^.$",
  "^.{2}$",
  "^\\p{L}+$",
  "\\d",
  "^\\w*$",
  "\\s",
  "😀",
  "^[^a]*$",
  "a|b",
  "^(ab)*$",
  ".",
  "^$",
  "[\\u{1F600}-\\u{1F64F}]",
  "^[a-z]+[0-9]?$",
  "x?y+",
  "\\bab",
  "[^\\d\\s]",
];

const STRINGS = [
  "",
  "a",
  "ab",
  "abc",
  "b",
  "ba",
  "12",
  "ab123cd",
  "😀",
  "😀😀",
  "a😀",
  "héllo",
  "he\u0301llo",
  "\ud800",
  "a\udc00",
  "\udc00\ud800",
  "\u00a0",
  "\ufeff",
  "É",
  "a\nb",
  "city",
  "__proto__",
  "xyy",
  "٣",
];

const NUMBERS = [
  0,
  -0,
  1,
  -1,
  2,
  2.5,
  3,
  7,
  8,
  0.5,
  1.5,
  100,
  -100,
  2 ** 53,
  2 ** 53 + 2,
  1e300,
  -1e-300,
];

/** A JSON value small enough for enum and const. */
const smallValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constantFrom(null, true, false),
    fc.constantFrom(...NUMBERS),
    fc.constantFrom(...STRINGS),
    fc.array(tie("value"), { maxLength: 3 }),
    fc
      .uniqueArray(fc.tuple(fc.constantFrom(...NAMES), tie("value")), {
        maxLength: 3,
        selector: ([key]) => key,
      })
      .map(ownObject),
  ),
})).value;

/** An object with exactly these own keys, `__proto__` included, as JSON.parse would make it. */
export function ownObject(
  entries: readonly (readonly [string, unknown])[],
): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    Object.defineProperty(object, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return object;
}

function ordered(schema: Record<string, unknown>, low: string, high: string): void {
  const a = schema[low];
  const b = schema[high];
  if (typeof a === "number" && typeof b === "number" && a > b) {
    schema[low] = b;
    schema[high] = a;
  }
}

/** Picks one to `most` of the keywords in `record` and generates only those. */
function someOf(
  record: Record<string, fc.Arbitrary<unknown>>,
  most: number,
): fc.Arbitrary<GeneratedSchema> {
  return fc
    .shuffledSubarray(Object.keys(record), { minLength: 1, maxLength: most })
    .chain((names) => {
      const chosen: Record<string, fc.Arbitrary<unknown>> = {};
      for (const name of names) chosen[name] = record[name] as fc.Arbitrary<unknown>;
      return fc.record(chosen).map((schema) => {
        const copy = { ...schema } as GeneratedSchema;
        ordered(copy, "minItems", "maxItems");
        ordered(copy, "minLength", "maxLength");
        ordered(copy, "minimum", "maximum");
        return copy;
      });
    });
}

/** A subset schema using any keyword, nested up to `depth` levels, small enough to compile fast. */
export function schemaArbitrary(depth: number): fc.Arbitrary<GeneratedSchema> {
  const count = fc.integer({ min: 0, max: 4 });
  const bound = fc.constantFrom(-1, 0, 1, 2, 2.5, 3, 7, 2 ** 53);
  const leaf: Record<string, fc.Arbitrary<unknown>> = {
    type: fc.oneof(
      fc.constantFrom(...TYPES),
      fc.uniqueArray(fc.constantFrom(...TYPES), { minLength: 1, maxLength: 3 }),
    ),
    enum: fc.array(smallValue, { minLength: 1, maxLength: 4 }),
    const: smallValue,
    required: fc.uniqueArray(fc.constantFrom(...NAMES), { maxLength: 3 }),
    minItems: count,
    maxItems: count,
    minLength: count,
    maxLength: count,
    pattern: fc.constantFrom(...PATTERNS),
    minimum: bound,
    maximum: bound,
    title: fc.constant("annotation"),
    default: smallValue,
  };
  if (depth <= 0) return someOf(leaf, 3);
  const child = schemaArbitrary(depth - 1);
  return fc.oneof(
    { weight: 1, arbitrary: someOf(leaf, 3) },
    {
      weight: 2,
      arbitrary: someOf(
        {
          type: leaf.type as fc.Arbitrary<unknown>,
          required: leaf.required as fc.Arbitrary<unknown>,
          properties: fc
            .uniqueArray(fc.tuple(fc.constantFrom(...NAMES), child), {
              maxLength: 2,
              selector: ([key]) => key,
            })
            .map(ownObject),
          additionalProperties: fc.oneof(fc.constant(false), child),
          items: child,
          anyOf: fc.array(child, { minLength: 1, maxLength: 2 }),
          minimum: bound,
          maxLength: count,
        },
        3,
      ),
    },
  );
}

function numberTexts(value: number): string[] {
  if (Object.is(value, -0)) return ["-0", "-0.0", "0"];
  if (!Number.isFinite(value)) return ["0"];
  const plain = JSON.stringify(value);
  if (Number.isInteger(value) && Math.abs(value) < 1e21) return [plain, `${plain}.0`, `${plain}e0`];
  return [plain];
}

/** JSON text for a value, with numbers spelt in one of their forms. */
function treeOf(value: unknown, pick: number): TextTree {
  if (typeof value === "number") {
    const texts = numberTexts(value);
    return { kind: "raw", text: texts[pick % texts.length] ?? "0" };
  }
  if (Array.isArray(value))
    return { kind: "array", items: value.map((item) => treeOf(item, pick)) };
  if (typeof value === "object" && value !== null) {
    return {
      kind: "object",
      entries: Object.keys(value).map(
        (key) => [key, treeOf((value as Record<string, unknown>)[key], pick)] as const,
      ),
    };
  }
  return { kind: "raw", text: JSON.stringify(value) ?? "null" };
}

const anyTree: fc.Arbitrary<TextTree> = fc.letrec<{ tree: TextTree }>((tie) => ({
  tree: fc.oneof(
    { depthSize: "small" },
    fc.tuple(smallValue, fc.nat()).map(([value, pick]) => treeOf(value, pick)),
    fc
      .string({ unit: "binary", maxLength: 4 })
      .map((text) => ({ kind: "raw", text: JSON.stringify(text) }) as const),
    fc.array(tie("tree"), { maxLength: 3 }).map((items) => ({ kind: "array", items }) as const),
  ),
})).tree;

function numbersNear(schema: GeneratedSchema): number[] {
  const out: number[] = [];
  for (const key of ["minimum", "maximum"]) {
    const bound = schema[key];
    if (typeof bound === "number") out.push(bound, bound - 1, bound + 1, bound - 0.5, bound + 0.5);
  }
  return out;
}

function stringsNear(schema: GeneratedSchema): string[] {
  const out: string[] = [];
  for (const key of ["minLength", "maxLength"]) {
    const bound = schema[key];
    if (typeof bound !== "number") continue;
    for (const length of [bound - 1, bound, bound + 1]) {
      if (length < 0) continue;
      out.push(
        "a".repeat(length),
        "😀".repeat(length),
        "é".repeat(length),
        "\ud800".repeat(length),
      );
    }
  }
  return out;
}

/** An instance aimed at `schema`: its enum values, its bounds plus and minus one, its property names. */
export function instanceArbitrary(schema: unknown, depth = 4): fc.Arbitrary<TextTree> {
  if (typeof schema !== "object" || schema === null || depth <= 0) return anyTree;
  const s = schema as GeneratedSchema;
  const options: fc.Arbitrary<TextTree>[] = [anyTree];
  const values: unknown[] = [...numbersNear(s), ...stringsNear(s)];
  if (Array.isArray(s.enum)) values.push(...s.enum);
  if (Object.hasOwn(s, "const")) values.push(s.const);
  if (values.length > 0) {
    options.push(
      fc.tuple(fc.constantFrom(...values), fc.nat()).map(([value, pick]) => treeOf(value, pick)),
    );
  }
  const properties = (
    typeof s.properties === "object" && s.properties !== null ? s.properties : {}
  ) as Record<string, unknown>;
  const required = Array.isArray(s.required) ? (s.required as string[]) : [];
  const keys = [...new Set([...Object.keys(properties), ...required, "x", "constructor"])];
  options.push(
    fc
      .uniqueArray(
        fc
          .constantFrom(...keys)
          .chain((key) =>
            instanceArbitrary(
              Object.hasOwn(properties, key) ? properties[key] : s.additionalProperties,
              depth - 1,
            ).map((value) => [key, value] as const),
          ),
        { maxLength: keys.length, selector: ([key]) => key },
      )
      .map((entries) => ({ kind: "object", entries }) as const),
  );
  const itemCount = [s.minItems, s.maxItems].filter((n): n is number => typeof n === "number");
  const maxLength = Math.min(5, Math.max(2, ...itemCount.map((n) => n + 1)));
  options.push(
    fc
      .array(instanceArbitrary(s.items, depth - 1), { maxLength })
      .map((items) => ({ kind: "array", items }) as const),
  );
  if (Array.isArray(s.anyOf)) {
    options.push(
      fc
        .constantFrom(...(s.anyOf as unknown[]))
        .chain((branch) => instanceArbitrary(branch, depth - 1)),
    );
  }
  return fc.oneof(...options);
}

/** A schema and several instances aimed at it. */
export function pairsArbitrary(
  perSchema: number,
): fc.Arbitrary<{ schema: GeneratedSchema; instances: TextTree[] }> {
  return schemaArbitrary(4).chain((schema) =>
    fc
      .array(instanceArbitrary(schema), { minLength: perSchema, maxLength: perSchema })
      .map((instances) => ({ schema, instances })),
  );
}
