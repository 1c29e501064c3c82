import type { Json } from "@tinyllm/types";
import { lose, type NodeSite, note, type ProjectionContext } from "./projection-context.js";
import { childPath } from "./schema-path.js";
import { passOrDescribe } from "./value-keywords.js";

/** `items`, `prefixItems`, `additionalItems`: arrays, tuples in the form the provider takes. */
export function items(key: string, site: NodeSite, context: ProjectionContext): void {
  const { rules } = context;
  const { node, path, pointer, plan } = site;
  const value = node[key] as Json;
  if (key === "additionalItems") {
    if (!Array.isArray(node.items)) site.entries.push([key, value]);
    return;
  }
  if (key === "prefixItems" || Array.isArray(value)) {
    if (!Array.isArray(value)) return;
    const rest = key === "prefixItems" ? node.items : node.additionalItems;
    if (rules.rewriteTuples) tuple(key, rest, site, context);
    else prefixItems(key, rest, site, context);
    return;
  }
  // With prefixItems rewritten, `items` is folded into the rewritten union.
  if (rules.rewriteTuples && Array.isArray(node.prefixItems)) return;
  if (rules.openapi && !isArrayType(site)) {
    note(context, {
      path,
      keyword: key,
      action: "dropped",
      lossy: false,
      message: "items outside an array",
    });
    return;
  }
  const projected = context.project(value, childPath(path, key), `${pointer}/items`);
  plan.items = projected.plan;
  site.entries.push([key, projected.schema]);
}

/** Gemini refuses an array without `items`; any element is a JSON value, asked for as a string. */
export function requireItems(site: NodeSite, context: ProjectionContext): void {
  if (!context.rules.openapi || !isArrayType(site) || site.entries.some(([key]) => key === "items"))
    return;
  site.entries.push(["items", { type: "STRING" }]);
  lose(context, site, "items", "rewritten");
}

function isArrayType(site: NodeSite): boolean {
  const type = site.node.type;
  return type === "array" || (Array.isArray(type) && type.includes("array"));
}

function projectList(key: string, site: NodeSite, context: ProjectionContext): Json[] {
  const list = site.node[key] as Json[];
  const keyPath = childPath(site.path, key);
  const projected = list.map((item, index) =>
    context.project(item, childPath(keyPath, index), `${site.pointer}/${key}/${index}`),
  );
  site.plan.prefixItems = projected.map((item) => item.plan);
  return projected.map((item) => item.schema);
}

function projectRest(key: string, rest: Json, site: NodeSite, context: ProjectionContext): Json {
  const restKey = key === "prefixItems" ? "items" : "additionalItems";
  const projected = context.project(
    rest,
    childPath(site.path, restKey),
    `${site.pointer}/${restKey}`,
  );
  site.plan.items = projected.plan;
  return projected.schema;
}

/** A tuple kept as one (2020-12 words): draft-07 `items` arrays become `prefixItems`. */
function prefixItems(
  key: string,
  rest: Json | undefined,
  site: NodeSite,
  context: ProjectionContext,
): void {
  site.entries.push(["prefixItems", projectList(key, site, context)]);
  if (key !== "items") return;
  const message = "a draft-07 tuple is sent as prefixItems";
  note(context, { path: site.path, keyword: key, action: "rewritten", lossy: false, message });
  if (rest !== undefined) site.entries.push(["items", projectRest(key, rest, site, context)]);
}

/** A tuple as an array whose items are the union of its element schemas, with its length. */
function tuple(
  key: string,
  rest: Json | undefined,
  site: NodeSite,
  context: ProjectionContext,
): void {
  const schemas = projectList(key, site, context);
  const length = schemas.length;
  if (rest !== undefined && typeof rest !== "boolean")
    schemas.push(projectRest(key, rest, site, context));
  const distinct = [...new Map(schemas.map((schema) => [JSON.stringify(schema), schema])).values()];
  lose(context, site, key, "rewritten");
  if (distinct.length === 1) site.entries.push(["items", distinct[0] as Json]);
  else if (distinct.length > 1) site.entries.push(["items", { anyOf: distinct }]);
  if (!Object.hasOwn(site.node, "minItems")) passOrDescribe("minItems", length, site, context);
  if (rest === false && !Object.hasOwn(site.node, "maxItems"))
    passOrDescribe("maxItems", length, site, context);
}
