import type { Json } from "../json.js";
import { jsonEqual } from "../json-equal.js";
import { type QuoteFrame, quote, quoteFrame } from "../quote.js";
import type { Check, KeywordReader } from "./keyword.js";

/** `enum`: a non-empty array of JSON values. */
export const readEnum: KeywordReader = (value, at, spec, context) => {
  if (!Array.isArray(value) || value.length === 0) {
    context.issues.push({
      path: at,
      message: `expected a non-empty array of values, got ${quote(value)}`,
    });
  } else {
    // A value that could not be copied already has its issue, and then the spec is unused.
    spec.enumValues = value as Json[];
  }
};

/** The enum test: a Set for scalars, deep equality for arrays and objects. */
export function buildEnumCheck(values: readonly Json[]): Check {
  const primitives = new Set<unknown>();
  const composites: Json[] = [];
  for (const value of values) {
    if (typeof value === "object" && value !== null) composites.push(value);
    else primitives.add(value);
  }
  if (composites.length === 0) return (value) => primitives.has(value);
  return (value) => {
    if (typeof value !== "object" || value === null) return primitives.has(value);
    for (let index = 0; index < composites.length; index++) {
      if (jsonEqual(composites[index] as Json, value)) return true;
    }
    return false;
  };
}

/** The frame of the enum message: `"kelvin" is not one of ["c","f"]`. */
export function enumFrame(values: readonly Json[]): QuoteFrame {
  return quoteFrame("", ` is not one of ${quote(values)}`);
}
