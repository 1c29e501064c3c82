import { quote } from "../quote.js";
import type { KeywordReader } from "./keyword.js";

/** `minimum`, `maximum`: numbers (inclusive bounds). */
export function readBound(key: "minimum" | "maximum"): KeywordReader {
  return (value, at, spec, context) => {
    if (typeof value === "number") spec[key] = value;
    else context.issues.push({ path: at, message: `expected a number, got ${quote(value)}` });
  };
}

/** The combined minimum/maximum test, or undefined when neither is set. */
export function buildNumberCheck(
  minimum: number | undefined,
  maximum: number | undefined,
): ((value: number) => boolean) | undefined {
  if (minimum !== undefined && maximum !== undefined) {
    return (value) => value >= minimum && value <= maximum;
  }
  if (minimum !== undefined) return (value) => value >= minimum;
  if (maximum !== undefined) return (value) => value <= maximum;
  return undefined;
}

/** The minimum message. */
export function minimumMessage(minimum: number, value: number): string {
  return `expected a number >= ${minimum}, got ${quote(value)}`;
}

/** The maximum message. */
export function maximumMessage(maximum: number, value: number): string {
  return `expected a number <= ${maximum}, got ${quote(value)}`;
}
