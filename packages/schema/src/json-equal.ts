import type { Json } from "./json.js";
import { isPlainObject } from "./json-kind.js";

const isOwnEnumerable = Object.prototype.propertyIsEnumerable;

/**
 * Whether `actual` equals the JSON value `expected`: numbers by value (`1` equals `1.0`, `-0`
 * equals `0`), arrays element by element, objects by their own enumerable keys (one holding
 * `undefined` counts as absent, as in `JSON.stringify`; inherited keys never count, on either side).
 * Recursion follows `expected`: for `const` and `enum` a schema value, whose depth compile limits,
 * so a deep `actual` cannot overflow the stack; for `uniqueItems` an element of the value, where
 * two deep equal elements can run the stack out (`validate` then answers `too_deep` at `$`).
 */
export function jsonEqual(expected: Json, actual: unknown): boolean {
  if (expected === actual) return true;
  if (typeof actual !== "object" || actual === null) return false;
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return false;
    for (let index = 0; index < expected.length; index++) {
      if (!jsonEqual(expected[index] as Json, actual[index])) return false;
    }
    return true;
  }
  // isPlainObject also refuses arrays. `expected` is plain too unless uniqueItems handed an element.
  if (!isPlainObject(actual) || !isPlainObject(expected)) return false;
  let count = 0;
  for (const key in expected) {
    // uniqueItems compares elements of the value: its `expected` may inherit keys from a polluted
    // Object.prototype or hold `undefined`, and neither is a property. A for-in key is enumerable,
    // so own is enough; spelled out, TurboFan answers it from the enum cache (an alias costs a
    // runtime call per key: 0.7x on const, enum and uniqueItems of objects).
    // biome-ignore lint/suspicious/noPrototypeBuiltins: the spelling is the optimisation.
    if (!Object.prototype.hasOwnProperty.call(expected, key)) continue;
    const wanted = expected[key];
    if (wanted === undefined) continue;
    count += 1;
    if (!isOwnEnumerable.call(actual, key)) return false;
    const item = actual[key];
    if (item === undefined || !jsonEqual(wanted as Json, item)) return false;
  }
  let actualCount = 0;
  for (const key in actual) {
    // biome-ignore lint/suspicious/noPrototypeBuiltins: as above, a for-in key on its own object.
    if (Object.prototype.hasOwnProperty.call(actual, key) && actual[key] !== undefined) {
      actualCount += 1;
    }
  }
  return actualCount === count;
}
