import { isPlainText, MAX_QUOTE_LENGTH, quote } from "@tinyllm/types";

// One definition of quoting for every package: `@tinyllm/types` holds it.
export { quote };

/** A message around one quoted value: `before`, the value as `quote` writes it, then `after`. */
export interface QuoteFrame {
  readonly before: string;
  readonly after: string;
  /** `before` and the opening quote mark, joined once at compile time. */
  readonly open: string;
  /** The closing quote mark and `after`. */
  readonly close: string;
}

/** Prepares the fixed text around a quoted value, so each message costs two concatenations. */
export function quoteFrame(before: string, after: string): QuoteFrame {
  return { before, after, open: `${before}"`, close: `"${after}` };
}

/** `before + quote(value) + after`, without quote's intermediate string for a short plain string. */
export function framed(frame: QuoteFrame, value: unknown): string {
  if (typeof value === "string" && value.length <= MAX_QUOTE_LENGTH - 2 && isPlainText(value)) {
    return frame.open + value + frame.close;
  }
  return frame.before + quote(value) + frame.after;
}
