import { quoteFrame } from "../quote.js";
import type { KeywordReader } from "./keyword.js";

/**
 * `additionalProperties`: `false` or a schema (in `standard` also `true`, which means what
 * leaving it out means). With `patternProperties` beside it, that keyword's module applies it.
 */
export const readAdditionalProperties: KeywordReader = (value, at, spec, context, node) => {
  if (context.vocabulary === "standard" && Object.hasOwn(node, "patternProperties")) return;
  if (value === false) {
    spec.additional = false;
    return;
  }
  const additional = context.subschema(value, at, "additionalProperties");
  if (value !== true) spec.additional = additional;
};

/** The frame of the message for a property that `additionalProperties: false` refuses. */
export const UNEXPECTED = quoteFrame("unexpected property ", "");
