import { indexSegment } from "../path.js";
import { quote } from "../quote.js";
import type { KeywordReader } from "./keyword.js";

/** `anyOf` (core): a non-empty array of schemas. The standard vocabulary reads `anyOf` in any-of-standard.ts. */
export const readAnyOf: KeywordReader = (value, at, spec, context) => {
  if (!Array.isArray(value) || value.length === 0) {
    context.issues.push({
      path: at,
      message: `expected a non-empty array of schemas, got ${quote(value)}`,
    });
    return;
  }
  spec.anyOf = value.map((item, index) => context.subschema(item, at + indexSegment(index)));
};

/** The core anyOf message. */
export function anyOfMessage(value: unknown, count: number): string {
  return `${quote(value)} does not match any of the ${count} schemas in anyOf`;
}
