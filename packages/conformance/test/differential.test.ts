import * as schema from "@tinyllm/schema";
import { Ajv2020 } from "ajv/dist/2020.js";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { loadContractData } from "../src/contract-data.js";
import { type GeneratedSchema, pairsArbitrary, render } from "./support/subset-arbitraries.js";

/** How many schema and instance pairs to try: about 10,000 by default; `pnpm fuzz` raises it. */
const PAIRS = Number(process.env.TINYLLM_FUZZ_PAIRS ?? 10_000);
const PER_SCHEMA = 10;
const SEED =
  process.env.TINYLLM_FUZZ_SEED === undefined ? undefined : Number(process.env.TINYLLM_FUZZ_SEED);

interface Difference {
  readonly id: string;
  readonly reason: string;
}

const differences = (loadContractData("ajv-differences.json") as { differences: Difference[] })
  .differences;

/** Ajv's answer: a verdict, or the fact that it threw. */
type AjvAnswer = boolean | "threw";

/** True when some object inside `value` has one of `names` as an own key. */
function hasOwnKey(value: unknown, names: readonly string[]): boolean {
  if (typeof value !== "object" || value === null) return false;
  if (Array.isArray(value)) return value.some((item) => hasOwnKey(item, names));
  return Object.keys(value).some(
    (key) => names.includes(key) || hasOwnKey((value as Record<string, unknown>)[key], names),
  );
}

/** True when the schema has enum or const somewhere. */
function usesEquality(raw: GeneratedSchema): boolean {
  const text = JSON.stringify(raw);
  return text.includes('"enum"') || text.includes('"const"');
}

/** Classifiers for the documented differences, by id: true when a disagreement is explained. */
const explains: Record<
  string,
  (schema: GeneratedSchema, value: unknown, ours: boolean, theirs: AjvAnswer) => boolean
> = {
  "ajv.deep-equal-calls-own-to-string": (raw, value, _ours, theirs) =>
    theirs === "threw" && hasOwnKey(value, ["toString", "valueOf"]) && usesEquality(raw),
  "ajv.deep-equal-reads-own-constructor": (raw, value, ours, theirs) =>
    ours && theirs === false && hasOwnKey(value, ["constructor"]) && usesEquality(raw),
  "ajv.ignores-proto-property-schema": (raw, value, _ours, theirs) =>
    theirs !== "threw" && hasOwnKey(value, ["__proto__"]) && declaresProto(raw),
};

/** True when some `properties` in the schema declares `__proto__`. */
function declaresProto(raw: unknown): boolean {
  if (typeof raw !== "object" || raw === null) return false;
  if (Array.isArray(raw)) return raw.some(declaresProto);
  const record = raw as Record<string, unknown>;
  const properties = record.properties;
  if (
    typeof properties === "object" &&
    properties !== null &&
    Object.hasOwn(properties, "__proto__")
  )
    return true;
  return Object.keys(record).some(
    (key) => key !== "enum" && key !== "const" && key !== "default" && declaresProto(record[key]),
  );
}

/** The subschema an issue's path names: the path without its keyword (`.enum`, `.required[1]`). */
function subschemaAt(raw: unknown, path: string): unknown {
  const place = path.replace(/\.(?:enum|const|maximum|maxLength|maxItems|required\[\d+\])$/, "");
  let node = raw;
  for (const [, name, index, quoted] of place.matchAll(
    /\.([\w$]+)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/g,
  )) {
    const key = name ?? (index === undefined ? (JSON.parse(quoted as string) as string) : index);
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

function askAjv(validate: (value: unknown) => unknown, value: unknown): AjvAnswer {
  try {
    return validate(value) === true;
  } catch {
    return "threw";
  }
}

const ajv = new Ajv2020({
  strict: false,
  ownProperties: true,
  logger: false,
  validateSchema: false,
});

describe("differential: @tinyllm/schema against Ajv2020", () => {
  test("every documented difference has a classifier and a reason", () => {
    for (const entry of differences) {
      expect(explains[entry.id], entry.id).toBeTypeOf("function");
      expect(entry.reason.length).toBeGreaterThan(20);
    }
  });

  test(
    `the valid/invalid verdict equals Ajv's on ${PAIRS} generated pairs`,
    () => {
      let pairs = 0;
      let refusedSchemas = 0;
      let valid = 0;
      const explained = new Map<string, number>();
      fc.assert(
        fc.property(pairsArbitrary(PER_SCHEMA), ({ schema: raw, instances }) => {
          const theirs = ajv.compile(raw);
          let ours: schema.Schema<unknown>;
          try {
            ours = schema.compile(raw);
          } catch (error) {
            // Refused because a subschema admits no value: Ajv must reject every instance there.
            if (!schema.SchemaError.isInstance(error)) throw error;
            for (const issue of error.issues) {
              if (!issue.message.endsWith(": no value could pass")) throw error;
              const refused = ajv.compile(subschemaAt(raw, issue.path) as object);
              for (const tree of instances) {
                // Through askAjv: Ajv throws on some instances (a `toString` key that is not a function).
                if (askAjv(refused, JSON.parse(render(tree))) === true) {
                  throw new Error(`${issue.path} admits ${render(tree)} in ${JSON.stringify(raw)}`);
                }
              }
            }
            refusedSchemas += 1;
            return;
          }
          for (const tree of instances) {
            const text = render(tree);
            const value: unknown = JSON.parse(text);
            const byText = ours.validateJSON(text).length === 0;
            const byValue = ours.validate(value).length === 0;
            const ajvVerdict = askAjv(theirs, value);
            pairs += 1;
            if (byText) valid += 1;
            if (byText !== byValue) {
              throw new Error(
                `validateJSON and validate disagree on ${text} against ${JSON.stringify(raw)}`,
              );
            }
            if (byText === ajvVerdict) continue;
            const reason = differences.find((entry) =>
              explains[entry.id]?.(raw, value, byText, ajvVerdict),
            );
            if (reason === undefined) {
              throw new Error(
                `verdicts differ on ${text} against ${JSON.stringify(raw)}: ours ${byText}, Ajv ${ajvVerdict}`,
              );
            }
            explained.set(reason.id, (explained.get(reason.id) ?? 0) + 1);
          }
        }),
        { numRuns: Math.ceil(PAIRS / PER_SCHEMA), ...(SEED === undefined ? {} : { seed: SEED }) },
      );
      // A generator that only made invalid pairs (or only valid ones) would prove little.
      expect(valid).toBeGreaterThan(pairs / 20);
      expect(pairs - valid).toBeGreaterThan(pairs / 20);
      if (process.env.TINYLLM_FUZZ_PAIRS !== undefined) {
        console.log(
          `${pairs} pairs, ${valid} valid, ${refusedSchemas} schemas refused (no value could pass), explained differences: ${JSON.stringify([...explained])}`,
        );
      }
    },
    PAIRS > 10_000 ? 0 : 60_000,
  );
});
