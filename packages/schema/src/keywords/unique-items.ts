import type { Json } from "../json.js";
import { jsonEqual } from "../json-equal.js";
import { quote } from "../quote.js";
import { ValidationError } from "../validation-error.js";
import type { KeywordReader } from "./keyword.js";

/** The first pair of equal elements (compared as enum compares: 1 equals 1.0, objects deeply), or undefined. */
function firstDuplicate(items: readonly unknown[]): [number, number] | undefined {
  const scalars = new Map<unknown, number>();
  const composites: number[] = [];
  for (let index = 0; index < items.length; index++) {
    const item = items[index];
    if (typeof item !== "object" || item === null) {
      // Map keys compare by SameValueZero: 1 and 1.0 are one number, and 0 equals -0.
      const earlier = scalars.get(item);
      if (earlier !== undefined) return [earlier, index];
      scalars.set(item, index);
      continue;
    }
    for (const earlier of composites) {
      if (jsonEqual(items[earlier] as Json, item)) return [earlier, index];
    }
    composites.push(index);
  }
  return undefined;
}

/** `uniqueItems`: with `true`, no two elements are equal. */
export const readUniqueItems: KeywordReader = (value, at, spec, context) => {
  if (typeof value !== "boolean") {
    context.issues.push({ path: at, message: `expected a boolean, got ${quote(value)}` });
    return;
  }
  if (!value) return;
  spec.extra.push({
    keyword: "uniqueItems",
    inPlace: [],
    build: () => ({
      check: (item) => !Array.isArray(item) || firstDuplicate(item) === undefined,
      collect: (item, path, errors) => {
        if (!Array.isArray(item)) return;
        const pair = firstDuplicate(item);
        if (pair === undefined) return;
        errors.push(
          new ValidationError(
            "uniqueItems",
            path,
            `expected unique items, but items [${pair[0]}] and [${pair[1]}] are equal (${quote(item[pair[1]])})`,
          ),
        );
      },
    }),
  });
};
