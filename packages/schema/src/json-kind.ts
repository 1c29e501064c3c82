import { isPlainObject, typeName as namedType } from "@tinyllm/types";

// One definition of type names for every package: `@tinyllm/types` holds it.
export { isPlainObject };

// JSON text has no Infinity: one parsed from text is a number JSON.parse could not represent.
let readingText = false;

/** Set while `validateJSON` or `parseJSON` judges parsed text, so ±Infinity reads as what was written. */
export function judgingText(on: boolean): void {
  readingText = on;
}

/** `@tinyllm/types`' name, with `1e400` from JSON text named as the registry names it. */
export function typeName(value: unknown): string {
  return readingText && (value === Infinity || value === -Infinity)
    ? "a number too large to represent"
    : namedType(value);
}

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
