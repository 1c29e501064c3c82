const WALKED_SCHEMA = new Set([
  "not",
  "if",
  "then",
  "else",
  "contains",
  "propertyNames",
  "unevaluatedItems",
  "unevaluatedProperties",
  "contentSchema",
  "additionalItems",
]);
const WALKED_ARRAY = new Set(["allOf", "oneOf", "prefixItems"]);
const WALKED_MAP = new Set(["$defs", "definitions", "patternProperties", "dependentSchemas"]);

/** How a refused keyword holds subschemas, so the walk can report what is inside it too. */
export function walkedInside(key: string): "schema" | "array" | "map" | undefined {
  if (WALKED_SCHEMA.has(key)) return "schema";
  if (WALKED_ARRAY.has(key)) return "array";
  if (WALKED_MAP.has(key)) return "map";
  return undefined;
}
