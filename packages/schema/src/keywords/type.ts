import { type CopiedJson, INVALID } from "../copy-json.js";
import { isJsonShallow, isPlainObject, typeName } from "../json-kind.js";
import { indexSegment } from "../path.js";
import { quote } from "../quote.js";
import type { SchemaIssue } from "../schema-error.js";
import { TYPE_NAMES, type TypeName } from "../schema-spec.js";
import type { Check, KeywordReader } from "./keyword.js";

const TYPE_LIST = TYPE_NAMES.map((name) => JSON.stringify(name)).join(", ");
const JSON_TYPE_NAMES: ReadonlySet<string> = new Set(TYPE_NAMES);

/** `type`: a type name or a non-empty list of distinct ones. */
export const readType: KeywordReader = (value, at, spec, context) => {
  spec.types = readTypes(value, at, context.issues);
};

function readTypes(value: CopiedJson, path: string, issues: SchemaIssue[]): TypeName[] | undefined {
  if (typeof value === "string") {
    const name = readTypeName(value, path, issues);
    return name === undefined ? undefined : [name];
  }
  if (!Array.isArray(value) || value.length === 0) {
    issues.push({
      path,
      message: `expected a type name or a non-empty array of type names, got ${quote(value)}`,
    });
    return undefined;
  }
  // The spec is only used when no issue was found, so names that failed are simply left out.
  const names: TypeName[] = [];
  value.forEach((item, index) => {
    if (item === INVALID) return;
    const at = path + indexSegment(index);
    if (typeof item !== "string") {
      issues.push({ path: at, message: `expected a type name, got ${quote(item)}` });
      return;
    }
    const name = readTypeName(item, at, issues);
    if (name === undefined) return;
    if (names.includes(name)) {
      issues.push({ path: at, message: `duplicate type ${JSON.stringify(name)}` });
    } else {
      names.push(name);
    }
  });
  return names;
}

function readTypeName(value: string, path: string, issues: SchemaIssue[]): TypeName | undefined {
  if ((TYPE_NAMES as readonly string[]).includes(value)) return value as TypeName;
  issues.push({
    path,
    message: `unknown type ${quote(value)}, expected one of ${TYPE_LIST}`,
  });
  return undefined;
}

/** The test for one type name. */
export function typeCheck(name: TypeName): Check {
  switch (name) {
    case "null":
      return (value) => value === null;
    case "boolean":
      return (value) => typeof value === "boolean";
    case "string":
      return (value) => typeof value === "string";
    case "integer":
      return (value) => Number.isInteger(value);
    case "number":
      return (value) => typeof value === "number" && Number.isFinite(value);
    case "array":
      return (value) => Array.isArray(value);
    case "object":
      return isPlainObject;
  }
}

/** Whether the value's type is allowed: one of `types`, or any JSON value when `type` is absent. */
export function buildGate(types: readonly TypeName[] | undefined): Check {
  if (types === undefined) return isJsonShallow;
  const checks = types.map(typeCheck);
  if (checks.length === 1) return checks[0] as Check;
  return (value) => {
    for (const check of checks) if (check(value)) return true;
    return false;
  };
}

/** The expected side of a type message: `integer`, `string or null`, `a JSON value`. */
export function describeTypes(types: readonly TypeName[] | undefined): string {
  if (types === undefined) return "a JSON value";
  if (types.length === 1) return types[0] as string;
  return `${types.slice(0, -1).join(", ")} or ${types[types.length - 1]}`;
}

/** The type-mismatch message for a value: one string per JSON type name, built on first use. */
export function buildTypeMessage(expectedType: string): (value: unknown) => string {
  // Made on the first mismatch: most nodes never see one, and compile time counts too.
  let messages: Map<string, string> | undefined;
  return (value) => {
    const got = typeName(value);
    let message = messages?.get(got);
    if (message === undefined) {
      message = `expected ${expectedType}, got ${got}`;
      // Other names (Map, NaN, class names, ...) are not cached: there is no bound on them.
      if (JSON_TYPE_NAMES.has(got)) {
        messages ??= new Map();
        messages.set(got, message);
      }
    }
    return message;
  };
}
