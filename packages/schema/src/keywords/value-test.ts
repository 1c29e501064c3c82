import { ValidationError } from "../validation-error.js";
import type { Applicator, Check } from "./keyword.js";

/**
 * A keyword that judges the value alone, with no subschema: `passes`, and for a value that fails
 * one error in the words of `message`.
 */
export function valueTest(
  keyword: string,
  passes: Check,
  message: (value: unknown) => string,
  summary?: string,
): Applicator {
  return {
    keyword,
    inPlace: [],
    summary,
    build: () => ({
      check: passes,
      collect: (value, path, errors) => {
        if (!passes(value)) errors.push(new ValidationError(keyword, path, message(value)));
      },
    }),
  };
}
