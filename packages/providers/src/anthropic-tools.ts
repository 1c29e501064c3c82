import type { Json, ToolDef } from "@tinyllm/types";
import { refuseUnknownOption } from "./option-names.js";
import { projectSchema } from "./project-schema.js";
import {
  accept,
  finish,
  type Projection,
  type ProjectRun,
  parametersOf,
  STRICT_OPTION_NAMES,
  type StrictOptions,
} from "./project-tools.js";
import type { ProjectionIssue } from "./projection-error.js";
import { ANTHROPIC_STRICT_RULES } from "./provider-rules.js";
import { measureSchema } from "./schema-measure.js";
import { ANTHROPIC_STRICT_LIMITS } from "./strict-limits.js";

/** An Anthropic Messages tool (`Tool` in `@anthropic-ai/sdk`). */
export interface AnthropicTool {
  name: string;
  description: string;
  input_schema: { type: "object"; [key: string]: Json };
  strict?: boolean;
}

const LABEL = "Anthropic strict tool use";

/**
 * The tools for Anthropic Messages. Strict, every object is closed, what strict tool use refuses
 * (numeric and length bounds, most formats) moves into the description, and the request-wide
 * limits (20 strict tools, 24 optional and 16 union parameters) are kept: a tool over one throws
 * `ProjectionError`, or with `fallback: "non-strict"` is sent non-strict (tools are taken in the
 * order given; each that fits in what is left stays strict). A `TypeError` for an option name it
 * does not know.
 */
export function toAnthropicTools(
  defs: readonly ToolDef[],
  options: StrictOptions = {},
): Projection<AnthropicTool> {
  refuseUnknownOption(options, "toAnthropicTools", STRICT_OPTION_NAMES);
  const strict = options.strict === true;
  const fallback = options.fallback ?? "error";
  const run: ProjectRun = { outcomes: [], warnings: [], plans: new Map(), issues: [] };
  const used = { tools: 0, optional: 0, unions: 0 };
  for (const definition of defs) {
    const name = definition.function.name;
    if (!strict) {
      run.outcomes.push({ definition, projected: undefined });
      continue;
    }
    const projected = projectSchema(name, parametersOf(definition), ANTHROPIC_STRICT_RULES);
    const measure = measureSchema(projected.schema);
    const issues: ProjectionIssue[] = [...projected.unsupported];
    const over = (keyword: string, what: string, limit: number) =>
      issues.push({
        tool: name,
        path: "$",
        keyword,
        message: `${what}, over ${LABEL}'s limit of ${limit} per request`,
      });
    const limits = ANTHROPIC_STRICT_LIMITS;
    if (used.tools + 1 > limits.tools)
      over("strict tools", `strict tool number ${used.tools + 1}`, limits.tools);
    if (used.optional + measure.optional > limits.optional) {
      over(
        "optional parameters",
        `${used.optional + measure.optional} optional parameters`,
        limits.optional,
      );
    }
    if (used.unions + measure.unions > limits.unions) {
      over("union parameters", `${used.unions + measure.unions} union parameters`, limits.unions);
    }
    if (issues.length > 0 && fallback === "non-strict") {
      run.warnings.push({ tool: name, path: "$", keyword: "strict", action: "rewritten" });
      run.outcomes.push({ definition, projected: undefined });
      continue;
    }
    for (const issue of issues) run.issues.push(issue);
    used.tools++;
    used.optional += measure.optional;
    used.unions += measure.unions;
    accept(run, definition, projected);
  }
  return finish(run, ({ definition, projected }) => {
    const { name, description } = definition.function;
    if (projected === undefined) {
      return { name, description, input_schema: inputSchema(parametersOf(definition)) };
    }
    return { name, description, input_schema: inputSchema(projected.schema), strict: true };
  });
}

function inputSchema(schema: { [key: string]: Json }): AnthropicTool["input_schema"] {
  return { ...schema, type: "object" };
}
