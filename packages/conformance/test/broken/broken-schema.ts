import type { CompiledSchemaLike, SchemaModuleLike, ValidationErrorLike } from "../../src/index.js";
import { makeError, sortErrors, type Visit, walk } from "./schema-walk.js";

/** A deliberately broken copy of a schema module, and the requirements it must fail. */
export interface BrokenSchemaCopy {
  /** The mistake of SPEC 7 it makes. */
  readonly mistake: string;
  /** The broken module. */
  readonly module: SchemaModuleLike;
  /** Requirement ids the schema suite must report as failing. */
  readonly mustFail: readonly string[];
}

/** How a broken copy changes the real answer. */
interface Patch {
  /** Rewrites the schema before the real compile sees it. */
  readonly schema?: (schema: unknown) => unknown;
  /** Rewrites the errors of a parsed value, given the original schema. */
  readonly errors?: (
    errors: ValidationErrorLike[],
    schema: unknown,
    value: unknown,
  ) => ValidationErrorLike[];
  /** Rewrites the errors of JSON text. */
  readonly text?: (
    errors: ValidationErrorLike[],
    schema: unknown,
    text: string,
  ) => ValidationErrorLike[];
}

const decoder = new TextDecoder();

function parseSchema(schema: unknown): unknown {
  return typeof schema === "string" ? JSON.parse(schema) : schema;
}

function patched(real: SchemaModuleLike, patch: Patch): SchemaModuleLike {
  return {
    compile(raw: unknown): CompiledSchemaLike {
      let original: unknown = raw;
      try {
        original = parseSchema(raw);
      } catch {
        // Not JSON text: the real compile refuses it below.
      }
      const compiled = real.compile(patch.schema ? patch.schema(original) : raw);
      const fix = (errors: readonly ValidationErrorLike[], value: unknown) =>
        patch.errors ? patch.errors([...errors], original, value) : [...errors];
      return {
        validate: (value) => fix(compiled.validate(value), value),
        validateJSON: (json) => {
          const text = typeof json === "string" ? json : decoder.decode(json);
          const errors = compiled.validateJSON(json);
          let value: unknown;
          try {
            value = JSON.parse(text);
          } catch {
            return [...errors];
          }
          const fixed = fix(errors, value);
          return patch.text ? patch.text(fixed, original, text) : fixed;
        },
      };
    },
  };
}

/** Adds an error wherever `judge` says a visited value fails, then sorts. */
function adding(judge: (visit: Visit) => string | undefined): Patch {
  return {
    errors: (errors, schema, value) => {
      const extra = walk(schema, value).flatMap((visit) => {
        const message = judge(visit);
        return message === undefined ? [] : [makeError(visit.path, message)];
      });
      return sortErrors([...errors, ...extra]);
    },
  };
}

const SUBSET = new Set([
  "type",
  "enum",
  "const",
  "properties",
  "required",
  "additionalProperties",
  "items",
  "minItems",
  "maxItems",
  "minLength",
  "maxLength",
  "pattern",
  "minimum",
  "maximum",
  "anyOf",
  "title",
  "description",
  "default",
  "examples",
  "$schema",
]);

