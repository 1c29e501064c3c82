import { quote } from "../quote.js";
import type { KeywordReader } from "./keyword.js";
import { valueTest } from "./value-test.js";

/** `exclusiveMinimum`, `exclusiveMaximum` (2020-12: numbers): strict bounds. */
export function readExclusiveBound(key: "exclusiveMinimum" | "exclusiveMaximum"): KeywordReader {
  return (value, at, spec, context) => {
    if (typeof value !== "number") {
      const hint =
        typeof value === "boolean"
          ? ": the boolean form is draft-04's; write the bound itself, as in exclusiveMinimum: 0"
          : "";
      context.issues.push({ path: at, message: `expected a number, got ${quote(value)}${hint}` });
      return;
    }
    const bound = value;
    const lower = key === "exclusiveMinimum";
    const passes = lower
      ? (item: unknown) => typeof item !== "number" || item > bound
      : (item: unknown) => typeof item !== "number" || item < bound;
    spec.extra.push(
      valueTest(
        key,
        passes,
        (item) => `expected a number ${lower ? ">" : "<"} ${bound}, got ${quote(item)}`,
      ),
    );
  };
}
