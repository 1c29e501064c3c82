import { quote } from "../quote.js";
import type { Applicator } from "./keyword.js";
import { valueTest } from "./value-test.js";

/** The boolean schema `false` (standard): no value passes. */
export const falseSchema: Applicator = valueTest("false", () => false, falseMessage);

/** The message for a value where the schema is `false`. */
export function falseMessage(value: unknown): string {
  return `${quote(value)} is not allowed here: the schema is false`;
}
