import { compile } from "./core.js";

/** The `path: message` lines of the errors `validate` gives for `value` against `schema`. */
export function linesOf(schema: unknown, value: unknown): string[] {
  return compile(schema).validate(value).map(String);
}
