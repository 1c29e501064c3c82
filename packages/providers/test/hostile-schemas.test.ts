import type { Json, JsonObject, ToolDef } from "@tinyllm/types";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkStrict,
  ProjectionError,
  strictify,
  toAnthropicTools,
  toGeminiDeclarations,
  toOpenAIChatTools,
  toOpenAIResponsesTools,
} from "../src/index.js";
import { def } from "./fixtures.js";

const PROJECTIONS: [
  string,
  (defs: ToolDef[]) => { normalizeArguments: (a: Json, n: string) => Json },
][] = [
  ["openai chat strict", (defs) => toOpenAIChatTools(defs, { strict: true })],
  [
    "openai responses strict",
    (defs) => toOpenAIResponsesTools(defs, { strict: true, fallback: "non-strict" }),
  ],
  ["anthropic strict", (defs) => toAnthropicTools(defs, { strict: true })],
  ["gemini openapi", (defs) => toGeminiDeclarations(defs)],
  ["gemini json-schema", (defs) => toGeminiDeclarations(defs, { dialect: "json-schema" })],
  ["strictify", (defs) => strictify(defs)],
];

const KEYWORDS = [
  "type",
  "properties",
  "required",
  "additionalProperties",
  "items",
  "prefixItems",
  "anyOf",
  "oneOf",
  "enum",
  "const",
  "$ref",
  "$defs",
  "definitions",
  "minimum",
  "format",
  "patternProperties",
  "allOf",
  "not",
  "description",
  "default",
  "minItems",
  "nullable",
  "__proto__",
  "constructor",
];

// Schemas built from the keywords above with values of every JSON kind, well-formed or not.
const schema: fc.Arbitrary<Json> = fc.letrec<{ node: Json }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constantFrom<Json>(
      true,
      false,
      null,
      0,
      "x",
      [],
      {},
      { type: "string" },
      { $ref: "#" },
      { $ref: "#/$defs/a" },
    ),
    fc.dictionary(
      fc.constantFrom(...KEYWORDS),
      fc.oneof(tie("node"), fc.array(tie("node"), { maxLength: 3 })),
      {
        maxKeys: 4,
      },
    ),
  ),
})).node;

function run(
  project: (defs: ToolDef[]) => { normalizeArguments: (a: Json, n: string) => Json },
  parameters: Json,
) {
  try {
    const projected = project([
      def("t", { type: "object", properties: { p: parameters } } as JsonObject),
    ]);
    projected.normalizeArguments({ p: parameters }, "t");
  } catch (error) {
    if (!ProjectionError.isInstance(error)) throw error;
  }
}

describe("schemas that are odd, broken or hostile", () => {
  it.each(PROJECTIONS)("%s never throws anything but a ProjectionError", (_, project) => {
    fc.assert(
      fc.property(schema, (parameters) => run(project, parameters)),
      { numRuns: 300 },
    );
  });

  it("checkStrict never throws", () => {
    fc.assert(
      fc.property(schema, (parameters) => {
        const tool = def("t", { type: "object", properties: { p: parameters } } as JsonObject);
        expect(Array.isArray(checkStrict([tool], "openai"))).toBe(true);
        expect(Array.isArray(checkStrict([tool], "anthropic"))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it("a schema 100,000 levels deep is refused, not a stack overflow", () => {
    let deep: JsonObject = { type: "string" };
    for (let level = 0; level < 100_000; level++)
      deep = { type: "object", properties: { a: deep } };
    for (const [, project] of PROJECTIONS) {
      let error: unknown;
      try {
        project([def("deep", deep)]);
      } catch (caught) {
        error = caught;
      }
      if (error !== undefined) {
        expect(ProjectionError.isInstance(error)).toBe(true);
        expect((error as ProjectionError).message).toContain("nested deeper than 100 levels");
      }
    }
    expect(checkStrict([def("deep", deep)], "anthropic").map((v) => v.keyword)).toContain("depth");
  });

  it("arguments 100,000 levels deep pass the normalizer unchanged below its depth", () => {
    const tree = toOpenAIChatTools(
      [
        def("tree", {
          type: "object",
          $defs: {
            n: { type: "object", properties: { c: { $ref: "#/$defs/n" }, v: { type: "string" } } },
          },
          properties: { root: { $ref: "#/$defs/n" } },
          required: ["root"],
        }),
      ],
      { strict: true },
    );
    let value: Json = { v: null };
    for (let level = 0; level < 100_000; level++) value = { c: value, v: null };
    const out = tree.normalizeArguments({ root: value }, "tree") as { root: { v?: unknown } };
    expect(Object.hasOwn(out.root, "v")).toBe(false);
  });
});
