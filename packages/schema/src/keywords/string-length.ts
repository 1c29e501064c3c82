import { codePointLength } from "../code-points.js";
import { plural } from "./counts.js";

/** The minLength message, counting code points. */
export function minLengthMessage(minLength: number, value: string): string {
  return `expected at least ${plural(minLength, "character")}, got ${codePointLength(value)}`;
}

/** The maxLength message, counting code points. */
export function maxLengthMessage(maxLength: number, value: string): string {
  return `expected at most ${plural(maxLength, "character")}, got ${codePointLength(value)}`;
}
