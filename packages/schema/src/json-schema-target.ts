import { hasMarker } from "@tinyllm/types";
import type { JsonObject } from "./json.js";

/** A JSON Schema dialect this package can state a schema in. */
export type JsonSchemaTarget = "draft-2020-12" | "draft-07";

const MARKER = Symbol.for("@tinyllm/schema/UnsupportedTargetError");

/**
 * Thrown by `~standard.jsonSchema.input/output` for a target other than `draft-2020-12` and
 * `draft-07` (`openapi-3.0` has no `const`, no type lists, no `null` type), or for a schema that
 * uses a keyword the target writes differently or lacks (`prefixItems` asked for as draft-07).
 * Never a silently different schema.
 */
export class UnsupportedTargetError extends Error {
  override readonly name = "UnsupportedTargetError";
  /** Always `"unsupported_target"`. */
  readonly code = "unsupported_target";
  /** The target asked for. */
  declare readonly target: unknown;

  constructor(target: unknown, message: string) {
    super(message);
    this.target = target;
    Object.defineProperty(this, MARKER, { value: true });
  }

  /** Whether `value` is one of these errors, from any copy of this package. */
  static isInstance(value: unknown): value is UnsupportedTargetError {
    return hasMarker(value, MARKER);
  }
}

/** The dialect a document is written in: draft-07 when its root `$schema` says so, else 2020-12. */
export function dialectOf(document: JsonObject): JsonSchemaTarget {
  const uri = document.$schema;
  return typeof uri === "string" && /^https?:\/\/json-schema\.org\/draft-07\/schema#?$/.test(uri)
    ? "draft-07"
    : "draft-2020-12";
}

/** Throws {@link UnsupportedTargetError} unless `target` is a dialect this package states schemas in. */
export function assertTarget(target: unknown): asserts target is JsonSchemaTarget {
  if (target !== "draft-2020-12" && target !== "draft-07") {
    const shown = typeof target === "string" ? JSON.stringify(target) : typeof target;
    throw new UnsupportedTargetError(
      target,
      `JSON Schema target ${shown} is not supported; expected "draft-2020-12" or "draft-07" (an openapi-3.0 schema cannot state const, type lists or null exactly)`,
    );
  }
}

// Keywords each dialect has that the other writes differently or lacks.
const ONLY_IN = {
  "draft-2020-12": [
    "prefixItems",
    "dependentRequired",
    "dependentSchemas",
    "minContains",
    "maxContains",
  ],
  "draft-07": ["additionalItems", "dependencies"],
};
// Keywords whose value is a schema or a list of schemas, and those whose value maps names to schemas.
const SCHEMAS = [
  "additionalProperties",
  "additionalItems",
  "contains",
  "propertyNames",
  "not",
  "if",
  "then",
  "else",
  "items",
  "allOf",
  "anyOf",
  "oneOf",
  "prefixItems",
];
const MAPS = ["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"];
// Siblings of `$ref` that draft-07 may ignore without changing what passes.
const ANNOTATIONS = ["title", "description", "default", "examples", "$comment", "deprecated"];

/**
 * The document stated in `target`: itself (the same object), when it is written in that dialect
 * or uses no keyword whose form differs between the two; every core keyword reads the same in
 * both. Otherwise throws {@link UnsupportedTargetError} naming the place and the keyword.
 */
export function jsonSchemaForTarget(document: JsonObject, target: unknown): JsonObject {
  assertTarget(target);
  const source = dialectOf(document);
  // `compile` applies `$ref`'s siblings as 2020-12 does, in draft-07 documents too; a document
  // read as draft-07 (asked for as draft-07, or returned with its draft-07 `$schema`) ignores them.
  if (source !== target || source === "draft-07") check(document, "$", source, target);
  return document;
}

function check(
  node: unknown,
  place: string,
  source: JsonSchemaTarget,
  target: JsonSchemaTarget,
): void {
  if (typeof node !== "object" || node === null) return;
  if (Array.isArray(node)) {
    for (let index = 0; index < node.length; index++) {
      check(node[index], `${place}[${index}]`, source, target);
    }
    return;
  }
  const schema = node as JsonObject;
  for (const key of Object.keys(schema)) {
    const at = `${place}.${key}`;
    const tuple = key === "items" && Array.isArray(schema.items) && source === "draft-07";
    if (source !== target && (ONLY_IN[source].includes(key) || tuple)) {
      throw new UnsupportedTargetError(
        target,
        `${at}: ${tuple ? "items as a list" : key} reads differently in ${target}; this schema can be stated in ${source} only`,
      );
    }
    if (key === "$ref" && assertingSiblings(schema)) {
      throw new UnsupportedTargetError(target, `${at}: ${siblingsRefusal(source)}`);
    }
    const value = schema[key];
    if (SCHEMAS.includes(key)) check(value, at, source, target);
    else if (MAPS.includes(key) && typeof value === "object" && value !== null) {
      for (const name of Object.keys(value)) {
        check((value as JsonObject)[name], `${at}.${name}`, source, target);
      }
    }
  }
}

function siblingsRefusal(source: JsonSchemaTarget): string {
  const refusal = "$ref with sibling keywords reads differently in draft-07";
  return source === "draft-07"
    ? `${refusal}; this draft-07 document can be stated only with the $ref inside allOf beside them, or with a draft-2020-12 $schema`
    : `${refusal}; this schema can be stated in draft-2020-12 only`;
}

function assertingSiblings(schema: JsonObject): boolean {
  return Object.keys(schema).some((key) => key !== "$ref" && !ANNOTATIONS.includes(key));
}
