import type { Json, JsonObject } from "../json.js";
import { isPlainObject } from "../json-kind.js";
import type { Segment } from "./json-at-path.js";

// Keywords under which a value's schema is not one node: several may apply, or which one
// applies depends on the value. Under them no enum is read, so no enum value is guessed.
const BRANCHING = [
  "anyOf",
  "oneOf",
  "allOf",
  "not",
  "if",
  "then",
  "else",
  "dependentSchemas",
  "dependencies",
];

/** The most `$ref` hops followed to one node: a chain longer than this is not read. */
const MAX_HOPS = 32;

/**
 * The one schema node that judges the value at `segments` of `root` (following `properties`,
 * `items`, a schema `additionalProperties` and same-document `$ref`s), or undefined when no
 * single node does: a branching keyword, `patternProperties`, a tuple, a boolean schema.
 */
export function schemaAt(root: JsonObject, segments: readonly Segment[]): JsonObject | undefined {
  let node = resolve(root, root);
  for (const segment of segments) {
    if (node === undefined) return undefined;
    node = resolve(root, childSchema(node, segment));
  }
  return node;
}

function childSchema(node: JsonObject, segment: Segment): Json | undefined {
  if (typeof segment === "number") {
    if (has(node, "prefixItems") || Array.isArray(node.items)) return undefined;
    return has(node, "items") ? node.items : undefined;
  }
  if (has(node, "patternProperties")) return undefined;
  const properties = node.properties;
  if (isPlainObject(properties) && Object.hasOwn(properties, segment)) {
    return (properties as JsonObject)[segment];
  }
  return has(node, "additionalProperties") ? node.additionalProperties : undefined;
}

/** `node` with its `$ref` chain followed, or undefined when it is not one plain node. */
function resolve(root: JsonObject, node: Json | undefined): JsonObject | undefined {
  for (let hops = 0; hops <= MAX_HOPS; hops++) {
    if (!isPlainObject(node)) return undefined;
    const object = node as JsonObject;
    if (BRANCHING.some((keyword) => has(object, keyword))) return undefined;
    if (!has(object, "$ref")) return object;
    // A $ref beside other keywords applies both: not one node.
    if (Object.keys(object).some((key) => key !== "$ref" && !ANNOTATIONS.has(key))) {
      return undefined;
    }
    node = pointer(root, object.$ref);
  }
  return undefined;
}

const ANNOTATIONS = new Set(["title", "description", "$comment", "default", "examples"]);

/** The node a same-document JSON pointer (`#/$defs/x`) names, or undefined. */
function pointer(root: JsonObject, reference: Json | undefined): Json | undefined {
  if (typeof reference !== "string" || !reference.startsWith("#")) return undefined;
  if (reference === "#") return root;
  if (!reference.startsWith("#/")) return undefined;
  let node: Json | undefined = root;
  for (const raw of reference.slice(2).split("/")) {
    let key: string;
    try {
      key = decodeURIComponent(raw).replaceAll("~1", "/").replaceAll("~0", "~");
    } catch {
      return undefined;
    }
    if (Array.isArray(node) && /^(0|[1-9][0-9]*)$/.test(key)) node = node[Number(key)];
    else if (isPlainObject(node) && Object.hasOwn(node, key)) node = (node as JsonObject)[key];
    else return undefined;
  }
  return node;
}

function has(node: JsonObject, key: string): boolean {
  return Object.hasOwn(node, key);
}
