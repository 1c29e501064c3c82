import type { Json, JsonObject } from "@tinyllm/types";
import type { ArgumentPlan, ToolPlan } from "./argument-plan.js";
import { describeConstraints } from "./describe-constraints.js";
import { geminiType } from "./gemini-values.js";
import { acceptsNull, isObjectSchema, nullable } from "./nullability.js";
import {
  type Finding,
  isObject,
  note,
  type Projected,
  type ProjectionContext,
  refuse,
} from "./projection-context.js";
import type { ProjectionIssue } from "./projection-error.js";
import type { ProviderRules } from "./provider-rules.js";
import { findRecursiveRef } from "./refs.js";
import {
  additional,
  anyValue,
  definitions,
  enumeration,
  inlineRef,
  jsonText,
  needsJsonText,
  tuple,
  union,
} from "./schema-parts.js";
import { childPath, pointerSegment } from "./schema-path.js";

/** A projected schema with what it took. */
export interface ProjectedSchema {
  readonly schema: JsonObject;
  /** Every change, lossy or not. */
  readonly findings: readonly Finding[];
  /** Constructs the provider cannot take at all: the tool cannot be sent this way. */
  readonly unsupported: readonly ProjectionIssue[];
  /** What the normalizer undoes; `undefined` when nothing. */
  readonly plan: ToolPlan | undefined;
}

/** Projects one tool's parameters schema under a provider's rules; never throws. */
export function projectSchema(
  tool: string,
  schema: JsonObject,
  rules: ProviderRules,
): ProjectedSchema {
  const context: ProjectionContext = {
    tool,
    rules,
    root: schema,
    findings: [],
    unsupported: [],
    pointers: new Map(),
    inlining: [],
    project: (node, path, pointer) => projectNode(node, path, pointer, context),
    changes: false,
    nodes: 0,
  };
  if (rules.refs === "no-recursion") {
    const recursive = findRecursiveRef(schema);
    if (recursive !== undefined) refuse(context, recursive, "$ref", "a recursive $ref");
  }
  const projected = projectNode(schema, "$", "#", context);
  return {
    schema: projected.schema as JsonObject,
    findings: context.findings,
    unsupported: context.unsupported,
    plan: context.changes ? { root: projected.plan, pointers: context.pointers } : undefined,
  };
}

