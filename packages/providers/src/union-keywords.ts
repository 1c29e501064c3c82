import type { Json } from "@tinyllm/types";
import type { Branch } from "./argument-plan.js";
import {
  isObject,
  lose,
  type NodeSite,
  note,
  type Projected,
  type ProjectionContext,
} from "./projection-context.js";
import { childPath } from "./schema-path.js";

/** `anyOf`/`oneOf`: each branch projected; `oneOf` renamed where the provider has no such thing. */
export function union(key: string, site: NodeSite, context: ProjectionContext): void {
  const { rules } = context;
  const list = site.node[key];
  if (!Array.isArray(list)) return;
  const keyPath = childPath(site.path, key);
  const projected = list.map((branch, index) =>
    context.project(branch, childPath(keyPath, index), `${site.pointer}/${key}/${index}`),
  );
  site.plan.branches = projected.map(branchOf);
  let outKey = key;
  if (key === "oneOf" && rules.oneOfAsAnyOf) {
    outKey = "anyOf";
    lose(context, site, key, "rewritten");
  }
  const schemas = projected.map((branch) => branch.schema);
  const withoutNull = schemas.filter((schema) => !(isObject(schema) && schema.type === "NULL"));
  if (!rules.openapi || withoutNull.length === schemas.length) {
    site.entries.push([outKey, schemas]);
    return;
  }
  const message = "a null branch becomes nullable";
  note(context, { path: site.path, keyword: key, action: "rewritten", lossy: false, message });
  site.entries.push([outKey, withoutNull], ["nullable", true]);
}

/** How the normalizer tells whether a value is meant for a branch: its types, keys, discriminators. */
function branchOf(projected: Projected): Branch {
  const { schema, plan } = projected;
  if (!isObject(schema)) return { plan, types: undefined, keys: undefined, fixed: undefined };
  const type = schema.type;
  const names = typeof type === "string" ? [type] : Array.isArray(type) ? type : undefined;
  const types =
    names === undefined
      ? undefined
      : new Set(names.filter((name) => typeof name === "string").map((name) => name.toLowerCase()));
  if (!isObject(schema.properties) || schema.additionalProperties !== false) {
    return { plan, types, keys: undefined, fixed: undefined };
  }
  const keys = new Set(Object.keys(schema.properties));
  const fixed = new Map<string, readonly Json[]>();
  for (const [name, property] of Object.entries(schema.properties)) {
    if (!isObject(property)) continue;
    const values = Object.hasOwn(property, "const") ? [property.const as Json] : property.enum;
    if (Array.isArray(values)) fixed.set(name, values);
  }
  return { plan, types, keys, fixed: fixed.size > 0 ? fixed : undefined };
}
