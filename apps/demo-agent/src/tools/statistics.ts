import { defineTool } from "@tinyllm/tool";
import { formatNumber } from "./arithmetic.js";

/** The measures `statistics` computes, in the order it reports them. */
export const MEASURES = ["count", "sum", "min", "max", "mean", "median", "stdev"] as const;

/** A number, or a decimal number written as a string (models often quote numbers). */
const NUMERIC_STRING = "^\\s*-?[0-9]+(\\.[0-9]+)?\\s*$";

/**
 * `statistics`: summary measures of a list of numbers. Its schema uses arrays
 * (`items`, `minItems`, `maxItems`) and `anyOf` (a number or a numeric string).
 */
export function createStatisticsTool() {
  return defineTool({
    name: "statistics",
    description:
      "Summary statistics of a list of numbers: count, sum, min, max, mean, median and " +
      "standard deviation (population). Values may be numbers or numeric strings.",
    parameters: {
      type: "object",
      properties: {
        values: {
          type: "array",
          minItems: 1,
          maxItems: 1000,
          items: { anyOf: [{ type: "number" }, { type: "string", pattern: NUMERIC_STRING }] },
        },
        measures: {
          type: "array",
          minItems: 1,
          items: { enum: [...MEASURES] },
        },
      },
      required: ["values"],
      additionalProperties: false,
    },
    execute(args) {
      const values = args.values.map((value) =>
        typeof value === "number" ? value : Number(value),
      );
      const wanted = new Set<string>(args.measures ?? MEASURES);
      const result: Record<string, number> = {};
      for (const measure of MEASURES) {
        if (wanted.has(measure)) result[measure] = Number(formatNumber(compute(measure, values)));
      }
      return result;
    },
  });
}

function compute(measure: (typeof MEASURES)[number], values: readonly number[]): number {
  const sum = values.reduce((total, value) => total + value, 0);
  const mean = sum / values.length;
  switch (measure) {
    case "count":
      return values.length;
    case "sum":
      return sum;
    case "min":
      return Math.min(...values);
    case "max":
      return Math.max(...values);
    case "mean":
      return mean;
    case "median": {
      const sorted = [...values].sort((a, b) => a - b);
      const middle = Math.floor(sorted.length / 2);
      return sorted.length % 2 === 1
        ? (sorted[middle] ?? 0)
        : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
    }
    case "stdev":
      return Math.sqrt(
        values.reduce((total, value) => total + (value - mean) ** 2, 0) / values.length,
      );
  }
}
