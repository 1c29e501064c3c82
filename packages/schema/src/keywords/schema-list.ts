import type { CopiedJson } from "../copy-json.js";
import { indexSegment, propertySegment } from "../path.js";
import { quote } from "../quote.js";
import type { SchemaSpec } from "../schema-spec.js";
import { isObject, type ReadContext } from "./keyword.js";

/** Reads a non-empty array of subschemas (allOf, anyOf, oneOf, prefixItems); undefined after an issue. */
export function readSchemaArray(
  value: CopiedJson,
  at: string,
  context: ReadContext,
): SchemaSpec[] | undefined {
  if (!Array.isArray(value) || value.length === 0) {
    context.issues.push({
      path: at,
      message: `expected a non-empty array of schemas, got ${quote(value)}`,
    });
    return undefined;
  }
  return value.map((item, index) => context.subschema(item, at + indexSegment(index)));
}

/** Reads an object of subschemas (patternProperties, dependentSchemas, $defs); undefined after an issue. */
export function readSchemaMap(
  value: CopiedJson,
  at: string,
  context: ReadContext,
): [string, SchemaSpec][] | undefined {
  if (!isObject(value)) {
    context.issues.push({
      path: at,
      message: `expected an object of schemas, got ${quote(value)}`,
    });
    return undefined;
  }
  return Object.keys(value).map((name) => [
    name,
    context.subschema(value[name] as CopiedJson, at + propertySegment(name)),
  ]);
}