function projectNode(
  node: Json,
  path: string,
  pointer: string,
  context: ProjectionContext,
): Projected {
  const plan: ArgumentPlan = {};
  context.pointers.set(pointer, plan);
  context.nodes++;
  if (node === true || (isObject(node) && Object.keys(node).length === 0)) {
    return { schema: anyValue(node, path, context), plan };
  }
  const { rules } = context;
  if (!isObject(node)) {
    if (node === false && (rules.openapi || rules.closeObjects)) {
      refuse(context, path, "false", "a schema that accepts nothing");
    }
    return { schema: node, plan };
  }
  if (typeof node.$ref === "string" && rules.refs === "inline") {
    return inlineRef(node, path, context);
  }
  if (needsJsonText(node, path, context)) return jsonText(node, path, plan, context);
  const entries: [string, Json][] = [];
  const described: [string, Json][] = [];
  for (const key of Object.keys(node)) {
    const value = node[key] as Json;
    switch (key) {
      case "properties":
        if (rules.openapi && !isObjectSchema(node)) {
          note(context, path, key, "dropped", false, "properties outside an object");
        } else if (isObject(value)) {
          entries.push([key, properties(value, node.required, path, pointer, plan, context)]);
        }
        break;
      case "required":
        if (!rules.requireAll) entries.push([key, value]);
        break;
      case "additionalProperties":
      case "patternProperties":
        entries.push(...additional(key, node, path, pointer, plan, context));
        break;
      case "items":
      case "prefixItems":
      case "additionalItems":
        for (const [itemKey, itemValue] of items(key, node, path, pointer, plan, context)) {
          if (itemKey !== "minItems" && itemKey !== "maxItems") entries.push([itemKey, itemValue]);
          else plainKeyword(itemKey, itemValue, path, entries, described, context);
        }
        break;
      case "anyOf":
      case "oneOf":
        if (Array.isArray(value)) entries.push(...union(key, value, path, pointer, plan, context));
        break;
      case "$defs":
      case "definitions":
        if (rules.refs !== "inline" && isObject(value)) {
          entries.push([key, definitions(key, value, path, pointer, context)]);
        }
        break;
      case "$ref":
        entries.push([key, value]);
        if (typeof value === "string") plan.ref = value;
        break;
      case "type":
        entries.push(
          ...(rules.openapi ? geminiType(value, path, context) : [[key, value] as [string, Json]]),
        );
        break;
      case "enum":
      case "const":
        entries.push(...enumeration(key, node, path, plan, context, described));
        break;
      default:
        plainKeyword(key, value, path, entries, described, context);
    }
  }
  const named = isObject(node.properties) && Object.keys(node.properties).length > 0;
  const extra = node.additionalProperties;
  const open =
    extra === undefined || extra === true || (isObject(extra) && Object.keys(extra).length === 0);
  if (
    rules.closeObjects &&
    isObjectSchema(node) &&
    !named &&
    open &&
    !Object.hasOwn(node, "patternProperties")
  ) {
    // The root is a tool without parameters; deeper, closing it would forbid all content.
    if (path !== "$") refuse(context, path, "properties", "an object without named properties");
    else if (rules.requireAll && !Object.hasOwn(node, "properties"))
      entries.push(["properties", {}]);
  }
  if (rules.closeObjects && isObjectSchema(node) && !Object.hasOwn(node, "additionalProperties")) {
    entries.push(["additionalProperties", false]);
    note(
      context,
      path,
      "additionalProperties",
      "rewritten",
      false,
      "every object must set additionalProperties: false",
    );
  }
  if (rules.requireAll && isObjectSchema(node)) {
    entries.push(["required", isObject(node.properties) ? Object.keys(node.properties) : []]);
  }
  if (rules.openapi && isArrayType(node) && !entries.some(([key]) => key === "items")) {
    // Gemini refuses an array without items; any element is a JSON value, asked for as a string.
    entries.push(["items", { type: "STRING" }]);
    note(context, path, "items", "rewritten", true, "an array without items is not accepted");
  }
  const out = withDescription(entries, described);
  // A Gemini enum of numbers or booleans is sent as strings, whatever `type` said.
  if (rules.openapi && plan.coerce !== undefined) out.type = "STRING";
  return { schema: out, plan };
}

function items(
  key: string,
  node: JsonObject,
  path: string,
  pointer: string,
  plan: ArgumentPlan,
  context: ProjectionContext,
): [string, Json][] {
  const { rules } = context;
  const value = node[key] as Json;
  if (key === "additionalItems") return Array.isArray(node.items) ? [] : [[key, value]];
  if (key === "prefixItems" || Array.isArray(value)) {
    if (!Array.isArray(value)) return [];
    const rest = key === "prefixItems" ? node.items : node.additionalItems;
    if (rules.rewriteTuples) return tuple(key, value, rest, path, pointer, plan, context);
    const keyPath = childPath(path, key);
    const projected = value.map((item, index) =>
      context.project(item, childPath(keyPath, index), `${pointer}/${key}/${index}`),
    );
    plan.prefixItems = projected.map((item) => item.plan);
    const out: [string, Json][] = [["prefixItems", projected.map((item) => item.schema)]];
    if (key === "items") {
      // A draft-07 tuple in 2020-12 words: `items` array to `prefixItems`, `additionalItems` to `items`.
      note(context, path, key, "rewritten", false, "a draft-07 tuple is sent as prefixItems");
      if (rest !== undefined) {
        const restProjected = context.project(
          rest,
          childPath(path, "additionalItems"),
          `${pointer}/additionalItems`,
        );
        plan.items = restProjected.plan;
        out.push(["items", restProjected.schema]);
      }
    }
    return out;
  }
  // With prefixItems rewritten, `items` is folded into the rewritten union.
  if (rules.rewriteTuples && Array.isArray(node.prefixItems)) return [];
  if (rules.openapi && !isArrayType(node)) {
    note(context, path, key, "dropped", false, "items outside an array");
    return [];
  }
  const projected = context.project(value, childPath(path, key), `${pointer}/items`);
  plan.items = projected.plan;
  return [[key, projected.schema]];
}

