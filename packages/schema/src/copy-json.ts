import { describeThrown } from "@tinyllm/types";
import { isPlainObject, typeName } from "./json-kind.js";
import { MAX_SCHEMA_DEPTH, MAX_SCHEMA_VALUES } from "./limits.js";
import { indexSegment, propertySegment } from "./path.js";
import type { SchemaIssue } from "./schema-error.js";

/** Stands in the copy for a value that could not be copied; an issue says why. */
export const INVALID: unique symbol = Symbol("invalid");

/** A copied JSON value, or INVALID where the original was not JSON. */
export type CopiedJson =
  | null
  | boolean
  | number
  | string
  | CopiedJson[]
  | { [key: string]: CopiedJson }
  | typeof INVALID;

interface CopyState {
  values: number;
  depthReported: boolean;
  sizeReported: boolean;
  readonly issues: SchemaIssue[];
}

/**
 * Copies a schema document into fresh plain objects, reading each property once, so later
 * mutation of the original cannot reach the compiled schema. Non-JSON values and values past the
 * depth and size limits become INVALID with an issue.
 */
export function copySchemaDocument(value: unknown, issues: SchemaIssue[]): CopiedJson {
  return copy(value, undefined, 1, {
    values: 0,
    depthReported: false,
    sizeReported: false,
    issues,
  });
}

/** Where a value sits, as a chain of keys: the path text is only built for an issue. */
interface Place {
  readonly parent: Place | undefined;
  readonly key: string | number;
}

function pathOf(place: Place | undefined): string {
  let path = "";
  for (let current = place; current !== undefined; current = current.parent) {
    const key = current.key;
    path = (typeof key === "number" ? indexSegment(key) : propertySegment(key)) + path;
  }
  return `$${path}`;
}

function copy(
  value: unknown,
  place: Place | undefined,
  depth: number,
  state: CopyState,
): CopiedJson {
  state.values += 1;
  if (state.values > MAX_SCHEMA_VALUES) {
    if (!state.sizeReported) {
      state.sizeReported = true;
      state.issues.push({
        path: "$",
        message: `schema has more than ${MAX_SCHEMA_VALUES} JSON values, over the limit`,
      });
    }
    return INVALID;
  }
  try {
    switch (typeof value) {
      case "string":
      case "boolean":
        return value;
      case "number":
        if (Number.isFinite(value)) return value;
        break;
      case "object": {
        if (value === null) return null;
        const isArray = Array.isArray(value);
        if (!isArray && !isPlainObject(value)) break;
        if (depth > MAX_SCHEMA_DEPTH) {
          if (!state.depthReported) {
            state.depthReported = true;
            state.issues.push({
              path: pathOf(place),
              message: `schema is nested deeper than the limit of ${MAX_SCHEMA_DEPTH} levels`,
            });
          }
          return INVALID;
        }
        if (isArray) {
          const result: CopiedJson[] = [];
          for (let index = 0; index < value.length; index++) {
            result.push(copy(value[index], { parent: place, key: index }, depth + 1, state));
          }
          return result;
        }
        const result: { [key: string]: CopiedJson } = {};
        for (const key of Object.keys(value)) {
          const at: Place = { parent: place, key };
          let item: unknown;
          try {
            item = (value as Record<string, unknown>)[key];
          } catch (error) {
            state.issues.push({
              path: pathOf(at),
              message: `value could not be read: ${describeThrown(error)}`,
            });
            item = INVALID;
          }
          setOwn(result, key, item === INVALID ? INVALID : copy(item, at, depth + 1, state));
        }
        return result;
      }
    }
    state.issues.push({
      path: pathOf(place),
      message: `expected a JSON value, got ${typeName(value)}`,
    });
  } catch (error) {
    state.issues.push({
      path: pathOf(place),
      message: `value could not be read: ${describeThrown(error)}`,
    });
  }
  return INVALID;
}

/**
 * Sets an own data property, as `JSON.parse` does, never through a setter. `result` is a fresh
 * object, so a name it already answers to comes from the prototype chain: `"__proto__"`, or a
 * name a polluted `Object.prototype` has (a setter for `maxLength` must not swallow it). Only
 * those are defined; assignment is faster for the rest.
 */
function setOwn<T>(target: { [key: string]: T }, key: string, value: T): void {
  if (key in target) {
    Object.defineProperty(target, key, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  } else {
    target[key] = value;
  }
}

// A short description of something thrown, never throwing itself: the one `@tinyllm/types` defines.
export { describeThrown };
