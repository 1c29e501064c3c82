import { isPlainObject, typeName } from "@tinyllm/types";

// One definition of type names for every package: `@tinyllm/types` holds it.
export { isPlainObject, typeName };

/** True when the value itself (not what it contains) is a JSON value: finite numbers, plain objects, arrays. */
export function isJsonShallow(value: unknown): boolean {
  switch (typeof value) {
    case "string":
    case "boolean":
      return true;
    case "number":
      return Number.isFinite(value);
    case "object":
      return value === null || Array.isArray(value) || isPlainObject(value);
    default:
      return false;
  }
}
