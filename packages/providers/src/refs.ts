import type { Json, JsonObject } from "@tinyllm/types";
import { childPath } from "./schema-path.js";

const MAX_SCAN_DEPTH = 1_000;

/** The node a same-document pointer (`#`, `#/$defs/a`) names, or `undefined`. */
export function resolvePointer(root: JsonObject, pointer: string): Json | undefined {
  if (pointer === "#") return root;
  if (!pointer.startsWith("#/")) return undefined;
  let node: Json | undefined = root;
  for (const raw of pointer.slice(2).split("/")) {
    const segment = decodeURIComponent(raw).replaceAll("~1", "/").replaceAll("~0", "~");
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (typeof node === "object" && node !== null && Object.hasOwn(node, segment))
      node = node[segment];
    else return undefined;
  }
  return node;
}

/**
 * The path of the first `$ref` that leads back to a schema it is inside, or `undefined`.
 * Each target is explored once (depth-first, a target on the stack is a cycle).
 */
export function findRecursiveRef(root: JsonObject): string | undefined {
  const state = new Map<string, "active" | "done">();
  const visit = (pointer: string): string | undefined => {
    state.set(pointer, "active");
    const node = resolvePointer(root, pointer);
    const found = node === undefined ? undefined : scan(node, pathOfPointer(pointer), pointer);
    state.set(pointer, "done");
    return found;
  };
  const scan = (node: Json, path: string, pointer: string, depth = 0): string | undefined => {
    // Deeper schemas are refused by the projection itself (MAX_SCHEMA_DEPTH).
    if (depth > MAX_SCAN_DEPTH) return undefined;
    if (Array.isArray(node)) {
      for (let index = 0; index < node.length; index++) {
        const found = scan(
          node[index] as Json,
          childPath(path, index),
          `${pointer}/${index}`,
          depth + 1,
        );
        if (found !== undefined) return found;
      }
      return undefined;
    }
    if (typeof node !== "object" || node === null) return undefined;
    const target = node.$ref;
    if (typeof target === "string" && target.startsWith("#")) {
      const seen = state.get(target);
      if (seen === "active" || isInside(pointer, target)) return path;
      if (seen === undefined) {
        const found = visit(target);
        if (found !== undefined) return path;
      }
    }
    for (const key of Object.keys(node)) {
      if (key === "enum" || key === "const" || key === "default" || key === "examples") continue;
      const found = scan(node[key] as Json, childPath(path, key), `${pointer}/${key}`, depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return visit("#");
}

/** The schema path (`$.$defs.a`) of a same-document pointer (`#/$defs/a`). */
export function pathOfPointer(pointer: string): string {
  if (pointer === "#" || !pointer.startsWith("#/")) return "$";
  let path = "$";
  for (const raw of pointer.slice(2).split("/")) {
    path = childPath(path, raw.replaceAll("~1", "/").replaceAll("~0", "~"));
  }
  return path;
}

function isInside(pointer: string, target: string): boolean {
  return pointer === target || pointer.startsWith(`${target}/`);
}
