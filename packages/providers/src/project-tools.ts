import type { JsonObject, ToolDef } from "@tinyllm/types";
import { type ArgumentNormalizer, normalizerOf } from "./argument-normalizer.js";
import type { ToolPlan } from "./argument-plan.js";
import type { OptionFields } from "./option-names.js";
import { type ProjectedSchema, projectSchema } from "./project-schema.js";
import { ProjectionError, type ProjectionIssue } from "./projection-error.js";
import type { ProjectionWarning } from "./projection-warning.js";
import type { ProviderRules } from "./provider-rules.js";

/** How a strict projection treats a tool it cannot send strict (or past a limit). */
export type StrictFallback = "error" | "non-strict";

/** Options of the OpenAI and Anthropic projections. */
export interface StrictOptions {
  /** Send the tools in the provider's strict mode; default `false`. */
  readonly strict?: boolean | undefined;
  /**
   * What a tool that cannot be strict gets: `"error"` (the default) throws `ProjectionError`;
   * `"non-strict"` sends that tool as it is, non-strict, with a warning (keyword `strict`).
   */
  readonly fallback?: StrictFallback | undefined;
}

/** Every option of the OpenAI and Anthropic projections: the one list their unknown-name check reads. */
export const STRICT_OPTION_NAMES: readonly string[] = Object.keys({
  strict: 1,
  fallback: 1,
} as const satisfies OptionFields<StrictOptions>);

/** Tools in a provider's shape, what was lost on the way, and the normalizer that undoes the rest. */
export interface Projection<T> {
  /** The tools, in the order given. */
  readonly tools: T[];
  /** One per lossy step; what was lost is still enforced by the registry. */
  readonly warnings: ProjectionWarning[];
  /**
   * Undoes what the projection changed in the arguments (strict mode's `null`s, Gemini's string
   * enums): pass it as `normalizeArguments` to the registry's `call`/`callAll`.
   */
  readonly normalizeArguments: ArgumentNormalizer;
}

/** One tool's schema as the provider will get it, or `undefined` when it goes non-strict. */
export interface ToolOutcome {
  readonly definition: ToolDef;
  readonly projected: ProjectedSchema | undefined;
}

/** The pieces every projection shares: per tool, the projected schema or a fallback. */
export interface ProjectRun {
  readonly outcomes: ToolOutcome[];
  readonly warnings: ProjectionWarning[];
  readonly plans: Map<string, ToolPlan>;
  readonly issues: ProjectionIssue[];
}

/** Projects every tool under `rules`; issues are collected, not thrown (see `finish`). */
export function projectAll(
  defs: readonly ToolDef[],
  rules: ProviderRules | undefined,
  fallback: StrictFallback,
  extraIssues: (name: string, projected: ProjectedSchema) => ProjectionIssue[] = () => [],
): ProjectRun {
  const run: ProjectRun = { outcomes: [], warnings: [], plans: new Map(), issues: [] };
  for (const definition of defs) {
    const name = definition.function.name;
    if (rules === undefined) {
      run.outcomes.push({ definition, projected: undefined });
      continue;
    }
    const projected = projectSchema(name, parametersOf(definition), rules);
    const issues = [...projected.unsupported, ...extraIssues(name, projected)];
    if (issues.length > 0 && fallback === "non-strict") {
      run.warnings.push({ tool: name, path: "$", keyword: "strict", action: "rewritten" });
      run.outcomes.push({ definition, projected: undefined });
      continue;
    }
    for (const issue of issues) run.issues.push(issue);
    accept(run, definition, projected);
  }
  return run;
}

/** Takes a projected tool into the run: its warnings and its plan. */
export function accept(run: ProjectRun, definition: ToolDef, projected: ProjectedSchema): void {
  const name = definition.function.name;
  for (const finding of projected.findings) {
    if (finding.lossy) {
      run.warnings.push({
        tool: name,
        path: finding.path,
        keyword: finding.keyword,
        action: finding.action,
      });
    }
  }
  if (projected.plan !== undefined) run.plans.set(name, projected.plan);
  run.outcomes.push({ definition, projected });
}

/** Throws for collected issues, else builds the projection's tools. */
export function finish<T>(run: ProjectRun, shape: (outcome: ToolOutcome) => T): Projection<T> {
  if (run.issues.length > 0) {
    const limit = run.issues.every((issue) => LIMIT_KEYWORDS.has(issue.keyword));
    throw new ProjectionError(run.issues, limit ? "limit_exceeded" : "unprojectable");
  }
  return {
    tools: run.outcomes.map(shape),
    warnings: run.warnings,
    normalizeArguments: normalizerOf(run.plans),
  };
}

/** Keywords of issues that are documented limits rather than unprojectable constructs. */
export const LIMIT_KEYWORDS: ReadonlySet<string> = new Set([
  "properties",
  "nesting",
  "enum",
  "string length",
  "strict tools",
  "optional parameters",
  "union parameters",
]);

/** A tool's parameters schema (`{"type":"object"}` when it has none). */
export function parametersOf(definition: ToolDef): JsonObject {
  const parameters = definition.function.parameters as JsonObject | undefined;
  return parameters ?? { type: "object" };
}
