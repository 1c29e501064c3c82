import type { Json, JsonObject } from "../json.js";
import { dialectOf } from "../json-schema-target.js";
import { compileCached, patternMessage } from "../keywords/pattern.js";
import { buildTypeMessage, describeTypes } from "../keywords/type.js";
import type { LinearPattern } from "../pattern/index.js";
import { TYPE_NAMES, type TypeName } from "../schema-spec.js";

/**
 * One schema object as the prefix judge reads it: only the keywords it can judge on part of a
 * value. Every keyword of a schema must pass, so judging some of them and ignoring the rest
 * (`anyOf`, `oneOf`, `not`, `if`, `format`, `multipleOf`, `uniqueItems`, `contains`, ...) can only
 * say `viable` more often, never `invalid` wrongly.
 */
export interface PrefixNode {
  /** The boolean schema `false`: no value passes. */
  readonly never: boolean;
  readonly types: readonly TypeName[] | undefined;
  readonly typeMessage: (value: unknown) => string;
  readonly enumValues: readonly Json[] | undefined;
  readonly hasConst: boolean;
  readonly constValue: Json | undefined;
  readonly minLength: number | undefined;
  readonly maxLength: number | undefined;
  readonly pattern: LinearPattern | undefined;
  /** The pattern's message for a whole string that fails it (undefined when it passes). */
  readonly patternFailure: ((value: string) => string | undefined) | undefined;
  /** Whether a string value has anything to judge here (a length, an option, a pattern). */
  readonly judgesStrings: boolean;
  /** Whether an object value's keys must be counted or checked here. */
  readonly judgesKeys: boolean;
  readonly minimum: number | undefined;
  readonly maximum: number | undefined;
  readonly exclusiveMinimum: number | undefined;
  readonly exclusiveMaximum: number | undefined;
  readonly required: readonly string[];
  readonly maxProperties: number | undefined;
  readonly minItems: number | undefined;
  readonly maxItems: number | undefined;
  /** Whether `additionalProperties: false` applies (no `patternProperties` beside it). */
  readonly closed: boolean;
  /** Whether `properties` names this key. */
  declares(name: string): boolean;
  /** The schemas of one property's value (cached per name). */
  property(name: string): readonly PrefixNode[];
  /** The schemas of the array element at `index`. */
  item(index: number): readonly PrefixNode[];
}

// Past this many `$ref`s and `allOf`s followed in place, a node is left unjudged (viable).
const MAX_IN_PLACE = 64;
const NONE: readonly PrefixNode[] = Object.freeze([]);
const NEVER_TYPE_MESSAGE = buildTypeMessage("nothing");

/** Reads a schema document into prefix nodes, each schema object once. */
export class PrefixNodeReader {
  readonly #root: Json;
  readonly #draft7: boolean;
  readonly #cache = new Map<object, readonly PrefixNode[]>();

  constructor(document: JsonObject) {
    this.#root = document;
    this.#draft7 = dialectOf(document) === "draft-07";
  }

