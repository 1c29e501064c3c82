import { jsonEqual } from "../json-equal.js";
import type { SchemaSpec } from "../schema-spec.js";

/**
 * The properties that tell an alternative apart: its `const` ones, or, when it has none, those
 * with an `enum` of scalars (an enum beside a const is an ordinary field, not the tag).
 */
export function tagsOf(spec: SchemaSpec): SchemaSpec["properties"] {
  const constants = spec.properties.filter((property) => property.schema.hasConst);
  if (constants.length > 0) return constants;
  return spec.properties.filter((property) =>
    property.schema.enumValues?.every((value) => value === null || typeof value !== "object"),
  );
}

/** Whether a tag property's schema allows `value`: equal to its `const`, or one of its `enum`. */
export function tagAllows(spec: SchemaSpec, value: unknown): boolean {
  if (spec.hasConst) return jsonEqual(spec.constValue, value);
  return (spec.enumValues ?? []).some((allowed) => jsonEqual(allowed, value));
}
