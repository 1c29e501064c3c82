import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  loadSuiteFile,
  missingSuiteFiles,
  missingSuiteMessage,
  type SuiteGroup,
} from "../test/suite-data.js";
import * as coreEntry from "./core.js";
import * as mainEntry from "./index.js";

// `@tinyllm/schema/core` must be `compile(schema, { vocabulary: "core" })` of the main entry,
// answer for answer: the same refusals, issues and messages, the same errors for every value.

const MAIN_REMEDY = 'compile without vocabulary: "core" (standard is the default)';
const CORE_REMEDY =
  'import compile from "@tinyllm/schema" instead of "@tinyllm/schema/core" (standard is its default)';

/** Everything a compile answers for a schema and some values, as plain data to compare. */
function outcome(
  compile: (schema: unknown) => mainEntry.Schema,
  schema: unknown,
  values: unknown[],
) {
  let compiled: mainEntry.Schema;
  try {
    compiled = compile(schema);
  } catch (error) {
    if (!mainEntry.SchemaError.isInstance(error)) throw error;
    return { refused: error.message, issues: error.issues.map((issue) => ({ ...issue })) };
  }
  const errors = (found: readonly mainEntry.ValidationError[]) =>
    found.map(({ code, path, message }) => ({ code, path, message }));
  const target = (name: string) => {
    try {
      return compiled["~standard"].jsonSchema.input({ target: name });
    } catch (error) {
      return { threw: String(error) };
    }
  };
  return {
    document: compiled.toJSON(),
    targets: ["draft-2020-12", "draft-07", "openapi-3.0"].map(target),
    values: values.map((value) => ({
      validate: errors(compiled.validate(value)),
      validateJSON: errors(compiled.validateJSON(JSON.stringify(value) ?? "")),
      parse: compiled.parse(value).ok,
      standard: compiled["~standard"].validate(value),
    })),
  };
}

const throughMain = (schema: unknown, values: unknown[] = []) =>
  outcome((s) => mainEntry.compile(s, { vocabulary: "core" }), schema, values);

/** The core entry's outcome, with its hint's remedy put back to the main entry's words. */
function throughCore(schema: unknown, values: unknown[] = []) {
  const found = outcome((s) => coreEntry.compile(s), schema, values);
  if (found.issues === undefined) return found;
  for (const issue of found.issues) {
    if (issue.hint === undefined) continue;
    expect(issue.hint.endsWith(`: ${CORE_REMEDY}`), issue.hint).toBe(true);
    issue.hint = `${issue.hint.slice(0, -CORE_REMEDY.length)}${MAIN_REMEDY}`;
  }
  return found;
}

const FILES = [
  "supported.json",
  "boolean-schemas.json",
  "unsupported-sample.json",
  "standard.json",
  "standard-draft7.json",
  "standard-unsupported.json",
] as const;
const missing = missingSuiteFiles(FILES);

describe("the core entry's exports", () => {
  test("the main entry's names, the same values but compile", () => {
    expect(Object.keys(coreEntry).sort()).toEqual(Object.keys(mainEntry).sort());
    const main: Record<string, unknown> = { ...mainEntry };
    for (const [name, value] of Object.entries(coreEntry)) {
      if (name === "compile") expect(value).not.toBe(mainEntry.compile);
      else expect(value, name).toBe(main[name]);
    }
  });
});

describe.skipIf(missing.length > 0)("the official suite through both entries", () => {
  const groups: SuiteGroup[] = missing.length > 0 ? [] : FILES.flatMap(loadSuiteFile);

  test("the suite data is present", () => {
    expect(missing, missingSuiteMessage(missing)).toEqual([]);
  });

  test("every group: the same refusal or the same answer for every case, from values and text", () => {
    let compiled = 0;
    let hinted = 0;
    for (const group of groups) {
      const values = group.tests.map((suiteCase) => suiteCase.data);
      const main = throughMain(group.schema, values);
      expect(throughCore(group.schema, values), `${group.file}: ${group.description}`).toEqual(
        main,
      );
      expect(throughCore(JSON.stringify(group.schema))).toEqual(
        throughMain(JSON.stringify(group.schema)),
      );
      if (main.values !== undefined) compiled++;
      else if (main.issues?.some((issue) => issue.hint !== undefined)) hinted++;
    }
    // Both kinds of answer are compared, not only one.
    expect(compiled).toBeGreaterThan(100);
    expect(hinted).toBeGreaterThan(100);
  });
});

