import type { CopiedJson } from "../copy-json.js";
import { typeName } from "../json-kind.js";
import { propertySegment } from "../path.js";
import { isObject, type KeywordReader } from "./keyword.js";

/** `properties`: an object of property schemas, kept in the schema's order. */
export const readProperties: KeywordReader = (value, at, spec, context) => {
  if (!isObject(value)) {
    context.issues.push({
      path: at,
      message: `expected an object of property schemas, got ${typeName(value)}`,
    });
    return;
  }
  for (const name of Object.keys(value)) {
    const segment = propertySegment(name);
    spec.properties.push({
      name,
      segment,
      schema: context.subschema(value[name] as CopiedJson, at + segment),
    });
  }
};
