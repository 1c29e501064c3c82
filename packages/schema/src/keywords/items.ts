import type { KeywordReader } from "./keyword.js";
import { readDraft7Tuple } from "./tuple.js";

/**
 * `items`: one schema for every element. Beside `prefixItems` (or as a draft-07 array) the tuple
 * module reads it instead, for the elements after the tuple.
 */
export const readItems: KeywordReader = (value, at, spec, context, node) => {
  if (context.vocabulary === "standard") {
    if (Object.hasOwn(node, "prefixItems")) return;
    if (Array.isArray(value)) {
      if (context.draft7) {
        readDraft7Tuple(value, at, spec, context, node);
      } else {
        context.issues.push({
          path: at,
          message:
            'items as an array is the draft-07 tuple form: use prefixItems, or a draft-07 root "$schema"',
        });
      }
      return;
    }
  }
  spec.items = context.subschema(value, at);
};
