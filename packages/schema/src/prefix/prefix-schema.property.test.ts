import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { compile, type Schema } from "../index.js";
import { type PrefixJudgement, prefixSchema } from "./prefix-schema.js";

// Random schemas of the standard vocabulary: the keywords the prefix judge reads, and others it
// must leave alone (anyOf, oneOf, not, patternProperties, multipleOf, format, $ref, ...).
const keys = fc.constantFrom("a", "b", "ab", "c d", "__proto__");
const strings = fc.constantFrom("", "a", "ab", "abc", "b", "ba", "é", "😀", 'a"b');
const scalar = fc.oneof(
  fc.constantFrom(null, true, false, 0, 1, -2, 2.5, 3),
  fc.integer({ min: -3, max: 5 }),
  strings,
);
const typeName = fc.constantFrom(
  "null",
  "boolean",
  "integer",
  "number",
  "string",
  "array",
  "object",
);
const count = fc.integer({ min: 0, max: 3 });

function schemaAt(depth: number): fc.Arbitrary<unknown> {
  const sub =
    depth <= 0
      ? fc.constantFrom<unknown>({}, true, false, { type: "string" })
      : schemaAt(depth - 1);
  const keyword: fc.Arbitrary<[string, unknown]> = fc.oneof(
    fc.tuple(
      fc.constant("type"),
      fc.oneof(typeName, fc.uniqueArray(typeName, { minLength: 1, maxLength: 3 })),
    ),
    fc.tuple(fc.constant("enum"), fc.array(scalar, { minLength: 1, maxLength: 4 })),
    fc.tuple(fc.constant("const"), scalar),
    fc.tuple(fc.constant("required"), fc.uniqueArray(keys, { maxLength: 2 })),
    fc.tuple(
      fc.constantFrom(
        "minItems",
        "maxItems",
        "minLength",
        "maxLength",
        "maxProperties",
        "minProperties",
      ),
      count,
    ),
    fc.tuple(
      fc.constantFrom("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"),
      fc.integer({ min: -2, max: 3 }),
    ),
    fc.tuple(fc.constant("pattern"), fc.constantFrom("^a", "b$", "^[ab]*$", "a+", "^.{2}$")),
    fc.tuple(
      fc.constant("properties"),
      fc.dictionary(keys, sub, { maxKeys: 3, noNullPrototype: true }),
    ),
    fc.tuple(fc.constant("additionalProperties"), fc.oneof(fc.constant(false), sub)),
    fc.tuple(fc.constant("patternProperties"), fc.constant({ "^a": { type: "integer" } })),
    fc.tuple(fc.constant("items"), sub),
    fc.tuple(fc.constant("prefixItems"), fc.array(sub, { minLength: 1, maxLength: 2 })),
    fc.tuple(
      fc.constantFrom("anyOf", "oneOf", "allOf"),
      fc.array(sub, { minLength: 1, maxLength: 2 }),
    ),
    fc.tuple(fc.constant("not"), sub),
    fc.tuple(fc.constant("multipleOf"), fc.constantFrom(1, 2, 0.5)),
    fc.tuple(fc.constant("uniqueItems"), fc.boolean()),
    fc.tuple(fc.constant("format"), fc.constantFrom("date", "ipv4")),
    fc.tuple(fc.constant("$ref"), fc.constantFrom("#", "#/$defs/node")),
  );
  return fc.uniqueArray(keyword, { maxLength: 4, selector: ([name]) => name }).map((pairs) => ({
    $defs: { node: { type: ["object", "string"], maxLength: 2 } },
    ...Object.fromEntries(pairs),
  }));
}

/** A JSON value as text, objects as entry lists so that a key may come twice (JSON.parse keeps the last). */
type Tree = null | boolean | number | string | Tree[] | { entries: [string, Tree][] };
const tree: fc.Arbitrary<Tree> = fc.letrec<{ tree: Tree }>((tie) => ({
  tree: fc.oneof(
    { depthSize: "small" },
    scalar,
    fc.array(tie("tree"), { maxLength: 4 }),
    // Some entries come after an earlier one of the same key (a "shadow" that JSON.parse drops).
    fc
      .array(fc.tuple(keys, tie("tree"), fc.option(tie("tree"), { freq: 3 })), { maxLength: 4 })
      .map((triples) => ({
        entries: triples.flatMap(([key, item, shadow]): [string, Tree][] =>
          shadow === null
            ? [[key, item]]
            : [
                [key, shadow],
                [key, item],
              ],
        ),
      })),
  ),
})).tree;

