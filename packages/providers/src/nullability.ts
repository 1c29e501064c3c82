import type { Json, JsonObject } from "@tinyllm/types";
import { isObject } from "./projection-context.js";
import { resolvePointer } from "./refs.js";

const MAX_REF_HOPS = 32;

/** Whether a schema already accepts `null` (then strict mode's `null` is a real value). */
export function acceptsNull(schema: Json, root: JsonObject, hops = 0): boolean {
  if (schema === true) return true;
  if (!isObject(schema)) return false;
  if (schema.nullable === true) return true;
  if (Object.hasOwn(schema, "type")) {
    const type = schema.type;
    if (type !== "null" && !(Array.isArray(type) && type.includes("null"))) return false;
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(null)) return false;
  if (Object.hasOwn(schema, "const") && schema.const !== null) return false;
  for (const key of ["anyOf", "oneOf"] as const) {
    const branches = schema[key];
    if (Array.isArray(branches) && !branches.some((branch) => acceptsNull(branch, root, hops))) {
      return false;
    }
  }
  if (Array.isArray(schema.allOf) && !schema.allOf.every((part) => acceptsNull(part, root, hops))) {
    return false;
  }
  if (typeof schema.$ref === "string") {
    if (hops >= MAX_REF_HOPS) return false;
    const target = resolvePointer(root, schema.$ref);
    if (target === undefined || !acceptsNull(target, root, hops + 1)) return false;
  }
  return !Object.hasOwn(schema, "not");
}

/** The schema that also accepts `null`, in the form strict modes accept. */
export function nullable(schema: Json): Json {
  if (!isObject(schema)) return { anyOf: [schema, { type: "null" }] };
  const type = schema.type;
  if (typeof type === "string" && !Object.hasOwn(schema, "const")) {
    return withNullEnum({ ...schema, type: [type, "null"] });
  }
  if (Array.isArray(type) && !Object.hasOwn(schema, "const")) {
    return withNullEnum({ ...schema, type: [...type, "null"] });
  }
  if (type === undefined && Array.isArray(schema.enum)) return withNullEnum(schema);
  if (type === undefined && Array.isArray(schema.anyOf) && schema.$ref === undefined) {
    return { ...schema, anyOf: [...schema.anyOf, { type: "null" }] };
  }
  return { anyOf: [schema, { type: "null" }] };
}

function withNullEnum(schema: JsonObject): JsonObject {
  if (!Array.isArray(schema.enum) || schema.enum.includes(null)) return schema;
  return { ...schema, enum: [...schema.enum, null] };
}

/** Whether a schema node describes an object: `type` says so, or it has `properties`. */
export function isObjectSchema(node: JsonObject): boolean {
  const type = node.type;
  if (type === "object" || (Array.isArray(type) && type.includes("object"))) return true;
  return type === undefined && isObject(node.properties);
}
