import { quote } from "../quote.js";
import { ValidationError } from "../validation-error.js";
import type { Applicator } from "./keyword.js";

/** The boolean schema `false` (standard): no value passes. */
export const falseSchema: Applicator = {
  keyword: "false",
  inPlace: [],
  build: () => ({
    check: () => false,
    collect: (value, path, errors) => {
      errors.push(new ValidationError("false", path, falseMessage(value)));
    },
  }),
};

/** The message for a value where the schema is `false`. */
export function falseMessage(value: unknown): string {
  return `${quote(value)} is not allowed here: the schema is false`;
}