function render(value: Tree, space: string): string {
  if (Array.isArray(value))
    return `[${value.map((item) => space + render(item, space)).join(",")}]`;
  if (value !== null && typeof value === "object") {
    return `{${value.entries.map(([key, item]) => `${space}${JSON.stringify(key)}${space}:${render(item, space)}`).join(",")}${space}}`;
  }
  return JSON.stringify(value);
}

function repeatsAKey(value: Tree): boolean {
  if (Array.isArray(value)) return value.some(repeatsAKey);
  if (value === null || typeof value !== "object") return false;
  const names = value.entries.map(([key]) => key);
  return new Set(names).size < names.length || value.entries.some(([, item]) => repeatsAKey(item));
}

const lines = (judgement: PrefixJudgement) =>
  (judgement.state === "invalid"
    ? judgement.issues
    : judgement.state === "complete"
      ? judgement.errors
      : judgement.unlessRepeated
  ).map(String);

/** Pushes `text` in pieces of `size` and checks every answer against full validation of the whole text. */
function checkStream(schema: Schema, text: string, size: number, repeats: boolean): void {
  const full = schema.validateJSON(text).map(String);
  const validation = prefixSchema(schema).begin();
  let judgement: PrefixJudgement = validation.judgement();
  for (let at = 0; at < text.length; at += size) {
    judgement = validation.push(text.slice(at, at + size));
    const where = `${text.slice(0, at + size)} of ${text}`;
    // No false `invalid`: a prefix judged invalid has a whole text that full validation refuses.
    if (judgement.state === "invalid") expect(full, where).not.toEqual([]);
    // Without a repeated key, an issue that only a repeated key could take back stands too.
    if (judgement.state === "viable" && judgement.unlessRepeated.length > 0 && !repeats) {
      expect(full, where).not.toEqual([]);
    }
  }
  if (judgement.state === "complete") expect(lines(judgement)).toEqual(full);
  else expect(judgement.state, text).toBe("invalid");
}

describe("prefixSchema against full validation", () => {
  test("at every prefix: invalid only when the whole text is refused; complete says what full validation says", () => {
    let valid = 0;
    let judged = 0;
    fc.assert(
      fc.property(
        schemaAt(2),
        tree,
        fc.constantFrom("", " ", "\n "),
        fc.integer({ min: 1, max: 7 }),
        (document, value, space, size) => {
          let schema: Schema;
          try {
            schema = compile(document);
          } catch {
            return;
          }
          const text = render(value, space);
          const repeats = repeatsAKey(value);
          if (schema.validateJSON(text).length === 0) valid++;
          judged++;
          checkStream(schema, text, 1, repeats);
          checkStream(schema, text, size, repeats);
        },
      ),
      { numRuns: 1500 },
    );
    // The generators must reach both answers often, or the property says little.
    expect(valid).toBeGreaterThan(judged / 10);
    expect(judged - valid).toBeGreaterThan(judged / 10);
  });

  test("finds issues early on texts that break the schema at their start", () => {
    const schema = compile({
      type: "object",
      properties: {
        query: { type: "string", maxLength: 5 },
        limit: { type: "integer" },
        unit: { enum: ["celsius", "fahrenheit"] },
      },
      required: ["query", "limit"],
      additionalProperties: false,
    });
    let early = 0;
    fc.assert(
      fc.property(
        fc.record({
          query: fc.string({ maxLength: 8 }),
          limit: fc.oneof(fc.integer(), fc.string()),
          unit: fc.constantFrom("celsius", "kelvin"),
        }),
        (value) => {
          const text = JSON.stringify(value);
          const validation = prefixSchema(schema).begin();
          for (let at = 0; at < text.length; at++) {
            const judgement = validation.push(text[at] as string);
            if (judgement.state !== "complete" && lines(judgement).length > 0) {
              early++;
              break;
            }
          }
          const full = schema.validateJSON(text);
          if (full.length === 0)
            expect(validation.judgement()).toEqual({ state: "complete", errors: [] });
        },
      ),
      { numRuns: 200 },
    );
    expect(early).toBeGreaterThan(50);
  });
});
