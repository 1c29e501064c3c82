import type { Json } from "@tinyllm/types";
import { isObject } from "./projection-context.js";
import { childPath } from "./schema-path.js";

/** What strict-mode limits count in one schema, as sent. */
export interface SchemaMeasure {
  /** Named properties, over every object. */
  properties: number;
  /** The deepest object nesting (the root object is level 1), and where it is. */
  depth: number;
  deepestPath: string;
  /** Values of every `enum`. */
  enumValues: number;
  /** Characters of property names, definition names, string enum values and string consts. */
  stringLength: number;
  /** The largest string enum with more than 250 values: its characters, and where. */
  largeEnumLength: number;
  largeEnumPath: string;
  /** Properties not in their object's `required`. */
  optional: number;
  /** Nodes using `anyOf` or a type list. */
  unions: number;
}

const MAP_KEYWORDS = new Set([
  "properties",
  "$defs",
  "definitions",
  "patternProperties",
  "dependentSchemas",
]);
const VALUE_KEYWORDS = new Set([
  "enum",
  "const",
  "default",
  "examples",
  "example",
  "required",
  "type",
]);
const LARGE_ENUM = 250;

/** Counts, in one walk, what the documented strict-mode limits are about. */
export function measureSchema(schema: Json): SchemaMeasure {
  const measure: SchemaMeasure = {
    properties: 0,
    depth: 0,
    deepestPath: "$",
    enumValues: 0,
    stringLength: 0,
    largeEnumLength: 0,
    largeEnumPath: "$",
    optional: 0,
    unions: 0,
  };
  walk(schema, "$", 0, measure);
  return measure;
}

function walk(node: Json, path: string, depth: number, measure: SchemaMeasure): void {
  if (Array.isArray(node)) {
    for (let index = 0; index < node.length; index++) {
      walk(node[index] as Json, childPath(path, index), depth, measure);
    }
    return;
  }
  if (!isObject(node)) return;
  const type = node.type;
  const isObjectNode =
    type === "object" ||
    (Array.isArray(type) && type.includes("object")) ||
    isObject(node.properties);
  const level = isObjectNode ? depth + 1 : depth;
  if (level > measure.depth) {
    measure.depth = level;
    measure.deepestPath = path;
  }
  if (Array.isArray(node.anyOf) || Array.isArray(type)) measure.unions++;
  if (Array.isArray(node.enum)) countEnum(node.enum, path, measure);
  if (typeof node.const === "string") measure.stringLength += node.const.length;
  if (isObject(node.properties)) {
    const required = new Set(Array.isArray(node.required) ? node.required : []);
    for (const name of Object.keys(node.properties)) if (!required.has(name)) measure.optional++;
  }
  for (const key of Object.keys(node)) {
    if (VALUE_KEYWORDS.has(key)) continue;
    const value = node[key] as Json;
    if (MAP_KEYWORDS.has(key) && isObject(value)) {
      const base = childPath(path, key);
      for (const name of Object.keys(value)) {
        if (key === "properties") measure.properties++;
        if (key === "properties" || key === "$defs" || key === "definitions")
          measure.stringLength += name.length;
        walk(value[name] as Json, childPath(base, name), level, measure);
      }
    } else {
      walk(value, childPath(path, key), level, measure);
    }
  }
}

function countEnum(values: readonly Json[], path: string, measure: SchemaMeasure): void {
  measure.enumValues += values.length;
  let length = 0;
  for (const value of values) if (typeof value === "string") length += value.length;
  measure.stringLength += length;
  if (values.length > LARGE_ENUM && length > measure.largeEnumLength) {
    measure.largeEnumLength = length;
    measure.largeEnumPath = path;
  }
}
