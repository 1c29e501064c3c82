const OBJECT_PROTOTYPE = Object.prototype;
const getPrototypeOf = Object.getPrototypeOf;

/**
 * True for an object `JSON.parse` could have made: not an array, and a prototype that is
 * `Object.prototype` (of any realm) or null. Maps, dates and class instances are not.
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const prototype = getPrototypeOf(value);
  return prototype === OBJECT_PROTOTYPE || prototype === null || getPrototypeOf(prototype) === null;
}

/**
 * The name used after "got" in messages: the JSON type (`integer` for a number with no fractional
 * part), or what a non-JSON value is (`undefined`, `NaN`, `Infinity`, `function`, `Map`, ...).
 * Never throws, whatever the value (a revoked proxy reads `unreadable object`).
 */
export function typeName(value: unknown): string {
  switch (typeof value) {
    case "number":
      if (Number.isInteger(value)) return "integer";
      return Number.isFinite(value) ? "number" : String(value);
    case "object":
      if (value === null) return "null";
      return objectName(value);
    default:
      // string, boolean, undefined, function, symbol, bigint: the name typeof gives.
      return typeof value;
  }
}

function objectName(value: object): string {
  // A revoked proxy throws from Array.isArray, a hostile one from getPrototypeOf or a getter:
  // callers such as an input check must still get a name, never an exception.
  try {
    if (Array.isArray(value)) return "array";
    if (isPlainObject(value)) return "object";
    const tag = Object.prototype.toString.call(value).slice(8, -1);
    if (tag !== "Object") return tag;
    const name: unknown = getPrototypeOf(value)?.constructor?.name;
    return typeof name === "string" && name !== "" && name !== "Object"
      ? `instance of ${name}`
      : "non-plain object";
  } catch {
    return "unreadable object";
  }
}