function isArrayType(node: JsonObject): boolean {
  return node.type === "array" || (Array.isArray(node.type) && node.type.includes("array"));
}

function moveToDescription(
  key: string,
  value: Json,
  path: string,
  described: [string, Json][],
  context: ProjectionContext,
  message: string,
): void {
  described.push([key, value]);
  note(context, path, key, "moved-to-description", true, message);
}

function plainKeyword(
  key: string,
  value: Json,
  path: string,
  entries: [string, Json][],
  described: [string, Json][],
  context: ProjectionContext,
): void {
  const { rules } = context;
  if (key === "format") {
    if (rules.formats === undefined || (typeof value === "string" && rules.formats.has(value))) {
      entries.push([key, value]);
    } else
      moveToDescription(
        key,
        value,
        path,
        described,
        context,
        `format ${JSON.stringify(value)} is not accepted`,
      );
    return;
  }
  if (key === "minItems" && typeof value === "number" && value > rules.maxMinItems) {
    moveToDescription(
      key,
      value,
      path,
      described,
      context,
      `minItems above ${rules.maxMinItems} is not accepted`,
    );
    return;
  }
  const rule = context.rules.keywords.get(key) ?? context.rules.unknown;
  if (rule === "pass") entries.push([key, value]);
  else if (rule === "describe")
    moveToDescription(key, value, path, described, context, `${key} is not accepted`);
  else note(context, path, key, "dropped", true, `${key} is not accepted`);
}

function withDescription(entries: [string, Json][], described: [string, Json][]): JsonObject {
  const out = Object.fromEntries(entries) as JsonObject;
  if (described.length === 0) return out;
  const text = describeConstraints(described);
  const current = out.description;
  if (typeof current === "string" && current.trim() !== "") {
    const trimmed = current.trimEnd();
    out.description = /[.!?:;]$/.test(trimmed) ? `${trimmed} ${text}` : `${trimmed}. ${text}`;
  } else {
    out.description = text;
  }
  return out;
}

function properties(
  value: JsonObject,
  requiredList: Json | undefined,
  path: string,
  pointer: string,
  plan: ArgumentPlan,
  context: ProjectionContext,
): JsonObject {
  const required = new Set(Array.isArray(requiredList) ? requiredList : []);
  const entries: [string, Json][] = [];
  const plans = new Map<string, ArgumentPlan>();
  const base = childPath(path, "properties");
  for (const name of Object.keys(value)) {
    const propertyPath = childPath(base, name);
    const propertyPointer = `${pointer}/properties/${pointerSegment(name)}`;
    const projected = context.project(value[name] as Json, propertyPath, propertyPointer);
    let schema = projected.schema;
    if (context.rules.requireAll && !required.has(name) && !acceptsNull(schema, context.root)) {
      schema = nullable(schema);
      plan.nulls ??= new Set();
      plan.nulls.add(name);
      context.changes = true;
      note(
        context,
        propertyPath,
        "required",
        "rewritten",
        false,
        "every property must be required; optional ones become nullable",
      );
    }
    plans.set(name, projected.plan);
    entries.push([name, schema]);
  }
  plan.properties = plans;
  return Object.fromEntries(entries) as JsonObject;
}
