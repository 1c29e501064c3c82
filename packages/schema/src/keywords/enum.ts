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

/** Up to this many arrays and objects, an enum compares a value with each; past it, by key. */
const COMPARED_UP_TO = 8;

/**
 * The enum test: a Set for scalars; deep equality for arrays and objects, and, given the
 * standard vocabulary's canonical key (enum-by-key.ts), a Set of their keys past a few, so
 * 10,000 items against 30,000 objects cost one key each, not 3e8 comparisons.
 */
export function buildEnumCheck(
  values: readonly Json[],
  keyOf?: (value: unknown) => string | undefined,
): Check {
  const primitives = new Set<unknown>();
  const composites: Json[] = [];
  for (const value of values) {
    if (typeof value === "object" && value !== null) composites.push(value);
    else primitives.add(value);
  }
  if (composites.length === 0) return (value) => primitives.has(value);
  // Every enum value is JSON, so each has a key; a value without one (NaN inside) equals none.
  const keys =
    keyOf !== undefined && composites.length > COMPARED_UP_TO
      ? new Set(composites.map(keyOf))
      : undefined;
  return (value) => {
    if (typeof value !== "object" || value === null) return primitives.has(value);
    if (keys !== undefined) return keys.has((keyOf as (value: unknown) => string)(value));
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
