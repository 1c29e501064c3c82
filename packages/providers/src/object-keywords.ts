import type { Json, JsonObject } from "@tinyllm/types";
import type { ArgumentPlan } from "./argument-plan.js";
import { acceptsNull, isObjectSchema, nullable } from "./nullability.js";
import {
  isAnyValue,
  isObject,
  lose,
  type NodeSite,
  note,
  type Projected,
  type ProjectionContext,
  refuse,
} from "./projection-context.js";
import { childPath, pointerSegment } from "./schema-path.js";

const CLOSED = "every object must set additionalProperties: false";

/** `properties`: each projected; strict mode's optional properties made nullable. */
export function properties(site: NodeSite, context: ProjectionContext): void {
  const { node, path, pointer, plan } = site;
  const value = node.properties;
  if (context.rules.openapi && !isObjectSchema(node)) {
    note(context, {
      path,
      keyword: "properties",
      action: "dropped",
      lossy: false,
      message: "properties outside an object",
    });
    return;
  }
  if (!isObject(value)) return;
  const required = new Set(Array.isArray(node.required) ? node.required : []);
  const entries: [string, Json][] = [];
  const plans = new Map<string, ArgumentPlan>();
  const base = childPath(path, "properties");
  for (const name of Object.keys(value)) {
    const propertyPath = childPath(base, name);
    const projected = context.project(
      value[name] as Json,
      propertyPath,
      `${pointer}/properties/${pointerSegment(name)}`,
    );
    let schema = projected.schema;
    if (context.rules.requireAll && !required.has(name) && !acceptsNull(schema, context.root)) {
      schema = nullable(schema);
      plan.nulls ??= new Set();
      plan.nulls.add(name);
      context.changes = true;
      const message = "every property must be required; optional ones become nullable";
      note(context, {
        path: propertyPath,
        keyword: "required",
        action: "rewritten",
        lossy: false,
        message,
      });
    }
    plans.set(name, projected.plan);
    entries.push([name, schema]);
  }
  plan.properties = plans;
  site.entries.push(["properties", Object.fromEntries(entries) as JsonObject]);
}

/** `additionalProperties` and `patternProperties` under the provider's rules. */
export function additional(key: string, site: NodeSite, context: ProjectionContext): void {
  const { rules } = context;
  const { node, path, pointer } = site;
  const value = node[key] as Json;
  if (key === "additionalProperties" && (value === false || isAnyValue(value))) {
    if (rules.openapi) {
      note(context, {
        path,
        keyword: key,
        action: "dropped",
        lossy: value === false,
        message: `${key} is not accepted`,
      });
    } else if (rules.closeObjects && value !== false) {
      note(context, { path, keyword: key, action: "rewritten", lossy: false, message: CLOSED });
      site.entries.push([key, false]);
    } else {
      site.entries.push([key, value]);
    }
    return;
  }
  if (rules.closeObjects) {
    refuse(context, { path, keyword: key, what: `${key} with a schema (a record)` });
  } else if (rules.openapi || (key === "patternProperties" && rules.keywords.get(key) !== "pass")) {
    lose(context, site, key, "dropped");
  } else if (key === "patternProperties" && isObject(value)) {
    site.entries.push([key, definitions(key, site, context)]);
  } else {
    site.entries.push([
      key,
      context.project(value, childPath(path, key), `${pointer}/${key}`).schema,
    ]);
  }
}

/** A map of subschemas (`$defs`, `definitions`, `patternProperties`): each entry projected in place. */
export function definitions(key: string, site: NodeSite, context: ProjectionContext): JsonObject {
  const value = site.node[key];
  if (!isObject(value)) return {};
  const entries: [string, Json][] = [];
  const base = childPath(site.path, key);
  for (const name of Object.keys(value)) {
    const pointer = `${site.pointer}/${key}/${pointerSegment(name)}`;
    entries.push([
      name,
      context.project(value[name] as Json, childPath(base, name), pointer).schema,
    ]);
  }
  return Object.fromEntries(entries) as JsonObject;
}

/** Strict modes' object rules, after the node's own keys: closed, every property required. */
export function closeObject(site: NodeSite, context: ProjectionContext): void {
  const { rules } = context;
  const { node, path } = site;
  if (!rules.closeObjects || !isObjectSchema(node)) return;
  const named = isObject(node.properties) && Object.keys(node.properties).length > 0;
  const open = node.additionalProperties === undefined || isAnyValue(node.additionalProperties);
  if (!named && open && !Object.hasOwn(node, "patternProperties")) {
    // The root is a tool without parameters; deeper, closing it would forbid all content.
    if (path !== "$")
      refuse(context, { path, keyword: "properties", what: "an object without named properties" });
    else if (rules.requireAll && !Object.hasOwn(node, "properties"))
      site.entries.push(["properties", {}]);
  }
  if (!Object.hasOwn(node, "additionalProperties")) {
    site.entries.push(["additionalProperties", false]);
    note(context, {
      path,
      keyword: "additionalProperties",
      action: "rewritten",
      lossy: false,
      message: CLOSED,
    });
  }
  if (rules.requireAll)
    site.entries.push(["required", isObject(node.properties) ? Object.keys(node.properties) : []]);
}

/** Whether Gemini's OpenAPI dialect must get this object as JSON text (no named properties). */
export function needsJsonText(node: JsonObject, path: string, context: ProjectionContext): boolean {
  if (!context.rules.openapi || path === "$" || !isObjectSchema(node)) return false;
  return !isObject(node.properties) || Object.keys(node.properties).length === 0;
}

/** An object without named properties (a record) for Gemini: a string holding its JSON. */
export function jsonText(
  site: { readonly node: JsonObject; readonly path: string; readonly plan: ArgumentPlan },
  context: ProjectionContext,
): Projected {
  const { node, path, plan } = site;
  plan.jsonText = true;
  context.changes = true;
  lose(context, { path }, "type", "rewritten");
  const description = typeof node.description === "string" ? `${node.description.trimEnd()} ` : "";
  return {
    schema: { type: "STRING", description: `${description}(a JSON object written as text.)` },
    plan,
  };
}
