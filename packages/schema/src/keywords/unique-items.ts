import type { Json } from "../json.js";
import { jsonEqual } from "../json-equal.js";
import { jsonKey } from "../json-key.js";
import { quote } from "../quote.js";
import { ValidationError } from "../validation-error.js";
import type { KeywordReader } from "./keyword.js";

// Up to this many composite items are compared pair by pair; past it, each is looked up by its
// key. A key costs about as much as 20 compares of a small object, so pairs win on short arrays
// (bench row object_compares), and keys keep a long one linear (16,000 objects took 23 s by pairs).
const PAIRWISE_LIMIT = 32;

/**
 * The first pair of equal elements (compared as enum compares: 1 equals 1.0, objects deeply), or
 * undefined: for the first element that equals an earlier one, the earliest such. Elements
 * without a key (holding NaN, a Date…) equal none with a key, so they are compared pairwise
 * among themselves in either phase.
 */
function firstDuplicate(items: readonly unknown[]): [number, number] | undefined {
  const scalars = new Map<unknown, number>();
  // Before the switch every composite so far; after it, only those without a key.
  let compared: number[] = [];
  let keyed: Map<string, number> | undefined;
  for (let index = 0; index < items.length; index++) {
    const item = items[index];
    if (typeof item !== "object" || item === null) {
      // NaN equals nothing, as in jsonEqual and jsonKey, though a Map would find it equal to NaN.
      if (Number.isNaN(item)) continue;
      // Map keys compare by SameValueZero: 1 and 1.0 are one number, and 0 equals -0.
      const earlier = scalars.get(item);
      if (earlier !== undefined) return [earlier, index];
      scalars.set(item, index);
      continue;
    }
    if (keyed !== undefined) {
      const key = jsonKey(item);
      if (key !== undefined) {
        const earlier = keyed.get(key);
        if (earlier !== undefined) return [earlier, index];
        keyed.set(key, index);
        continue;
      }
    }
    for (const earlier of compared) {
      if (jsonEqual(items[earlier] as Json, item)) return [earlier, index];
    }
    compared.push(index);
    if (keyed === undefined && compared.length === PAIRWISE_LIMIT) {
      // No two of them are equal, so each key is new.
      keyed = new Map();
      const keyless: number[] = [];
      for (const earlier of compared) {
        const earlierKey = jsonKey(items[earlier]);
        if (earlierKey === undefined) keyless.push(earlier);
        else keyed.set(earlierKey, earlier);
      }
      compared = keyless;
    }
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
