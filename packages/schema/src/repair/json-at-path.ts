import type { Json, JsonObject } from "../json.js";
import { isPlainObject } from "../json-kind.js";

/** One step into a value: a property name or an array index. */
export type Segment = string | number;

/** The value at `segments`, or undefined when there is none (an own property only). */
export function valueAt(root: Json, segments: readonly Segment[]): Json | undefined {
  let value: Json | undefined = root;
  for (const segment of segments) {
    if (typeof segment === "number") {
      if (!Array.isArray(value) || segment >= value.length) return undefined;
      value = value[segment] as Json;
    } else {
      if (!isPlainObject(value) || !Object.hasOwn(value, segment)) return undefined;
      value = (value as JsonObject)[segment] as Json;
    }
  }
  return value;
}

/**
 * A copy of `root` with the value at `segments` replaced (dropped when `replacement` is undefined,
 * for a property). Only the containers on the path are copied; the rest is shared.
 */
export function withValueAt(
  root: Json,
  segments: readonly Segment[],
  replacement: Json | undefined,
): Json | undefined {
  if (segments.length === 0) return replacement;
  const [first, ...rest] = segments as [Segment, ...Segment[]];
  const child = valueAt(root, [first]);
  if (child === undefined) return root;
  const replaced = withValueAt(child, rest, replacement);
  if (Array.isArray(root)) {
    const copy = root.slice();
    if (replaced !== undefined) copy[first as number] = replaced;
    return copy;
  }
  // Defined, never assigned: a "__proto__" key stays an own property (CONVENTIONS.md).
  const copy: JsonObject = {};
  for (const key of Object.keys(root as JsonObject)) {
    const value = key === first ? replaced : (root as JsonObject)[key];
    if (value !== undefined) {
      Object.defineProperty(copy, key, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  }
  return copy;
}
