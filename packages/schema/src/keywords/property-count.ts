import { isPlainObject } from "../json-kind.js";
import { quote } from "../quote.js";
import type { KeywordReader } from "./keyword.js";
import { presentKeys } from "./present-keys.js";
import { valueTest } from "./value-test.js";

/** `minProperties`, `maxProperties`: bounds on how many properties are present. */
export function readPropertyCount(key: "minProperties" | "maxProperties"): KeywordReader {
  return (value, at, spec, context) => {
    if (typeof value !== "number" || !Number.isInteger(value) || value < 0) {
      context.issues.push({
        path: at,
        message: `expected a non-negative integer, got ${quote(value)}`,
      });
      return;
    }
    const bound = value;
    const lower = key === "minProperties";
    const passes = (item: unknown) => {
      if (!isPlainObject(item)) return true;
      const count = presentKeys(item).length;
      return lower ? count >= bound : count <= bound;
    };
    spec.extra.push(
      valueTest(
        key,
        passes,
        (item) =>
          `expected ${lower ? "at least" : "at most"} ${bound} ${bound === 1 ? "property" : "properties"}, got ${presentKeys(item as Record<string, unknown>).length}`,
      ),
    );
  };
}
