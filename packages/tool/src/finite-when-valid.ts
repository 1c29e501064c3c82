// Deep enough for any tool schema a model is given; deeper ones are simply not proven.
const MAX_DEPTH = 64;

/**
 * Whether every value that passes `schema` is free of ±Infinity (what `JSON.parse` makes of a
 * number like `1e400`). True only when every position a number can take is pinned by `type`,
 * `enum` or `const`, which our validator checks against finite JSON numbers: objects closed by
 * `additionalProperties`, arrays given `items`. When it holds, the read-arguments step's search
 * for numbers too large to represent runs only for calls that fail validation, to word their
 * refusal. A conservative proof: `$ref`, tuples of draft-07 and anything unusual answer false.
 */
export function finiteWhenValid(schema: unknown, depth = 0): boolean {
  if (schema === false) return true;
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return false;
  if (depth > MAX_DEPTH) return false;
  const node = schema as Record<string, unknown>;
  // Under a draft-07 `$schema`, `$ref` hides its siblings (`type`, `enum` among them).
  if ("$ref" in node) return false;
  // `enum` and `const` compare with JSON values, so ±Infinity never passes them.
  if ("enum" in node || "const" in node) return true;
  const types = typesOf(node.type);
  if (types === undefined) return false;
  if (types.includes("object") && !closedObject(node, depth)) return false;
  if (types.includes("array") && !pinnedArray(node, depth)) return false;
  // number and integer refuse ±Infinity themselves; string, boolean and null are not numbers.
  return true;
}

function typesOf(type: unknown): readonly unknown[] | undefined {
  if (typeof type === "string") return [type];
  return Array.isArray(type) && type.length > 0 ? type : undefined;
}

/** Every property reaches a proven schema: a named one, a pattern's, or a closed `additionalProperties`. */
function closedObject(node: Record<string, unknown>, depth: number): boolean {
  return (
    finiteWhenValid(node.additionalProperties, depth + 1) &&
    everySchema(node.properties, depth) &&
    everySchema(node.patternProperties, depth)
  );
}

function everySchema(map: unknown, depth: number): boolean {
  if (map === undefined) return true;
  if (typeof map !== "object" || map === null || Array.isArray(map)) return false;
  return Object.values(map).every((schema) => finiteWhenValid(schema, depth + 1));
}

/** Every element reaches a proven schema: `prefixItems` for the first, `items` for the rest. */
function pinnedArray(node: Record<string, unknown>, depth: number): boolean {
  const { items, prefixItems } = node;
  if (prefixItems !== undefined) {
    if (!Array.isArray(prefixItems)) return false;
    if (!prefixItems.every((schema) => finiteWhenValid(schema, depth + 1))) return false;
  }
  return finiteWhenValid(items, depth + 1);
}
