import type { CopiedJson } from "../copy-json.js";
import { propertySegment } from "../path.js";
import { quote } from "../quote.js";
import type { SchemaSpec } from "../schema-spec.js";
import { dependentRequired, dependentSchemas, readNames } from "./dependent-required.js";
import { isObject, type KeywordReader } from "./keyword.js";

/** Draft-07 `dependencies`: per property, an array of names (dependentRequired) or a schema (dependentSchemas). */
export const readDependencies: KeywordReader = (value, at, spec, context) => {
  if (!isObject(value)) {
    context.issues.push({
      path: at,
      message: `expected an object of dependencies, got ${quote(value)}`,
    });
    return;
  }
  const names: [string, string[]][] = [];
  const schemas: [string, SchemaSpec][] = [];
  for (const name of Object.keys(value)) {
    const item = value[name] as CopiedJson;
    const where = at + propertySegment(name);
    if (Array.isArray(item)) names.push([name, readNames(item, where, context)]);
    else schemas.push([name, context.subschema(item, where)]);
  }
  if (names.length > 0) spec.extra.push(dependentRequired(names));
  if (schemas.length > 0) spec.extra.push(dependentSchemas(schemas));
};
