import type { JsonObject } from "./json.js";

/** The `$schema` URI each supported target names. */
export const TARGET_URIS = {
  "draft-2020-12": "https://json-schema.org/draft/2020-12/schema",
  "draft-07": "http://json-schema.org/draft-07/schema#",
} as const;

/** A JSON Schema dialect this package can state a schema in. */
export type JsonSchemaTarget = keyof typeof TARGET_URIS;

const MARKER = Symbol.for("@tinyllm/schema/UnsupportedTargetError");

/**
 * Thrown by `~standard.jsonSchema.input/output` for a target other than `draft-2020-12` and
 * `draft-07` (`openapi-3.0` has no `const`, no type lists, no `null` type: a converted schema
 * would say something else than what we validate), or for a schema that the target cannot state
 * exactly (`minContains` in draft-07). Never a silently different schema.
 */
export class UnsupportedTargetError extends Error {
  override readonly name = "UnsupportedTargetError";
  /** Always `"unsupported_target"`. */
  readonly code = "unsupported_target";
  /** The target asked for. */
  readonly target: unknown;

  constructor(target: unknown, message: string) {
    super(message);
    this.target = target;
    Object.defineProperty(this, MARKER, { value: true });
  }

  /** Whether `value` is one of these errors, from any copy of this package. */
  static isInstance(value: unknown): value is UnsupportedTargetError {
    return typeof value === "object" && value !== null && MARKER in value;
  }
}

const DRAFT_07 = /^https?:\/\/json-schema\.org\/draft-07\/schema#?$/;

/** The dialect a document is written in: draft-07 when its root `$schema` says so, else 2020-12. */
export function dialectOf(document: JsonObject): JsonSchemaTarget {
  const uri = document.$schema;
  return typeof uri === "string" && DRAFT_07.test(uri) ? "draft-07" : "draft-2020-12";
}

/**
 * The document stated in `target`: itself when it is written in that dialect (or uses no keyword
 * whose form differs), else converted keyword by keyword. Throws {@link UnsupportedTargetError}.
 */
export function jsonSchemaForTarget(document: JsonObject, target: unknown): JsonObject {
  if (target !== "draft-2020-12" && target !== "draft-07") {
    const shown = typeof target === "string" ? JSON.stringify(target) : typeof target;
    throw new UnsupportedTargetError(
      target,
      `JSON Schema target ${shown} is not supported; expected "draft-2020-12" or "draft-07" (an openapi-3.0 schema cannot state const, type lists or null exactly)`,
    );
  }
  const source = dialectOf(document);
  if (source === target) return document;
  const converted = new Converter(document, target).schema(document, "$") as JsonObject;
  if (converted.$schema !== undefined || changedForm(document, converted)) {
    return { $schema: TARGET_URIS[target], ...withoutSchemaKeyword(converted) };
  }
  return converted;
}

function withoutSchemaKeyword(schema: JsonObject): JsonObject {
  const { $schema: _dropped, ...rest } = schema;
  return rest;
}

function changedForm(before: JsonObject, after: JsonObject): boolean {
  return JSON.stringify(before) !== JSON.stringify(after);
}

// Keywords whose value is one schema, a list of schemas, or a map of names to schemas: the same
// in both dialects except where the converter handles them by name.
const ONE_SCHEMA = [
  "additionalProperties",
  "contains",
  "propertyNames",
  "not",
  "if",
  "then",
  "else",
  "contentSchema",
];
const SCHEMA_LISTS = ["allOf", "anyOf", "oneOf"];
const SCHEMA_MAPS = ["properties", "patternProperties", "$defs", "definitions"];
const DRAFT_2020_ONLY = ["minContains", "maxContains"];

class Converter {
  readonly #root: JsonObject;
  readonly #target: JsonSchemaTarget;

  constructor(root: JsonObject, target: JsonSchemaTarget) {
    this.#root = root;
    this.#target = target;
  }

