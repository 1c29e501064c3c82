import type { KeywordReader } from "./keyword.js";

/**
 * `items` (core): one schema for every element. The standard vocabulary reads it with
 * `readStandardItems` (tuple.ts), which leaves it to the tuple beside `prefixItems` or as a
 * draft-07 array.
 */
export const readItems: KeywordReader = (value, at, spec, context) => {
  spec.items = context.subschema(value, at);
};
