import { encodeHeaderValue } from "../wire/index.js";

/** A tool parameter the 2026-07-28 HTTP transport mirrors into an `Mcp-Param-{name}` header. */
export interface ParamHeader {
  /** The chain of `properties` keys from the schema root to the parameter. */
  readonly path: readonly string[];
  /** The `{name}` part of the header. */
  readonly name: string;
}

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const PRIMITIVE = new Set(["string", "integer", "boolean"]);

/**
 * Takes the `x-mcp-header` annotations out of a tool's input schema: they are transport
 * metadata, not validation keywords. Only properties reachable through `properties` alone may
 * carry one, with a primitive type and a unique token name; any other use makes the tool
 * invalid (the spec says a client must then leave the tool out). An annotation anywhere else
 * stays in the schema, which our validator then refuses as an unknown keyword.
 */
export function extractParamHeaders(
  schema: Record<string, unknown>,
): { schema: Record<string, unknown>; headers: ParamHeader[] } | { problem: string } {
  const headers: ParamHeader[] = [];
  const seen = new Set<string>();
  const walk = (
    node: Record<string, unknown>,
    path: string[],
  ): Record<string, unknown> | string => {
    const properties = node.properties;
    if (!isObject(properties)) return node;
    const copied: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(properties)) {
      if (!isObject(child)) {
        Object.defineProperty(copied, key, {
          value: child,
          enumerable: true,
          writable: true,
          configurable: true,
        });
        continue;
      }
      let next: Record<string, unknown> = child;
      if (Object.hasOwn(child, "x-mcp-header")) {
        const name = child["x-mcp-header"];
        const where = [...path, key].join(".");
        if (typeof name !== "string" || !TOKEN.test(name))
          return `x-mcp-header of ${where} is not an HTTP token`;
        if (seen.has(name.toLowerCase())) return `x-mcp-header "${name}" is used twice`;
        if (typeof child.type !== "string" || !PRIMITIVE.has(child.type)) {
          return `x-mcp-header of ${where} is on a property whose type is not string, integer or boolean`;
        }
        seen.add(name.toLowerCase());
        headers.push({ path: [...path, key], name });
        const { "x-mcp-header": _annotation, ...rest } = child;
        next = rest;
      }
      const walked = walk(next, [...path, key]);
      if (typeof walked === "string") return walked;
      Object.defineProperty(copied, key, {
        value: walked,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return { ...node, properties: copied };
  };
  const walked = walk(schema, []);
  return typeof walked === "string" ? { problem: walked } : { schema: walked, headers };
}

/** The `Mcp-Param-*` headers of one call: a value present and not null, encoded for a header. */
export function paramHeaderValues(
  headers: readonly ParamHeader[],
  args: unknown,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const header of headers) {
    let value: unknown = args;
    for (const key of header.path)
      value = isObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;
    if (value === undefined || value === null) continue;
    values[`mcp-param-${header.name}`] = encodeHeaderValue(String(value));
  }
  return values;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
