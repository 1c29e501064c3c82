import { isPlainObject } from "./json-kind.js";
import { MAX_QUOTE_LENGTH } from "./limits.js";

const CUT = "...";
/** Whether JSON.stringify would copy the text unchanged: no quote, backslash, control character or surrogate. */
function isPlainText(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x22 || code === 0x5c || (code >= 0xd800 && code <= 0xdfff))
      return false;
  }
  return true;
}

/**
 * The value JSON-encoded for a message, cut to MAX_QUOTE_LENGTH code units with "..." at the end.
 * Never throws and never walks further than the budget, whatever the value's size or depth.
 */
export function quote(value: unknown): string {
  // Fast paths for the common short scalars; everything else goes through the bounded encoder.
  if (typeof value === "string" && value.length <= MAX_QUOTE_LENGTH - 2) {
    if (isPlainText(value)) return `"${value}"`;
    const text = JSON.stringify(value);
    if (text.length <= MAX_QUOTE_LENGTH) return text;
  } else if (typeof value === "number" && Number.isFinite(value)) {
    return JSON.stringify(value);
  } else if (value === null || typeof value === "boolean") {
    return String(value);
  }
  const parts: string[] = [];
  const budget = { left: MAX_QUOTE_LENGTH + 1 };
  try {
    encode(value, parts, budget);
  } catch {
    parts.push("?");
  }
  const text = parts.join("");
  if (text.length <= MAX_QUOTE_LENGTH) return text;
  let end = MAX_QUOTE_LENGTH - CUT.length;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return text.slice(0, end) + CUT;
}

function emit(text: string, parts: string[], budget: { left: number }): void {
  parts.push(text);
  budget.left -= text.length;
}

function encode(value: unknown, parts: string[], budget: { left: number }): void {
  if (budget.left <= 0) return;
  switch (typeof value) {
    case "string":
      // Encoding only the head keeps a 10 MB string cheap; JSON.stringify escapes lone surrogates.
      emit(
        JSON.stringify(value.length > budget.left ? value.slice(0, budget.left) : value),
        parts,
        budget,
      );
      return;
    case "number":
      emit(Number.isFinite(value) ? JSON.stringify(value) : String(value), parts, budget);
      return;
    case "boolean":
      emit(String(value), parts, budget);
      return;
    case "undefined":
    case "function":
    case "symbol":
    case "bigint":
      emit(typeof value === "bigint" ? `${value}n` : typeof value, parts, budget);
      return;
  }
  if (value === null) {
    emit("null", parts, budget);
    return;
  }
  if (Array.isArray(value)) {
    emit("[", parts, budget);
    for (let index = 0; index < value.length && budget.left > 0; index++) {
      if (index > 0) emit(",", parts, budget);
      encode(value[index], parts, budget);
    }
    emit("]", parts, budget);
    return;
  }
  if (!isPlainObject(value)) {
    emit(Object.prototype.toString.call(value), parts, budget);
    return;
  }
  emit("{", parts, budget);
  let first = true;
  for (const key in value) {
    if (budget.left <= 0) break;
    if (!Object.hasOwn(value, key)) continue;
    const item = value[key];
    if (item === undefined) continue;
    if (!first) emit(",", parts, budget);
    first = false;
    encode(key, parts, budget);
    emit(":", parts, budget);
    encode(item, parts, budget);
  }
  emit("}", parts, budget);
}

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
