import type { CompiledSchemaLike, SchemaModuleLike, ValidationErrorLike } from "../../src/index.js";
import { makeError, sortErrors } from "./schema-walk.js";

/** A deliberately broken copy of a standard-vocabulary schema module, and what it must fail. */
export interface BrokenStandardCopy {
  /** The mistake it makes. */
  readonly mistake: string;
  /** The broken module. */
  readonly module: SchemaModuleLike;
  /** Requirement ids the standard suite must report as failing. */
  readonly mustFail: readonly string[];
}

/** A deep copy of a schema with `rewrite` applied to every object in it. */
function rewriteObjects(
  schema: unknown,
  rewrite: (node: Record<string, unknown>) => Record<string, unknown>,
): unknown {
  if (Array.isArray(schema)) return schema.map((item) => rewriteObjects(item, rewrite));
  if (typeof schema !== "object" || schema === null) return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    Object.defineProperty(copy, key, {
      value: rewriteObjects(value, rewrite),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return rewrite(copy);
}

function renamed(
  from: string,
  to: string,
): (node: Record<string, unknown>) => Record<string, unknown> {
  return (node) => {
    if (!Object.hasOwn(node, from)) return node;
    const { [from]: value, ...rest } = node;
    return { ...rest, [to]: value };
  };
}

function withSchema(
  real: SchemaModuleLike,
  change: (schema: unknown) => unknown,
): SchemaModuleLike {
  return { compile: (schema) => real.compile(change(schema)) };
}

/** Reads multipleOf at the root by float remainder, as many validators do. */
function floatMultipleOf(real: SchemaModuleLike): SchemaModuleLike {
  return {
    compile(schema): CompiledSchemaLike {
      const root = schema as { multipleOf?: unknown };
      const divisor = typeof root?.multipleOf === "number" ? root.multipleOf : undefined;
      const compiled = real.compile(
        rewriteObjects(schema, (node) => {
          const { multipleOf: _, ...rest } = node;
          return rest;
        }),
      );
      const fix = (errors: readonly ValidationErrorLike[], value: unknown) =>
        divisor !== undefined && typeof value === "number" && value % divisor !== 0
          ? sortErrors([...errors, makeError("$", `expected a multiple of ${divisor}`)])
          : [...errors];
      return {
        validate: (value) => fix(compiled.validate(value), value),
        validateJSON: (json) => {
          const errors = compiled.validateJSON(json);
          try {
            return fix(
              errors,
              JSON.parse(typeof json === "string" ? json : new TextDecoder().decode(json)),
            );
          } catch {
            return [...errors];
          }
        },
      };
    },
  };
}

/** Accepts the reference cycles the real compile refuses; validating through one would recurse for ever (stopped here at a bound). */
function acceptsCycles(real: SchemaModuleLike): SchemaModuleLike {
  return {
    compile(schema): CompiledSchemaLike {
      try {
        return real.compile(schema);
      } catch (error) {
        if (!(error instanceof Error) || !error.message.includes("cycle")) throw error;
        const forever = (depth: number): readonly ValidationErrorLike[] =>
          depth > 1_000 ? [] : forever(depth + 1);
        return { validate: () => forever(0), validateJSON: () => forever(0) };
      }
    },
  };
}

/** The broken copies of the standard vocabulary that its contract must catch. */
export function brokenStandardCopies(real: SchemaModuleLike): BrokenStandardCopy[] {
  return [
    {
      mistake: "format read as an annotation (ignored)",
      module: withSchema(real, (schema) =>
        rewriteObjects(schema, (node) => {
          const { format: _, ...rest } = node;
          return rest;
        }),
      ),
      mustFail: ["standard.format.asserted", "standard.format.date-time-rfc3339"],
    },
    {
      mistake: "exclusiveMinimum and exclusiveMaximum read as inclusive",
      module: withSchema(real, (schema) =>
        rewriteObjects(schema, (node) =>
          renamed("exclusiveMaximum", "maximum")(renamed("exclusiveMinimum", "minimum")(node)),
        ),
      ),
      mustFail: ["standard.exclusive-minimum.strict"],
    },
    {
      mistake: "oneOf read as anyOf",
      module: withSchema(real, (schema) => rewriteObjects(schema, renamed("oneOf", "anyOf"))),
      mustFail: ["standard.one-of.exactly-one"],
    },
    {
      mistake: "a $ref cycle that consumes no input accepted (validation would hang)",
      module: acceptsCycles(real),
      mustFail: ["standard.ref.cycle-refused"],
    },
    {
      mistake: "multipleOf by float remainder",
      module: floatMultipleOf(real),
      mustFail: ["standard.multiple-of.decimal-exact"],
    },
  ];
}
