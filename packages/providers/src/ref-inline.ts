import type { Json, JsonObject } from "@tinyllm/types";
import {
  isObject,
  note,
  type Projected,
  type ProjectionContext,
  refuse,
} from "./projection-context.js";
import { resolvePointer } from "./refs.js";

/** Schema nodes one tool may reach by inlining `$ref`s before the projection is refused. */
export const MAX_INLINED_NODES = 20_000;

const STAND_IN: Projected = { schema: { type: "STRING" }, plan: {} };

/** A `$ref` for a dialect without references: its target inlined, siblings over it. */
export function inlineRef(node: JsonObject, path: string, context: ProjectionContext): Projected {
  const target = node.$ref as string;
  const resolved = resolvePointer(context.root, target);
  const refused = (what: string): Projected => {
    refuse(context, { path, keyword: "$ref", what });
    return STAND_IN;
  };
  if (resolved === undefined)
    return refused(`a $ref to ${JSON.stringify(target)} (not a node of this schema)`);
  if (context.inlining.includes(target)) return refused("a recursive $ref");
  if (context.nodes > MAX_INLINED_NODES) {
    return refused(`a schema over ${MAX_INLINED_NODES} nodes once its $refs are inlined`);
  }
  const siblings = Object.fromEntries(Object.entries(node).filter(([key]) => key !== "$ref"));
  let merged: Json = siblings;
  if (isObject(resolved)) merged = { ...resolved, ...siblings };
  else if (Object.keys(siblings).length === 0) merged = resolved;
  const message = "$ref is not accepted; its target is inlined";
  note(context, { path, keyword: "$ref", action: "rewritten", lossy: false, message });
  context.inlining.push(target);
  const projected = context.project(merged, path, target);
  context.inlining.pop();
  return projected;
}
