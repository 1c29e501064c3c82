import type { Json } from "@tinyllm/types";

/** Freezes a JSON value and everything in it (what is frozen already is taken as done). */
export function deepFreeze<T extends Json>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Array.isArray(value) ? value : Object.values(value)) deepFreeze(item);
  }
  return value;
}
