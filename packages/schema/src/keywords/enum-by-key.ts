import { jsonKey } from "../json-key.js";
import { readEnum } from "./enum.js";
import type { KeywordReader } from "./keyword.js";

/**
 * `enum` in the standard vocabulary: read as in core, and found by canonical key when it holds
 * many arrays and objects (issue 27: 3,000 items against 3,000 objects compared every pair).
 * Core compares pairwise, which stays within schema size times value size, and keeps json-key.ts
 * out of the core entry's bundle.
 */
export const readEnumByKey: KeywordReader = (value, at, spec, context, node) => {
  readEnum(value, at, spec, context, node);
  spec.enumKey = jsonKey;
};
