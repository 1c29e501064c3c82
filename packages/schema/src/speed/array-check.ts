import type { Check } from "../keywords/keyword.js";
import { type LeafTable, slotPasses } from "../leaf-check.js";
import type { SchemaSpec } from "../schema-spec.js";

/**
 * Speed path "array pass": `minItems`, `maxItems` and `items` in one loop, the items schema
 * inline when it is a leaf. `typed` folds in the array test.
 */
export function buildArrayCheck(
  spec: SchemaSpec,
  table: LeafTable | undefined,
  typed: boolean,
): ((value: unknown[]) => boolean) | Check | undefined {
  const minItems = spec.minItems ?? 0;
  const maxItems = spec.maxItems ?? Infinity;
  const bounded = minItems > 0 || spec.maxItems !== undefined;
  if (table === undefined) {
    if (!bounded) return undefined;
    if (typed) {
      return (value: unknown) =>
        Array.isArray(value) && value.length >= minItems && value.length <= maxItems;
    }
    return (value: unknown[]) => value.length >= minItems && value.length <= maxItems;
  }
  // Two literal closures, so the typed one tests for an array without a further call.
  if (typed) {
    return (value: unknown) => {
      if (!Array.isArray(value)) return false;
      const length = value.length;
      if (length < minItems || length > maxItems) return false;
      for (let index = 0; index < length; index++) {
        if (!slotPasses(table, 0, value[index])) return false;
      }
      return true;
    };
  }
  return (value: unknown[]) => {
    const length = value.length;
    if (length < minItems || length > maxItems) return false;
    for (let index = 0; index < length; index++) {
      if (!slotPasses(table, 0, value[index])) return false;
    }
    return true;
  };
}
