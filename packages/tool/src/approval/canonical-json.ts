import { typeName } from "@tinyllm/types";
import { compareCodeUnits } from "../define/prepare-schema.js";

/**
 * JSON text with every object's keys sorted by code units and no whitespace, so equal values
 * give equal text whatever order their keys were written in. Throws a `TypeError` naming the
 * first value JSON cannot hold (a function, `undefined`, NaN, a cycle, a class instance).
 */
export function canonicalJson(value: unknown): string {
  return write(value, new Set());
}

function write(value: unknown, open: Set<object>): string {
  if (value === null || typeof value === "boolean" || typeof value === "string") {
    return JSON.stringify(value);
  }
  if (typeof value === "number") {
    if (Number.isFinite(value)) return JSON.stringify(value);
    throw new TypeError(`${value} cannot be written as JSON`);
  }
  if (typeof value !== "object")
    throw new TypeError(`${typeName(value)} cannot be written as JSON`);
  if (open.has(value)) throw new TypeError("a cycle cannot be written as JSON");
  open.add(value);
  let text: string;
  if (Array.isArray(value)) {
    text = `[${value.map((item) => write(item, open)).join(",")}]`;
  } else {
    const prototype = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null) {
      throw new TypeError(`${typeName(value)} cannot be written as JSON`);
    }
    const keys = Object.keys(value).sort(compareCodeUnits);
    const record = value as Record<string, unknown>;
    text = `{${keys.map((key) => `${JSON.stringify(key)}:${write(record[key], open)}`).join(",")}}`;
  }
  open.delete(value);
  return text;
}
