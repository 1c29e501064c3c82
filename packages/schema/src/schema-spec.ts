import type { Json } from "./json.js";
import type { Applicator, Validator } from "./keywords/keyword.js";
import type { LinearPattern } from "./pattern/index.js";

/** The JSON type names a schema may use. */
export const TYPE_NAMES = [
  "array",
  "boolean",
  "integer",
  "null",
  "number",
  "object",
  "string",
] as const;

/** One JSON type name. */
export type TypeName = (typeof TYPE_NAMES)[number];

/** A named property of an object schema, with its path segment ready for error paths. */
export interface PropertySpec {
  /** The property name. */
  readonly name: string;
  /** `.name` or `["odd name"]`. */
  readonly segment: string;
  /** The schema its value must pass. */
  readonly schema: SchemaSpec;
}

/** A checked schema node: every keyword known valid, ready to become validator closures. */
export interface SchemaSpec {
  /** The allowed types, or undefined when `type` is absent. */
  types: TypeName[] | undefined;
  /** `enum` values, in order. */
  enumValues: Json[] | undefined;
  /** The standard vocabulary's canonical key, by which an enum of many objects finds a value. */
  enumKey: ((value: unknown) => string | undefined) | undefined;
  /** Whether `const` is present (its value may be null). */
  hasConst: boolean;
  /** `const` value. */
  constValue: Json;
  /** `properties`, in the schema's order. */
  properties: PropertySpec[];
  /** `required` names, in order. */
  required: string[];
  /** `additionalProperties`: false, a schema, or undefined when absent. */
  additional: false | SchemaSpec | undefined;
  /** `items`. */
  items: SchemaSpec | undefined;
  minItems: number | undefined;
  maxItems: number | undefined;
  minLength: number | undefined;
  maxLength: number | undefined;
  minimum: number | undefined;
  maximum: number | undefined;
  /** `pattern`, compiled for linear-time matching. */
  pattern: LinearPattern | undefined;
  /** `anyOf` alternatives (core; the standard vocabulary reads anyOf as an applicator). */
  anyOf: SchemaSpec[] | undefined;
  /** The standard vocabulary's keywords of this node, each compiled on its own. */
  extra: Applicator[];
  /** Where the node sits in the schema, for issues found after reading (reference cycles). */
  path: string;
  /**
   * The node's validator once built (build-validator.ts): a $ref and its target's own place share
   * it. A field, not a module-level WeakMap: every compile adding its nodes as weak keys made the
   * garbage collector's ephemeron work most of a small schema's compile time (5x, BENCHMARKS.md).
   */
  validator: Validator | undefined;
  /** Whether the node's validator is being built: a reference back to it calls through. */
  building: boolean;
}

/** An empty spec: no keyword. */
export function emptySpec(path = "$"): SchemaSpec {
  return {
    types: undefined,
    enumValues: undefined,
    enumKey: undefined,
    hasConst: false,
    constValue: null,
    properties: [],
    required: [],
    additional: undefined,
    items: undefined,
    minItems: undefined,
    maxItems: undefined,
    minLength: undefined,
    maxLength: undefined,
    minimum: undefined,
    maximum: undefined,
    pattern: undefined,
    anyOf: undefined,
    extra: [],
    path,
    validator: undefined,
    building: false,
  };
}

/** The node's one type, or undefined when it has none or several. */
export function singleType(spec: SchemaSpec): TypeName | undefined {
  return spec.types?.length === 1 ? spec.types[0] : undefined;
}

/** Whether the node bounds a length or a number: keywordCount leaves these out. */
export function hasBounds(spec: SchemaSpec): boolean {
  return (
    spec.minLength !== undefined ||
    spec.maxLength !== undefined ||
    spec.minimum !== undefined ||
    spec.maximum !== undefined
  );
}
