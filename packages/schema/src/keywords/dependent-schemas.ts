import { dependentSchemas } from "./dependent-required.js";
import type { KeywordReader } from "./keyword.js";
import { readSchemaMap } from "./schema-list.js";

/** `dependentSchemas`: when a property is present, the whole object passes that schema too. */
export const readDependentSchemas: KeywordReader = (value, at, spec, context) => {
  const entries = readSchemaMap(value, at, context);
  if (entries !== undefined) spec.extra.push(dependentSchemas(entries));
};
