import type { Json } from "../json.js";
import { jsonEqual } from "../json-equal.js";
import { quote } from "../quote.js";
import type { Check, KeywordReader } from "./keyword.js";

/** `const`: any JSON value, null included. */
export const readConst: KeywordReader = (value, _at, spec) => {
  spec.hasConst = true;
  spec.constValue = value as Json;
};

/** The const test: `===` for scalars, deep equality otherwise. */
export function buildConstCheck(expected: Json): Check {
  if (typeof expected !== "object" || expected === null) return (value) => value === expected;
  return (value) => jsonEqual(expected, value);
}

/** The const message: `expected "a", got "b"`. */
export function constMessage(expectedText: string, value: unknown): string {
  return `expected ${expectedText}, got ${quote(value)}`;
}