  /** The nodes a value under the document's root must pass. */
  root(): readonly PrefixNode[] {
    return this.nodes(this.#root, 0);
  }

  /** The nodes of one schema: itself, and what its `$ref` and `allOf` apply in place. */
  nodes(schema: Json | undefined, depth: number): readonly PrefixNode[] {
    if (schema === false) return NEVER_LIST;
    if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return NONE;
    const known = this.#cache.get(schema);
    if (known !== undefined) return known;
    if (depth > MAX_IN_PLACE) return NONE;
    const object = schema as JsonObject;
    let nodes: PrefixNode[];
    const reference = object.$ref;
    if (reference !== undefined) {
      // Only the target is judged: under draft-07 a `$ref`'s siblings are ignored.
      const target = typeof reference === "string" ? this.#resolve(reference) : undefined;
      nodes = [...this.nodes(target, depth + 1)];
    } else {
      nodes = [this.#node(object)];
      const allOf = object.allOf;
      if (Array.isArray(allOf)) {
        for (const branch of allOf) nodes.push(...this.nodes(branch, depth + 1));
      }
    }
    this.#cache.set(schema, nodes);
    return nodes;
  }

  #resolve(reference: string): Json | undefined {
    if (!reference.startsWith("#")) return undefined;
    let pointer: string;
    try {
      pointer = decodeURIComponent(reference.slice(1));
    } catch {
      return undefined;
    }
    if (pointer !== "" && !pointer.startsWith("/")) return undefined;
    let target: Json | undefined = this.#root;
    for (const raw of pointer === "" ? [] : pointer.slice(1).split("/")) {
      const token = raw.replaceAll("~1", "/").replaceAll("~0", "~");
      if (Array.isArray(target) && /^(0|[1-9][0-9]*)$/.test(token)) target = target[Number(token)];
      else if (isObject(target) && Object.hasOwn(target, token)) target = target[token];
      else return undefined;
    }
    return target;
  }

  #node(schema: JsonObject): PrefixNode {
    const types = readTypes(schema.type);
    const properties = isObject(schema.properties) ? schema.properties : undefined;
    const hasPatterns = schema.patternProperties !== undefined;
    const additional = hasPatterns ? undefined : schema.additionalProperties;
    const tuple = this.#draft7 && Array.isArray(schema.items);
    const items = tuple ? undefined : schema.items;
    const prefixItems =
      !this.#draft7 && Array.isArray(schema.prefixItems) ? schema.prefixItems : undefined;
    const propertyCache = new Map<string, readonly PrefixNode[]>();
    const patternSource = typeof schema.pattern === "string" ? schema.pattern : undefined;
    const compiled = patternSource === undefined ? undefined : compileCached(patternSource);
    const pattern = compiled?.ok === true ? compiled.pattern : undefined;
    const minLength = count(schema.minLength);
    const maxLength = count(schema.maxLength);
    const enumValues = Array.isArray(schema.enum) ? schema.enum : undefined;
    const hasConst = Object.hasOwn(schema, "const");
    const required = Array.isArray(schema.required)
      ? schema.required.filter((name): name is string => typeof name === "string")
      : [];
    const maxProperties = count(schema.maxProperties);
    const closed = additional === false;
    return {
      never: false,
      types,
      typeMessage: buildTypeMessage(describeTypes(types)),
      enumValues,
      hasConst,
      constValue: schema.const,
      minLength,
      maxLength,
      pattern,
      patternFailure: pattern === undefined ? undefined : patternMessage(pattern),
      judgesStrings:
        minLength !== undefined ||
        maxLength !== undefined ||
        pattern !== undefined ||
        enumValues !== undefined ||
        hasConst,
      judgesKeys: closed || maxProperties !== undefined || required.length > 0,
      minimum: number(schema.minimum),
      maximum: number(schema.maximum),
      exclusiveMinimum: number(schema.exclusiveMinimum),
      exclusiveMaximum: number(schema.exclusiveMaximum),
      required,
      maxProperties,
      minItems: count(schema.minItems),
      maxItems: count(schema.maxItems),
      closed,
      declares: (name) => properties !== undefined && Object.hasOwn(properties, name),
      property: (name) => {
        let known = propertyCache.get(name);
        if (known === undefined) {
          // A key that a pattern may match is judged by nothing here: `patternProperties` is not read.
          if (properties !== undefined && Object.hasOwn(properties, name)) {
            known = this.nodes(properties[name], 0);
          } else {
            known = hasPatterns || additional === false ? NONE : this.nodes(additional, 0);
          }
          // Bounded: a model may send any number of distinct keys.
          if (propertyCache.size < 1024) propertyCache.set(name, known);
        }
        return known;
      },
      item: (index) => {
        if (prefixItems !== undefined && index < prefixItems.length) {
          return this.nodes(prefixItems[index], 0);
        }
        return tuple ? NONE : this.nodes(items, 0);
      },
    };
  }
}

const EMPTY: PrefixNode = {
  never: false,
  types: undefined,
  typeMessage: NEVER_TYPE_MESSAGE,
  enumValues: undefined,
  hasConst: false,
  constValue: undefined,
  minLength: undefined,
  maxLength: undefined,
  pattern: undefined,
  patternFailure: undefined,
  judgesStrings: false,
  judgesKeys: false,
  minimum: undefined,
  maximum: undefined,
  exclusiveMinimum: undefined,
  exclusiveMaximum: undefined,
  required: [],
  maxProperties: undefined,
  minItems: undefined,
  maxItems: undefined,
  closed: false,
  declares: () => false,
  property: () => NONE,
  item: () => NONE,
};

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readTypes(value: Json | undefined): readonly TypeName[] | undefined {
  const names = typeof value === "string" ? [value] : Array.isArray(value) ? value : undefined;
  if (names === undefined) return undefined;
  const known = names.filter((name): name is TypeName =>
    (TYPE_NAMES as readonly Json[]).includes(name),
  );
  // A list the compiler would refuse is not judged.
  return known.length === names.length && known.length > 0 ? known : undefined;
}

function count(value: Json | undefined): number | undefined {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : undefined;
}

function number(value: Json | undefined): number | undefined {
  return typeof value === "number" ? value : undefined;
}

const NEVER: PrefixNode = { ...EMPTY, never: true, judgesStrings: true };
const NEVER_LIST: readonly PrefixNode[] = Object.freeze([NEVER]);
