import { FORMAT_NAMES, FORMATS } from "../format/index.js";
import { quote } from "../quote.js";
import type { KeywordReader } from "./keyword.js";
import { valueTest } from "./value-test.js";

/** `format`: asserted, never annotation-only, for the names the format module knows; any other name is refused. */
export const readFormat: KeywordReader = (value, at, spec, context) => {
  if (typeof value !== "string") {
    context.issues.push({
      path: at,
      message: `expected a format name string, got ${quote(value)}`,
    });
    return;
  }
  const rule = FORMATS.get(value);
  if (rule === undefined) {
    if (context.keepsUnenforceable) return;
    context.issues.push({
      path: at,
      message: `unknown "format" ${quote(value)}: the known formats are ${FORMAT_NAMES.join(", ")}`,
    });
    return;
  }
  const passes =
    rule.appliesTo === "string"
      ? (item: unknown) => typeof item !== "string" || rule.test(item)
      : (item: unknown) => typeof item !== "number" || rule.test(item);
  spec.extra.push(
    valueTest(
      "format",
      passes,
      (item) => `expected ${rule.noun}, got ${quote(item)}`,
      rule.appliesTo === "string" ? rule.noun : undefined,
    ),
  );
};
