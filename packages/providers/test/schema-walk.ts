import type { Json } from "@tinyllm/types";

/** Every schema node of a projected schema with its path (values of enum, const, default skipped). */
export function* schemaNodes(node: Json, path = "$"): Generator<[string, { [key: string]: Json }]> {
  if (Array.isArray(node)) {
    for (let index = 0; index < node.length; index++)
      yield* schemaNodes(node[index] as Json, `${path}[${index}]`);
    return;
  }
  if (typeof node !== "object" || node === null) return;
  yield [path, node];
  for (const [key, value] of Object.entries(node)) {
    if (["enum", "const", "default", "example", "examples", "required", "type"].includes(key))
      continue;
    if (
      key === "properties" &&
      typeof value === "object" &&
      value !== null &&
      !Array.isArray(value)
    ) {
      for (const [name, child] of Object.entries(value))
        yield* schemaNodes(child, `${path}.properties.${name}`);
    } else {
      yield* schemaNodes(value, `${path}.${key}`);
    }
  }
}