describe("generated schemas through both entries", () => {
  const json = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: "small" },
      fc.constantFrom(null, true, false, 0, -1, 1.5, 3, "", "a", "ab1", "😀"),
      fc.array(tie("value"), { maxLength: 3 }),
      fc.dictionary(fc.constantFrom("a", "b", "c d"), tie("value"), { maxKeys: 3 }),
    ),
  })).value;
  const keyword = fc.constantFrom(
    // core
    "type",
    "enum",
    "const",
    "properties",
    "required",
    "additionalProperties",
    "items",
    "minItems",
    "maxLength",
    "pattern",
    "minimum",
    "anyOf",
    "title",
    "default",
    "$schema",
    // standard, draft-07 and neither
    "oneOf",
    "format",
    "$ref",
    "additionalItems",
    "dependencies",
    "nullable",
    "minlength",
  );
  const schema: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
    node: fc.oneof(
      { depthSize: "small" },
      fc.dictionary(
        keyword,
        fc.oneof(
          json,
          fc.constantFrom("string", "object", ["integer", "null"], "^a+$", "email", "#"),
          tie("node"),
          fc.array(tie("node"), { minLength: 1, maxLength: 2 }),
          fc.dictionary(fc.constantFrom("a", "b"), tie("node"), { maxKeys: 2 }),
        ),
        { maxKeys: 4 },
      ),
      fc.boolean(),
    ),
  })).node;

  test("the same refusal or the same errors", () => {
    let compiled = 0;
    fc.assert(
      fc.property(schema, fc.array(json, { maxLength: 4 }), (generated, values) => {
        const main = throughMain(generated, values);
        expect(throughCore(generated, values)).toEqual(main);
        if (main.values !== undefined) compiled++;
      }),
      { numRuns: 1000 },
    );
    // Refusals are most of what is generated; compiled schemas must be there too.
    expect(compiled).toBeGreaterThan(100);
  });
});

describe("the vocabulary option of the core entry", () => {
  const worked = { type: "object", properties: { city: { type: "string" } }, required: ["city"] };

  test('core is the default and "core" may be named', () => {
    expect(coreEntry.compile(worked).validate({}).map(String)).toEqual([
      '$: missing required property "city"',
    ]);
    expect(coreEntry.compile(worked, { vocabulary: "core" }).validate({ city: "x" })).toEqual([]);
  });

  test('"standard" is refused, saying where it is', () => {
    expect(() => coreEntry.compile(worked, { vocabulary: "standard" as "core" })).toThrow(
      '$: vocabulary "standard" is not in @tinyllm/schema/core, which has only "core": import compile from "@tinyllm/schema" for the standard vocabulary',
    );
  });

  test("an unknown vocabulary is refused, naming the one there is", () => {
    expect(() => coreEntry.compile(worked, { vocabulary: "full" as "core" })).toThrow(
      '$: unknown vocabulary "full", expected "core"',
    );
    // The main entry names both.
    expect(() => mainEntry.compile(worked, { vocabulary: "full" as "core" })).toThrow(
      '$: unknown vocabulary "full", expected "standard" or "core"',
    );
  });

  // Issue 35: a misspelt option never silently does nothing.
  test("an unknown option is refused by both entries, the main one with its closest name", () => {
    expect(() => coreEntry.compile(worked, { vocabluary: "core" } as never)).toThrow(
      `$: unknown option "vocabluary"; @tinyllm/schema/core's compile options: vocabulary`,
    );
    expect(() => mainEntry.compile(worked, { vocabluary: "core" } as never)).toThrow(
      '$: unknown option "vocabluary"; did you mean "vocabulary"? compile options: vocabulary, annotations, unenforceable',
    );
    expect(() => mainEntry.compile(worked, { maxErrorz: 3 } as never)).toThrow(
      '$: unknown option "maxErrorz"; compile options: vocabulary, annotations, unenforceable',
    );
    // The main entry's leniency options are not the core entry's.
    expect(() => coreEntry.compile(worked, { annotations: ["x-*"] } as never)).toThrow(
      `$: unknown option "annotations"; @tinyllm/schema/core's compile options: vocabulary`,
    );
    expect(() => coreEntry.compile(worked, null as never)).not.toThrow();
  });

  test("any other name is refused and every documented one accepted (property)", () => {
    const documented = ["vocabulary", "annotations", "unenforceable"];
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 12 }).filter((name) => !documented.includes(name)),
        (name) => {
          const options = Object.defineProperty({}, name, { value: 1, enumerable: true });
          expect(() => mainEntry.compile(worked, options)).toThrow(mainEntry.SchemaError);
          expect(() => coreEntry.compile(worked, options)).toThrow(mainEntry.SchemaError);
        },
      ),
    );
    const given = { vocabulary: "core", annotations: ["x-*"], unenforceable: "annotate" } as const;
    expect(mainEntry.compile(worked, given).validate({ city: "x" })).toEqual([]);
    expect(coreEntry.compile(worked, { vocabulary: "core" }).validate({ city: "x" })).toEqual([]);
  });

  test("a standard keyword's hint says to import the main entry", () => {
    const refusal = () => coreEntry.compile({ properties: { email: { format: "email" } } });
    expect(refusal).toThrow(mainEntry.SchemaError);
    try {
      refusal();
    } catch (error) {
      expect((error as mainEntry.SchemaError).issues).toEqual([
        {
          path: "$.properties.email",
          message: 'unsupported keyword "format"',
          hint: `the standard vocabulary has "format": ${CORE_REMEDY}`,
        },
      ]);
    }
  });
});
