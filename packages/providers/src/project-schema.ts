import { MAX_SCHEMA_DEPTH } from "@tinyllm/schema";
import type { Json, JsonObject } from "@tinyllm/types";
import type { ArgumentPlan, ToolPlan } from "./argument-plan.js";
import { items, requireItems } from "./array-keywords.js";
import {
  additional,
  closeObject,
  definitions,
  jsonText,
  needsJsonText,
  properties,
} from "./object-keywords.js";
import {
  type Finding,
  isAnyValue,
  isObject,
  type NodeSite,
  type Projected,
  type ProjectionContext,
  refuse,
} from "./projection-context.js";
import type { ProjectionIssue } from "./projection-error.js";
import type { ProviderRules } from "./provider-rules.js";
import { inlineRef } from "./ref-inline.js";
import { findRecursiveRef } from "./refs.js";
import { union } from "./union-keywords.js";
import {
  anyValue,
  enumeration,
  plainKeyword,
  typeKeyword,
  withDescription,
} from "./value-keywords.js";

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
    depth: 0,
  };
  if (rules.refs === "no-recursion") {
    const recursive = findRecursiveRef(schema);
    if (recursive !== undefined)
      refuse(context, { path: recursive, keyword: "$ref", what: "a recursive $ref" });
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
  if (context.depth >= MAX_SCHEMA_DEPTH) {
    const what = `a schema nested deeper than ${MAX_SCHEMA_DEPTH} levels`;
    refuse(context, { path, keyword: "depth", what });
    return { schema: {}, plan: {} };
  }
  context.depth++;
  try {
    return projectObject(node, path, pointer, context);
  } finally {
    context.depth--;
  }
}

function projectObject(
  node: Json,
  path: string,
  pointer: string,
  context: ProjectionContext,
): Projected {
  const plan: ArgumentPlan = {};
  context.pointers.set(pointer, plan);
  context.nodes++;
  const { rules } = context;
  if (isAnyValue(node)) return { schema: anyValue(node, path, context), plan };
  if (!isObject(node)) {
    if (node === false && (rules.openapi || rules.closeObjects)) {
      refuse(context, { path, keyword: "false", what: "a schema that accepts nothing" });
    }
    return { schema: node, plan };
  }
  if (typeof node.$ref === "string" && rules.refs === "inline")
    return inlineRef(node, path, context);
  if (needsJsonText(node, path, context)) return jsonText({ node, path, plan }, context);
  const site: NodeSite = { node, path, pointer, plan, entries: [], described: [] };
  for (const key of Object.keys(node)) keyword(key, site, context);
  closeObject(site, context);
  requireItems(site, context);
  const out = withDescription(site);
  // A Gemini enum of numbers or booleans is sent as strings, whatever `type` said.
  if (rules.openapi && plan.coerce !== undefined) out.type = "STRING";
  return { schema: out, plan };
}

type Handler = (key: string, site: NodeSite, context: ProjectionContext) => void;

const copy: Handler = (key, site) => {
  site.entries.push([key, site.node[key] as Json]);
};

// Keywords with structure or rules of their own; every other one is a plain keyword.
const HANDLERS = new Map<string, Handler>([
  ["properties", (_, site, context) => properties(site, context)],
  // Strict mode writes its own `required` (every property) once the node is done.
  [
    "required",
    (key, site, context) => (context.rules.requireAll ? undefined : copy(key, site, context)),
  ],
  ["additionalProperties", additional],
  ["patternProperties", additional],
  ["items", items],
  ["prefixItems", items],
  ["additionalItems", items],
  ["anyOf", union],
  ["oneOf", union],
  ["$defs", definitionsKeyword],
  ["definitions", definitionsKeyword],
  [
    "$ref",
    (key, site, context) => {
      copy(key, site, context);
      if (typeof site.node.$ref === "string") site.plan.ref = site.node.$ref;
    },
  ],
  ["type", (_, site, context) => typeKeyword(site, context)],
  ["enum", enumeration],
  ["const", enumeration],
]);

function definitionsKeyword(key: string, site: NodeSite, context: ProjectionContext): void {
  // Inlined references leave no definitions behind.
  if (context.rules.refs !== "inline" && isObject(site.node[key])) {
    site.entries.push([key, definitions(key, site, context)]);
  }
}

function keyword(key: string, site: NodeSite, context: ProjectionContext): void {
  (HANDLERS.get(key) ?? plainKeyword)(key, site, context);
}
