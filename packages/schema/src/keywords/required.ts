import { INVALID } from "../copy-json.js";
import { indexSegment } from "../path.js";
import { quote } from "../quote.js";
import type { KeywordReader } from "./keyword.js";

/** `required`: an array of unique property names. */
export const readRequired: KeywordReader = (value, path, spec, context) => {
  const issues = context.issues;
  if (!Array.isArray(value)) {
    issues.push({
      path,
      message: `expected an array of unique property names, got ${quote(value)}`,
    });
    return;
  }
  const names: string[] = [];
  value.forEach((item, index) => {
    const at = path + indexSegment(index);
    if (item === INVALID) return;
    if (typeof item !== "string") {
      issues.push({ path: at, message: `expected a property name string, got ${quote(item)}` });
    } else if (names.includes(item)) {
      issues.push({ path: at, message: `duplicate property name ${quote(item)}` });
    } else {
      names.push(item);
    }
  });
  spec.required = names;
};

/** The required message: `missing required property "city"`. */
export function requiredMessage(name: string): string {
  return `missing required property ${quote(name)}`;
}