/** Drops every keyword outside the subset, at every depth: the "ignore what you don't know" mistake. */
function stripUnknown(schema: unknown): unknown {
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (!SUBSET.has(key)) continue;
    if (key === "properties" && typeof value === "object" && value !== null) {
      const properties: Record<string, unknown> = {};
      for (const [name, child] of Object.entries(value)) {
        Object.defineProperty(properties, name, {
          value: stripUnknown(child),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      out[key] = properties;
    } else if (key === "items" || key === "additionalProperties") out[key] = stripUnknown(value);
    else if (key === "anyOf" && Array.isArray(value)) out[key] = value.map(stripUnknown);
    else out[key] = value;
  }
  return out;
}

/** Removes `pattern` everywhere, so the real compile never sees it. */
function stripPatterns(schema: unknown): unknown {
  if (typeof schema !== "object" || schema === null) return schema;
  if (Array.isArray(schema)) return schema.map(stripPatterns);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === "pattern") continue;
    Object.defineProperty(out, key, {
      value:
        key === "enum" || key === "const" || key === "default" || key === "examples"
          ? value
          : stripPatterns(value),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

/** Every broken copy, one per mistake of SPEC 7 (and a few more), around the real module. */
export function brokenSchemaCopies(real: SchemaModuleLike): BrokenSchemaCopy[] {
  const copy = (mistake: string, patch: Patch, mustFail: string[]): BrokenSchemaCopy => ({
    mistake,
    module: patched(real, patch),
    mustFail,
  });
  return [
    copy(
      "integer judged by its text: 3.0 refused",
      {
        text: (errors, schema, text) =>
          JSON.stringify(schema).includes('"integer"') && /\d\.0|\de|-0/.test(text)
            ? sortErrors([...errors, makeError("$", "expected integer, got number")])
            : errors,
      },
      ["schema.type.integer-accepts-3.0"],
    ),
    copy(
      "number refuses integers",
      adding(({ schema, value }) =>
        schema.type === "number" && Number.isInteger(value)
          ? "expected number, got integer"
          : undefined,
      ),
      ["schema.type.number-accepts-integers"],
    ),
    copy(
      "enum and const compare JSON text",
      adding(({ schema, value }) => {
        const allowed = Array.isArray(schema.enum)
          ? schema.enum
          : "const" in schema
            ? [schema.const]
            : undefined;
        if (allowed === undefined) return undefined;
        const text = JSON.stringify(value);
        return allowed.some((item) => JSON.stringify(item) === text)
          ? undefined
          : "not one of the values (by text)";
      }),
      ["schema.enum.deep-objects", "schema.const.deep-by-value"],
    ),
    copy(
      "string length in UTF-16 units",
      adding(({ schema, value }) =>
        typeof value === "string" &&
        typeof schema.maxLength === "number" &&
        value.length > schema.maxLength
          ? "too long (UTF-16 units)"
          : undefined,
      ),
      ["schema.length.code-points-emoji"],
    ),
    copy(
      "string length in UTF-8 bytes",
      adding(({ schema, value }) =>
        typeof value === "string" &&
        typeof schema.maxLength === "number" &&
        new TextEncoder().encode(value).length > schema.maxLength
          ? "too long (bytes)"
          : undefined,
      ),
      ["schema.length.code-points-accented"],
    ),
    copy(
      "pattern anchored by the validator",
      adding(({ schema, value }) =>
        typeof value === "string" &&
        typeof schema.pattern === "string" &&
        !new RegExp(`^(?:${schema.pattern})$`, "u").test(value)
          ? "does not match the whole pattern"
          : undefined,
      ),
      ["schema.pattern.unanchored"],
    ),
    copy(
      "minimum and maximum treated as exclusive",
      adding(({ schema, value }) =>
        typeof value === "number" && (value === schema.minimum || value === schema.maximum)
          ? "on the bound"
          : undefined,
      ),
      ["schema.minimum.inclusive", "schema.maximum.inclusive"],
    ),
    copy(
      "required not enforced",
      {
        errors: (errors) =>
          errors.filter((e) => !e.message.startsWith("missing required property")),
      },
      ["schema.required.message", "schema.example.weather-errors"],
    ),
    copy(
      "additionalProperties: false not enforced",
      { errors: (errors) => errors.filter((e) => !e.message.startsWith("unexpected property")) },
      ["schema.additional-properties.false", "schema.example.weather-errors"],
    ),
    copy("unknown keywords ignored", { schema: stripUnknown }, [
      "schema.compile.refuses-format",
      "schema.compile.refuses-one-of",
      "schema.compile.refuses-unknown-keywords",
    ]),
    copy(
      "array element errors without the index",
      {
        errors: (errors) =>
          sortErrors(errors.map((e) => makeError(e.path.replace(/\[\d+\]/g, ""), e.message))),
      },
      ["schema.items.index-in-path", "schema.items.nested-path"],
    ),
    copy(
      "`in` for presence: inherited names satisfy required",
      {
        errors: (errors) =>
          errors.filter((e) => {
            const name = /^missing required property "(.*)"$/.exec(e.message)?.[1];
            return name === undefined || !(name in {});
          }),
      },
      ["schema.required.own-properties"],
    ),
    copy(
      "a backtracking regex engine (native RegExp) on model input",
      {
        schema: stripPatterns,
        errors: (errors, schema, value) =>
          sortErrors([
            ...errors,
            ...walk(schema, value).flatMap(({ schema: sub, value: item, path }) =>
              typeof item === "string" &&
              typeof sub.pattern === "string" &&
              !new RegExp(sub.pattern, "u").test(item)
                ? [makeError(path, `does not match ${sub.pattern}`)]
                : [],
            ),
          ]),
      },
      [
        "schema.compile.refuses-lookaround",
        "schema.compile.refuses-backreference",
        "schema.pattern.linear-time",
      ],
    ),
    copy(
      "errors in the order they were found, not sorted",
      { errors: (errors) => [...errors].reverse() },
      ["schema.example.weather-errors", "schema.errors.sorted-path-then-message"],
    ),
    copy("only the first error reported", { errors: (errors) => errors.slice(0, 1) }, [
      "schema.example.weather-errors",
      "schema.required.all-reported",
    ]),
    copy(
      "the error path disagrees with the fast path: bounds exclusive once anything fails",
      {
        errors: (errors, schema, value) =>
          errors.length === 0
            ? errors
            : sortErrors([
                ...errors,
                ...walk(schema, value).flatMap(({ schema: sub, value: item, path }) =>
                  typeof item === "number" && (item === sub.minimum || item === sub.maximum)
                    ? [makeError(path, "on the bound")]
                    : [],
                ),
              ]),
      },
      ["schema.errors.independent-of-siblings"],
    ),
    copy(
      "keywords checked after a type mismatch",
      adding(({ schema, value }) =>
        typeof value === "string" && schema.type === "integer" && "minimum" in schema
          ? "below the minimum"
          : undefined,
      ),
      ["schema.type.mismatch-stops-other-keywords", "schema.example.weather-errors"],
    ),
  ];
}
