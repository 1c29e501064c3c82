import type { Json, JsonObject } from "@tinyllm/types";
import type { ArgumentPlan } from "./argument-plan.js";
import type { ProjectionIssue } from "./projection-error.js";
import type { ProjectionAction } from "./projection-warning.js";
import type { ProviderRules } from "./provider-rules.js";

/** One change a projection made, lossy or not (checkStrict reports them all). */
export interface Finding {
  /** The schema node. */
  readonly path: string;
  /** The keyword changed. */
  readonly keyword: string;
  /** What was done. */
  readonly action: ProjectionAction;
  /** Whether the provider loses a rule (a warning), or the change is undone by the normalizer. */
  readonly lossy: boolean;
  /** The provider rule behind it, in words. */
  readonly message: string;
}

/** A node projected, and what the normalizer undoes at it. */
export interface Projected {
  readonly schema: Json;
  readonly plan: ArgumentPlan;
}

/** The state of one tool's projection. */
export interface ProjectionContext {
  readonly tool: string;
  readonly rules: ProviderRules;
  readonly root: JsonObject;
  readonly findings: Finding[];
  readonly unsupported: ProjectionIssue[];
  /** Every node's plan by JSON pointer, for `$ref`s kept in the output. */
  readonly pointers: Map<string, ArgumentPlan>;
  /** The `$ref` targets being inlined, outermost first (a repeat is recursion). */
  readonly inlining: string[];
  /** Projects a subschema (the engine's own entry point). */
  readonly project: (node: Json, path: string, pointer: string) => Projected;
  /** Set once the normalizer has something to undo. */
  changes: boolean;
  /** Schema nodes written so far (inlining `$ref`s can multiply them). */
  nodes: number;
  /** Schema nodes open around the one being projected. */
  depth: number;
}

/** One object schema node being projected: where it is, and what it becomes. */
export interface NodeSite {
  /** The node as the tool wrote it. */
  readonly node: JsonObject;
  /** Its path, as in compile errors. */
  readonly path: string;
  /** Its JSON pointer in the tool's schema. */
  readonly pointer: string;
  /** What the normalizer undoes here. */
  readonly plan: ArgumentPlan;
  /** The keys of the projected node, in order (a repeated key keeps its first place). */
  readonly entries: [string, Json][];
  /** Constraints moved into the description, in order. */
  readonly described: [string, Json][];
}

/** Records a change. */
export function note(context: ProjectionContext, finding: Finding): void {
  context.findings.push(finding);
}

/** Records a change at a node that the provider loses (a warning). */
export function lose(
  context: ProjectionContext,
  site: { readonly path: string },
  keyword: string,
  action: Finding["action"],
): void {
  const message = `${keyword} is not accepted`;
  note(context, { path: site.path, keyword, action, lossy: true, message });
}

/** Records a construct the provider cannot take: `what` starts the message. */
export function refuse(
  context: ProjectionContext,
  issue: { readonly path: string; readonly keyword: string; readonly what: string },
): void {
  context.unsupported.push({
    tool: context.tool,
    path: issue.path,
    keyword: issue.keyword,
    message: `${issue.what} cannot be sent in ${context.rules.label}`,
  });
}

/** Whether a JSON value is an object (not null, not an array). */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Whether a schema accepts any value: `true` or `{}`. */
export function isAnyValue(value: Json | undefined): boolean {
  return value === true || (isObject(value) && Object.keys(value).length === 0);
}