  schema(node: unknown, place: string): unknown {
    if (typeof node !== "object" || node === null || Array.isArray(node)) return node;
    const source = node as JsonObject;
    const out: JsonObject = {};
    for (const key of Object.keys(source)) {
      const value = source[key] as JsonObject[string];
      if (ONE_SCHEMA.includes(key)) out[key] = this.schema(value, `${place}.${key}`) as never;
      else if (SCHEMA_LISTS.includes(key)) out[key] = this.#list(value, `${place}.${key}`);
      else if (SCHEMA_MAPS.includes(key)) out[key] = this.#map(value, `${place}.${key}`);
      else if (key === "$ref" && typeof value === "string") out[key] = this.#pointer(value);
      else if (!this.#special(key)) out[key] = value;
    }
    return this.#target === "draft-07"
      ? this.#toDraft07(source, out, place)
      : this.#to2020(source, out, place);
  }

  #special(key: string): boolean {
    return [
      "items",
      "prefixItems",
      "additionalItems",
      "dependencies",
      "dependentSchemas",
      "dependentRequired",
    ].includes(key);
  }

  #list(value: unknown, place: string): never {
    if (!Array.isArray(value)) return value as never;
    return value.map((entry, index) => this.schema(entry, `${place}[${index}]`)) as never;
  }

  #map(value: unknown, place: string): never {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return value as never;
    const out: JsonObject = {};
    for (const name of Object.keys(value)) {
      out[name] = this.schema((value as JsonObject)[name], `${place}.${name}`) as never;
    }
    return out as never;
  }

  #toDraft07(source: JsonObject, out: JsonObject, place: string): JsonObject {
    for (const keyword of DRAFT_2020_ONLY) {
      if (Object.hasOwn(source, keyword)) {
        throw new UnsupportedTargetError(
          "draft-07",
          `${place}.${keyword}: draft-07 has no ${keyword}; this schema can be stated in draft-2020-12 only`,
        );
      }
    }
    if (Object.hasOwn(source, "prefixItems")) {
      out.items = this.#list(source.prefixItems, `${place}.prefixItems`);
      if (Object.hasOwn(source, "items"))
        out.additionalItems = this.schema(source.items, `${place}.items`) as never;
    } else if (Object.hasOwn(source, "items")) {
      out.items = this.schema(source.items, `${place}.items`) as never;
    }
    const dependencies: JsonObject = {};
    for (const keyword of ["dependentRequired", "dependentSchemas"]) {
      const map = source[keyword];
      if (typeof map !== "object" || map === null || Array.isArray(map)) continue;
      for (const name of Object.keys(map)) {
        if (Object.hasOwn(dependencies, name)) {
          throw new UnsupportedTargetError(
            "draft-07",
            `${place}: property ${JSON.stringify(name)} has both dependentRequired and dependentSchemas, which draft-07's one dependencies keyword cannot state`,
          );
        }
        dependencies[name] =
          keyword === "dependentSchemas"
            ? (this.schema(map[name], `${place}.${keyword}.${name}`) as never)
            : (map[name] as never);
      }
    }
    if (Object.keys(dependencies).length > 0) out.dependencies = dependencies;
    // Draft-07 ignores the siblings of $ref; ours apply them as 2020-12 does, so $ref moves into allOf.
    if (typeof out.$ref === "string" && Object.keys(out).some((key) => key !== "$ref")) {
      const { $ref, ...rest } = out;
      const allOf = Array.isArray(rest.allOf) ? rest.allOf : [];
      return { ...rest, allOf: [...allOf, { $ref }] };
    }
    return out;
  }

  #to2020(source: JsonObject, out: JsonObject, place: string): JsonObject {
    if (Array.isArray(source.items)) {
      out.prefixItems = this.#list(source.items, `${place}.items`);
      if (Object.hasOwn(source, "additionalItems")) {
        out.items = this.schema(source.additionalItems, `${place}.additionalItems`) as never;
      }
    } else if (Object.hasOwn(source, "items")) {
      // additionalItems without a tuple means nothing in draft-07: it is left out.
      out.items = this.schema(source.items, `${place}.items`) as never;
    }
    const dependencies = source.dependencies;
    if (typeof dependencies === "object" && dependencies !== null && !Array.isArray(dependencies)) {
      const required: JsonObject = {};
      const schemas: JsonObject = {};
      for (const name of Object.keys(dependencies)) {
        const value = dependencies[name];
        if (Array.isArray(value)) required[name] = value;
        else schemas[name] = this.schema(value, `${place}.dependencies.${name}`) as never;
      }
      if (Object.keys(required).length > 0) out.dependentRequired = required;
      if (Object.keys(schemas).length > 0) out.dependentSchemas = schemas;
    }
    return out;
  }

  /** A `$ref` pointer rewritten to where the converted document keeps what it pointed at. */
  #pointer(ref: string): string {
    if (!ref.startsWith("#")) return ref;
    const tokens = ref === "#" ? [] : ref.slice(1).split("/").slice(1);
    const out: string[] = [];
    let node: unknown = this.#root;
    let index = 0;
    const decode = (token: string) => token.replaceAll("~1", "/").replaceAll("~0", "~");
    while (index < tokens.length) {
      const token = tokens[index] as string;
      const key = decode(token);
      const schema = (typeof node === "object" && node !== null ? node : {}) as JsonObject;
      const next = tokens[index + 1];
      if (SCHEMA_MAPS.includes(key) || (SCHEMA_LISTS.includes(key) && next !== undefined)) {
        out.push(token, next as string);
        node = ((schema[key] ?? {}) as JsonObject)[decode(next ?? "")];
        index += 2;
        continue;
      }
      const renamed = this.#renamed(schema, key, next === undefined ? undefined : decode(next));
      if (renamed === undefined) {
        if (!ONE_SCHEMA.includes(key)) {
          // A pointer into something other than a schema keyword: left as it is.
          out.push(...tokens.slice(index));
          break;
        }
        out.push(token);
        node = schema[key];
        index += 1;
        continue;
      }
      out.push(...renamed.tokens);
      node = renamed.node;
      index += renamed.consumed;
    }
    return out.length === 0 ? "#" : `#/${out.join("/")}`;
  }

  #renamed(
    schema: JsonObject,
    key: string,
    next: string | undefined,
  ): { tokens: string[]; node: unknown; consumed: number } | undefined {
    const escapeToken = (name: string) => name.replaceAll("~", "~0").replaceAll("/", "~1");
    if (this.#target === "draft-07") {
      if (key === "prefixItems" && next !== undefined) {
        return {
          tokens: ["items", next],
          node: (schema.prefixItems as JsonObject[])?.[Number(next)],
          consumed: 2,
        };
      }
      if (key === "items") {
        const tokens = Object.hasOwn(schema, "prefixItems") ? ["additionalItems"] : ["items"];
        return { tokens, node: schema.items, consumed: 1 };
      }
      if ((key === "dependentSchemas" || key === "dependentRequired") && next !== undefined) {
        return {
          tokens: ["dependencies", escapeToken(next)],
          node: (schema[key] as JsonObject)?.[next],
          consumed: 2,
        };
      }
      return undefined;
    }
    if (key === "items") {
      if (Array.isArray(schema.items) && next !== undefined) {
        return { tokens: ["prefixItems", next], node: schema.items[Number(next)], consumed: 2 };
      }
      return { tokens: ["items"], node: schema.items, consumed: 1 };
    }
    if (key === "additionalItems")
      return { tokens: ["items"], node: schema.additionalItems, consumed: 1 };
    if (key === "dependencies" && next !== undefined) {
      const value = (schema.dependencies as JsonObject)?.[next];
      const keyword = Array.isArray(value) ? "dependentRequired" : "dependentSchemas";
      return { tokens: [keyword, escapeToken(next)], node: value, consumed: 2 };
    }
    return undefined;
  }
}
