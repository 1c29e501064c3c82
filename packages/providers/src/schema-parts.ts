import type { Json, JsonObject } from "@tinyllm/types";
import type { ArgumentPlan, Branch } from "./argument-plan.js";
import { geminiEnum } from "./gemini-values.js";
import { isObjectSchema } from "./nullability.js";
import {
  isObject,
  note,
  type Projected,
  type ProjectionContext,
  refuse,
} from "./projection-context.js";
import { resolvePointer } from "./refs.js";
import { childPath, pointerSegment } from "./schema-path.js";

/** Schema nodes one tool may reach by inlining `$ref`s before the projection is refused. */
export const MAX_INLINED_NODES = 20_000;

const JSON_TEXT_NOTE = "a JSON object written as text";

/** A value that may be anything: as it is, refused (strict modes), or JSON text (Gemini). */
export function anyValue(node: Json, path: string, context: ProjectionContext): Json {
  const { anyValue: rule } = context.rules;
  if (rule === "unsupported") refuse(context, path, "type", "a schema that accepts any value");
  if (rule !== "string") return node;
  note(context, path, "type", "rewritten", true, "a schema without a type is not accepted");
  return { type: "STRING", description: "Any JSON value." };
}

/** Whether Gemini's OpenAPI dialect must get this object as JSON text (no named properties). */
export function needsJsonText(node: JsonObject, path: string, context: ProjectionContext): boolean {
  if (!context.rules.openapi || path === "$" || !isObjectSchema(node)) return false;
  return !isObject(node.properties) || Object.keys(node.properties).length === 0;
}

/** An object without named properties (a record) for Gemini: a string holding its JSON. */
export function jsonText(
  node: JsonObject,
  path: string,
  plan: ArgumentPlan,
  context: ProjectionContext,
): Projected {
  plan.jsonText = true;
  context.changes = true;
  note(context, path, "type", "rewritten", true, "an object without properties is not accepted");
  const description = typeof node.description === "string" ? `${node.description.trimEnd()} ` : "";
  return { schema: { type: "STRING", description: `${description}(${JSON_TEXT_NOTE}.)` }, plan };
}

/** `additionalProperties` and `patternProperties` under the provider's rules. */
export function additional(
  key: string,
  node: JsonObject,
  path: string,
  pointer: string,
  plan: ArgumentPlan,
  context: ProjectionContext,
): [string, Json][] {
  const { rules } = context;
  const value = node[key] as Json;
  const open = value === true || (isObject(value) && Object.keys(value).length === 0);
  if (key === "additionalProperties" && (value === false || open)) {
    if (rules.openapi) {
      note(context, path, key, "dropped", value === false, "additionalProperties is not accepted");
      return [];
    }
    if (rules.closeObjects && open) {
      note(
        context,
        path,
        key,
        "rewritten",
        false,
        "every object must set additionalProperties: false",
      );
      return [[key, false]];
    }
    return [[key, value]];
  }
  if (rules.closeObjects) {
    refuse(context, path, key, `${key} with a schema (a record)`);
    return [[key, value]];
  }
  if (rules.openapi || (key === "patternProperties" && rules.keywords.get(key) !== "pass")) {
    note(context, path, key, "dropped", true, `${key} is not accepted`);
    return [];
  }
  if (key === "patternProperties" && isObject(value)) {
    return [[key, definitions(key, value, path, pointer, context)]];
  }
  const projected = context.project(value, childPath(path, key), `${pointer}/${key}`);
  void plan;
  return [[key, projected.schema]];
}

/** `$defs` or `definitions`: each entry projected in place. */
export function definitions(
  key: string,
  value: JsonObject,
  path: string,
  pointer: string,
  context: ProjectionContext,
): JsonObject {
  const entries: [string, Json][] = [];
  const base = childPath(path, key);
  for (const name of Object.keys(value)) {
    const projected = context.project(
      value[name] as Json,
      childPath(base, name),
      `${pointer}/${key}/${pointerSegment(name)}`,
    );
    entries.push([name, projected.schema]);
  }
  return Object.fromEntries(entries) as JsonObject;
}

/** A tuple as an array whose items are the union of its element schemas, with its length. */
export function tuple(
  key: string,
  list: readonly Json[],
  rest: Json | undefined,
  path: string,
  pointer: string,
  plan: ArgumentPlan,
  context: ProjectionContext,
): [string, Json][] {
  const keyPath = childPath(path, key);
  const projected = list.map((item, index) =>
    context.project(item, childPath(keyPath, index), `${pointer}/${key}/${index}`),
  );
  plan.prefixItems = projected.map((item) => item.plan);
  const schemas = projected.map((item) => item.schema);
  const closed = rest === false;
  if (rest !== undefined && typeof rest !== "boolean") {
    const restKey = key === "prefixItems" ? "items" : "additionalItems";
    const restProjected = context.project(rest, childPath(path, restKey), `${pointer}/${restKey}`);
    plan.items = restProjected.plan;
    schemas.push(restProjected.schema);
  }
  const distinct = [...new Map(schemas.map((schema) => [JSON.stringify(schema), schema])).values()];
  note(
    context,
    path,
    key,
    "rewritten",
    true,
    "tuples are not accepted; positions are checked by the registry",
  );
  const entries: [string, Json][] = [];
  if (distinct.length === 1) entries.push(["items", distinct[0] as Json]);
  else if (distinct.length > 1) entries.push(["items", { anyOf: distinct }]);
  const node = resolvePointer(context.root, pointer);
  if (!isObject(node) || !Object.hasOwn(node, "minItems")) entries.push(["minItems", list.length]);
  if (closed && (!isObject(node) || !Object.hasOwn(node, "maxItems"))) {
    entries.push(["maxItems", list.length]);
  }
  return entries;
}

