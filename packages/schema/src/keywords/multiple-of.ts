import { quote } from "../quote.js";
import { isMultipleOf, toDecimal } from "./decimal.js";
import type { KeywordReader } from "./keyword.js";
import { valueTest } from "./value-test.js";

/** `multipleOf`: a number greater than 0; a value passes when it is an exact decimal multiple. */
export const readMultipleOf: KeywordReader = (value, at, spec, context) => {
  if (typeof value !== "number" || !(value > 0)) {
    context.issues.push({
      path: at,
      message: `expected a number greater than 0, got ${quote(value)}`,
    });
    return;
  }
  const divisor = value;
  const decimal = toDecimal(divisor);
  const passes = (item: unknown) =>
    typeof item !== "number" || !Number.isFinite(item) || isMultipleOf(item, decimal, divisor);
  spec.extra.push(
    valueTest(
      "multipleOf",
      passes,
      (item) => `expected a multiple of ${divisor}, got ${quote(item)}`,
    ),
  );
};
