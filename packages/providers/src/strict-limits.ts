import type { ProjectionIssue } from "./projection-error.js";
import type { SchemaMeasure } from "./schema-measure.js";

/** OpenAI strict mode's documented limits on one schema. */
export const OPENAI_STRICT_LIMITS = {
  /** Object properties in total. */
  properties: 5_000,
  /** Levels of object nesting. */
  depth: 10,
  /** Enum values in total. */
  enumValues: 1_000,
  /** Characters of property names, definition names, enum and const values. */
  stringLength: 120_000,
  /** Characters of one string enum's values, when it has more than 250. */
  largeEnumLength: 15_000,
} as const;

/** Anthropic strict tool use's documented limits on one request. */
export const ANTHROPIC_STRICT_LIMITS = {
  /** Strict tools in one request. */
  tools: 20,
  /** Optional parameters over every strict tool. */
  optional: 24,
  /** Parameters using `anyOf` or a type list, over every strict tool. */
  unions: 16,
} as const;

const LABEL = "OpenAI strict mode";

/** Every OpenAI strict limit one tool's schema crosses. */
export function openAILimitIssues(tool: string, measure: SchemaMeasure): ProjectionIssue[] {
  const issues: ProjectionIssue[] = [];
  const limits = OPENAI_STRICT_LIMITS;
  const over = (path: string, keyword: string, what: string, limit: number) =>
    issues.push({ tool, path, keyword, message: `${what}, over ${LABEL}'s limit of ${limit}` });
  if (measure.properties > limits.properties) {
    over("$", "properties", `${measure.properties} object properties`, limits.properties);
  }
  if (measure.depth > limits.depth) {
    over(measure.deepestPath, "nesting", `${measure.depth} levels of object nesting`, limits.depth);
  }
  if (measure.enumValues > limits.enumValues) {
    over("$", "enum", `${measure.enumValues} enum values`, limits.enumValues);
  }
  if (measure.stringLength > limits.stringLength) {
    over(
      "$",
      "string length",
      `${measure.stringLength} characters of names and values`,
      limits.stringLength,
    );
  }
  if (measure.largeEnumLength > limits.largeEnumLength) {
    over(
      measure.largeEnumPath,
      "enum",
      `${measure.largeEnumLength} characters in an enum of more than 250 values`,
      limits.largeEnumLength,
    );
  }
  return issues;
}
