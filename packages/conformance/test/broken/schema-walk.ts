import type { ValidationErrorLike } from "../../src/index.js";

/** A subschema and the part of the value it judges, with the value's path. */
export interface Visit {
  readonly schema: Record<string, unknown>;
  readonly value: unknown;
  readonly path: string;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function propertyPath(path: string, name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name)
    ? `${path}.${name}`
    : `${path}[${JSON.stringify(name)}]`;
}

/**
 * Every (subschema, value) pair reached through properties, additionalProperties and items:
 * enough for a broken copy to add or drop the errors of one mistake. anyOf is not entered.
 */
export function walk(schema: unknown, value: unknown, path = "$"): Visit[] {
  if (!isObject(schema)) return [];
  const visits: Visit[] = [{ schema, value, path }];
  if (isObject(value)) {
    const properties = isObject(schema.properties) ? schema.properties : {};
    for (const key of Object.keys(value)) {
      const child = Object.hasOwn(properties, key) ? properties[key] : schema.additionalProperties;
      visits.push(...walk(child, value[key], propertyPath(path, key)));
    }
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      visits.push(...walk(schema.items, item, `${path}[${index}]`));
    });
  }
  return visits;
}

/** An error in the real package's shape. */
export function makeError(path: string, message: string): ValidationErrorLike {
  return {
    path,
    message,
    toString() {
      return `${path}: ${message}`;
    },
  };
}

/** Sorts errors as SPEC 4.2 says: by path, then message, by code units. */
export function sortErrors(errors: readonly ValidationErrorLike[]): ValidationErrorLike[] {
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...errors].sort((a, b) => compare(a.path, b.path) || compare(a.message, b.message));
}
