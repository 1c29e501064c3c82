import type { ToolDef } from "@tinyllm/types";
import { projectSchema } from "./project-schema.js";
import { parametersOf } from "./project-tools.js";
import { ANTHROPIC_STRICT_RULES, OPENAI_STRICT_RULES } from "./provider-rules.js";
import { measureSchema } from "./schema-measure.js";
import { ANTHROPIC_STRICT_LIMITS, openAILimitIssues } from "./strict-limits.js";

/** A provider with a strict mode. */
export type StrictProvider = "openai" | "anthropic";

/** One thing strict mode would refuse in a tool list sent as it is. */
export interface StrictViolation {
  /** The tool, or `""` for a rule about the whole request. */
  readonly tool: string;
  /** The schema node: `$`, `$.properties.days`. */
  readonly path: string;
  /** The keyword or limit at fault. */
  readonly keyword: string;
  /** The provider's rule, in words. */
  readonly rule: string;
}

/**
 * Every strict-mode violation in `defs` as they are, before a request is sent: each keyword the
 * provider refuses, each optional property or open object, each documented limit crossed, with
 * its path. `[]` means the tools can be sent strict unchanged.
 */
export function checkStrict(defs: readonly ToolDef[], provider: StrictProvider): StrictViolation[] {
  const rules = provider === "openai" ? OPENAI_STRICT_RULES : ANTHROPIC_STRICT_RULES;
  const violations: StrictViolation[] = [];
  const totals = { optional: 0, unions: 0 };
  for (const definition of defs) {
    const tool = definition.function.name;
    const projected = projectSchema(tool, parametersOf(definition), rules);
    for (const finding of projected.findings) {
      violations.push({
        tool,
        path: finding.path,
        keyword: finding.keyword,
        rule: finding.message,
      });
    }
    for (const issue of projected.unsupported) {
      violations.push({ tool, path: issue.path, keyword: issue.keyword, rule: issue.message });
    }
    const measure = measureSchema(projected.schema);
    if (provider === "openai") {
      for (const issue of openAILimitIssues(tool, measure)) {
        violations.push({ tool, path: issue.path, keyword: issue.keyword, rule: issue.message });
      }
    }
    totals.optional += measure.optional;
    totals.unions += measure.unions;
  }
  if (provider === "anthropic") {
    const limits = ANTHROPIC_STRICT_LIMITS;
    const request = (keyword: string, count: number, limit: number, what: string) => {
      if (count > limit) {
        violations.push({
          tool: "",
          path: "$",
          keyword,
          rule: `${count} ${what}, over Anthropic strict tool use's limit of ${limit} per request`,
        });
      }
    };
    request("strict tools", defs.length, limits.tools, "strict tools");
    request("optional parameters", totals.optional, limits.optional, "optional parameters");
    request("union parameters", totals.unions, limits.unions, "union parameters");
  }
  return violations;
}