/** `anyOf`/`oneOf`: each branch projected; `oneOf` renamed where the provider has no such thing. */
export function union(
  key: string,
  list: readonly Json[],
  path: string,
  pointer: string,
  plan: ArgumentPlan,
  context: ProjectionContext,
): [string, Json][] {
  const { rules } = context;
  const keyPath = childPath(path, key);
  const projected = list.map((branch, index) =>
    context.project(branch, childPath(keyPath, index), `${pointer}/${key}/${index}`),
  );
  plan.branches = projected.map(branchOf);
  let outKey = key;
  if (key === "oneOf" && rules.oneOfAsAnyOf) {
    outKey = "anyOf";
    note(
      context,
      path,
      key,
      "rewritten",
      true,
      "oneOf is not accepted; anyOf is sent and exactly-one is checked by the registry",
    );
  }
  let schemas = projected.map((branch) => branch.schema);
  if (!rules.openapi) return [[outKey, schemas]];
  const withoutNull = schemas.filter((schema) => !(isObject(schema) && schema.type === "NULL"));
  const entries: [string, Json][] = [];
  if (withoutNull.length < schemas.length) {
    note(context, path, key, "rewritten", false, "a null branch becomes nullable");
    entries.push(["nullable", true]);
    schemas = withoutNull;
  }
  return [[outKey, schemas], ...entries];
}

function branchOf(projected: Projected): Branch {
  const schema = projected.schema;
  if (!isObject(schema))
    return { plan: projected.plan, types: undefined, keys: undefined, fixed: undefined };
  const type = schema.type;
  const names = typeof type === "string" ? [type] : Array.isArray(type) ? type : undefined;
  const types =
    names === undefined ? undefined : new Set(names.map((name) => String(name).toLowerCase()));
  let keys: Set<string> | undefined;
  let fixed: Map<string, Json[]> | undefined;
  if (
    isObject(schema.properties) &&
    (schema.additionalProperties === false || types?.has("object"))
  ) {
    keys = new Set(Object.keys(schema.properties));
    for (const [name, property] of Object.entries(schema.properties)) {
      if (!isObject(property)) continue;
      const values = Object.hasOwn(property, "const") ? [property.const as Json] : property.enum;
      if (Array.isArray(values)) {
        fixed ??= new Map();
        fixed.set(name, values);
      }
    }
    if (schema.additionalProperties !== false) keys = undefined;
  }
  return { plan: projected.plan, types, keys, fixed };
}

/** `enum` and `const` under the provider's rules. */
export function enumeration(
  key: string,
  node: JsonObject,
  path: string,
  plan: ArgumentPlan,
  context: ProjectionContext,
  described: [string, Json][],
): [string, Json][] {
  const { rules } = context;
  const value = node[key] as Json;
  if (key === "const" && Object.hasOwn(node, "enum"))
    return rules.constAsEnum ? [] : [[key, value]];
  const values = key === "const" ? [value] : Array.isArray(value) ? value : undefined;
  if (!rules.openapi) {
    if (key === "const" && rules.constAsEnum) {
      note(
        context,
        path,
        key,
        "rewritten",
        false,
        "const is not accepted; a one-value enum is sent",
      );
      return [["enum", [value]]];
    }
    return [[key, value]];
  }
  if (values === undefined) return [];
  const projected = geminiEnum(values, path, key, context);
  if (projected === undefined) {
    note(context, path, key, "moved-to-description", true, "enum values must be strings");
    described.push([key, value]);
    return [];
  }
  if (key === "const")
    note(context, path, key, "rewritten", false, "const is not accepted; a one-value enum is sent");
  if (projected.coerce.size > 0) {
    plan.coerce = projected.coerce;
    context.changes = true;
  }
  const entries: [string, Json][] = [["enum", projected.values]];
  if (!Object.hasOwn(node, "type")) entries.push(["type", "STRING"]);
  if (projected.nullable) entries.push(["nullable", true]);
  return entries;
}

/** A `$ref` for a dialect without references: its target inlined, siblings over it. */
export function inlineRef(node: JsonObject, path: string, context: ProjectionContext): Projected {
  const target = node.$ref as string;
  const resolved = resolvePointer(context.root, target);
  if (resolved === undefined) {
    refuse(
      context,
      path,
      "$ref",
      `a $ref to ${JSON.stringify(target)} (not a node of this schema)`,
    );
    return { schema: { type: "STRING" }, plan: {} };
  }
  if (context.inlining.includes(target)) {
    refuse(context, path, "$ref", "a recursive $ref");
    return { schema: { type: "STRING" }, plan: {} };
  }
  if (context.nodes > MAX_INLINED_NODES) {
    refuse(
      context,
      path,
      "$ref",
      `a schema over ${MAX_INLINED_NODES} nodes once its $refs are inlined`,
    );
    return { schema: { type: "STRING" }, plan: {} };
  }
  const siblings = Object.fromEntries(Object.entries(node).filter(([key]) => key !== "$ref"));
  const merged: Json = isObject(resolved)
    ? { ...resolved, ...siblings }
    : Object.keys(siblings).length === 0
      ? resolved
      : siblings;
  note(context, path, "$ref", "rewritten", false, "$ref is not accepted; its target is inlined");
  context.inlining.push(target);
  const projected = context.project(merged, path, target);
  context.inlining.pop();
  return projected;
}
