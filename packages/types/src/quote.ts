import { isPlainObject } from "./json-kind.js";

/** Longest JSON-encoded value `quote` writes, in UTF-16 code units; longer ones are cut and end in "...". */
export const MAX_QUOTE_LENGTH = 100;

const CUT = "...";

/** Whether `JSON.stringify` would copy the text unchanged: no quote, backslash, control character or surrogate. */
export function isPlainText(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x22 || code === 0x5c || (code >= 0xd800 && code <= 0xdfff))
      return false;
  }
  return true;
}

/**
 * The value JSON-encoded for a message, cut to `maxLength` code units (default
 * {@link MAX_QUOTE_LENGTH}) with "..." at the end. Never throws and never walks further than the
 * budget, whatever the value's size, depth or traps. Non-JSON values read as what they are
 * (`undefined`, `NaN`, `12n`, `[object Map]`).
 */
export function quote(value: unknown, maxLength: number = MAX_QUOTE_LENGTH): string {
  // Fast paths for the common short scalars; everything else goes through the bounded encoder.
  if (typeof value === "string" && value.length <= maxLength - 2) {
    if (isPlainText(value)) return `"${value}"`;
    const text = JSON.stringify(value);
    if (text.length <= maxLength) return text;
  } else if (typeof value === "number" && Number.isFinite(value)) {
    return cutTo(JSON.stringify(value), maxLength);
  } else if (value === null || typeof value === "boolean") {
    return cutTo(String(value), maxLength);
  }
  const parts: string[] = [];
  const state: EncodeState = { left: maxLength + 1 };
  try {
    encode(value, parts, state);
  } catch {
    parts.push("?");
  }
  return cutTo(parts.join(""), maxLength);
}

function cutTo(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  let end = Math.max(0, maxLength - CUT.length);
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return text.slice(0, end) + CUT;
}

interface EncodeState {
  left: number;
}

function emit(text: string, parts: string[], state: EncodeState): void {
  parts.push(text);
  state.left -= text.length;
}

function encode(value: unknown, parts: string[], state: EncodeState): void {
  if (state.left <= 0) return;
  switch (typeof value) {
    case "string":
      // Encoding only the head keeps a 10 MB string cheap; JSON.stringify escapes lone surrogates.
      emit(
        JSON.stringify(value.length > state.left ? value.slice(0, state.left) : value),
        parts,
        state,
      );
      return;
    case "number":
      emit(Number.isFinite(value) ? JSON.stringify(value) : String(value), parts, state);
      return;
    case "boolean":
      emit(String(value), parts, state);
      return;
    case "undefined":
    case "function":
    case "symbol":
    case "bigint":
      emit(typeof value === "bigint" ? `${value}n` : typeof value, parts, state);
      return;
  }
  if (value === null) {
    emit("null", parts, state);
    return;
  }
  if (Array.isArray(value)) {
    emit("[", parts, state);
    for (let index = 0; index < value.length && state.left > 0; index++) {
      if (index > 0) emit(",", parts, state);
      encode(value[index], parts, state);
    }
    emit("]", parts, state);
    return;
  }
  if (!isPlainObject(value)) {
    emit(Object.prototype.toString.call(value), parts, state);
    return;
  }
  emit("{", parts, state);
  let first = true;
  for (const key in value) {
    if (state.left <= 0) break;
    if (!Object.hasOwn(value, key)) continue;
    const item = value[key];
    if (item === undefined) continue;
    if (!first) emit(",", parts, state);
    first = false;
    encode(key, parts, state);
    emit(":", parts, state);
    encode(item, parts, state);
  }
  emit("}", parts, state);
}
