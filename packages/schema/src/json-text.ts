import { codePointLength } from "./code-points.js";
import { isDigit, isHexDigit } from "./format/ascii.js";
import { typeName } from "./json-kind.js";
import { MAX_JSON_LENGTH } from "./limits.js";
import { ValidationError } from "./validation-error.js";

/** The outcome of reading JSON text: the parsed value, or one error at `$`. */
export type JsonTextResult =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly error: ValidationError };

let decoder: TextDecoder | undefined;

/**
 * Parses JSON text (a string, or bytes decoded as UTF-8). The engine's `JSON.parse` does the work;
 * only when it throws does our own scanner run, to say where the text stops being JSON in words
 * that do not change with the engine's version.
 */
export function parseJsonText(input: string | Uint8Array): JsonTextResult {
  let text: string;
  if (typeof input === "string") {
    if (input.length > MAX_JSON_LENGTH) {
      return failure(
        "too_large",
        `JSON text has ${input.length} UTF-16 code units, over the limit of ${MAX_JSON_LENGTH}`,
      );
    }
    text = input;
  } else if (ArrayBuffer.isView(input)) {
    if (input.byteLength > MAX_JSON_LENGTH) {
      return failure(
        "too_large",
        `JSON text has ${input.byteLength} bytes, over the limit of ${MAX_JSON_LENGTH}`,
      );
    }
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
    } catch {
      // A view whose buffer was transferred (detached) cannot be read: an answer, not an exception.
      return failure(
        "unreadable_value",
        "JSON text could not be read: its bytes' buffer was detached (transferred)",
      );
    }
    try {
      decoder ??= new TextDecoder("utf-8", { fatal: true });
      text = decoder.decode(bytes);
    } catch {
      const offset = findInvalidUtf8(bytes);
      return failure(
        "invalid_utf8",
        offset < 0
          ? "JSON text could not be decoded as UTF-8"
          : `JSON text is not valid UTF-8: bad byte 0x${(bytes[offset] ?? 0).toString(16).padStart(2, "0")} at byte offset ${offset}`,
      );
    }
  } else {
    return failure(
      "invalid_json",
      `expected JSON text as a string or a Uint8Array, got ${typeName(input)}`,
    );
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    const problem = findJsonSyntaxError(text);
    return failure(
      "invalid_json",
      problem === undefined
        ? "invalid JSON: the engine could not parse the text"
        : `invalid JSON at line ${problem.line}, column ${problem.column}: ${problem.message}`,
    );
  }
}

function failure(code: string, message: string): JsonTextResult {
  return { ok: false, error: new ValidationError(code, "$", message) };
}

/** The offset of the first byte of the first ill-formed UTF-8 sequence (Unicode table 3-7), or -1. */
export function findInvalidUtf8(bytes: Uint8Array): number {
  const length = bytes.length;
  let index = 0;
  while (index < length) {
    const lead = bytes[index] as number;
    if (lead < 0x80) {
      index += 1;
      continue;
    }
    let size: number;
    let low = 0x80;
    let high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) size = 2;
    else if (lead >= 0xe0 && lead <= 0xef) {
      size = 3;
      if (lead === 0xe0) low = 0xa0;
      if (lead === 0xed) high = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      size = 4;
      if (lead === 0xf0) low = 0x90;
      if (lead === 0xf4) high = 0x8f;
    } else return index;
    // The second byte in the range the lead allows, any later one in 0x80 to 0xbf.
    for (let offset = 1; offset < size; offset++) {
      const next = bytes[index + offset] ?? 0;
      if (next < low || next > high) return index;
      low = 0x80;
      high = 0xbf;
    }
    index += size;
  }
  return -1;
}

/** Where JSON text stops being JSON: 1-based line and column (in code points) and what was expected. */
export interface JsonSyntaxProblem {
  readonly index: number;
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

// Scanner modes: expecting a value, a property name, or what follows a value.
type Mode = "value" | "key" | "after";

/**
 * Scans JSON text (RFC 8259) iteratively, with an explicit stack so any depth of nesting is fine,
 * and returns the first place it stops being JSON, or undefined when it is JSON.
 */
export function findJsonSyntaxError(text: string): JsonSyntaxProblem | undefined {
  const length = text.length;
  // The closing bracket each open array or object waits for.
  const stack: number[] = [];
  let index = skipSpace(text, 0);
  let mode: Mode = "value";
  for (;;) {
    if (mode === "value") {
      if (index >= length) return problem(text, index, "expected a value");
      const code = text.charCodeAt(index);
      if (code === 0x7b /* { */ || code === 0x5b /* [ */) {
        const close = code === 0x7b ? 0x7d : 0x5d;
        index = skipSpace(text, index + 1);
        if (text.charCodeAt(index) === close) {
          index += 1;
          mode = "after";
        } else {
          stack.push(close);
          mode = code === 0x7b ? "key" : "value";
        }
        continue;
      }
      let end: number | JsonSyntaxProblem;
      if (code === 0x22 /* " */) end = scanString(text, index);
      else if (code === 0x2d /* - */ || isDigit(code)) end = scanNumber(text, index);
      else if (code === 0x74 /* t */) end = scanWord(text, index, "true");
      else if (code === 0x66 /* f */) end = scanWord(text, index, "false");
      else if (code === 0x6e /* n */) end = scanWord(text, index, "null");
      else return problem(text, index, "expected a value");
      if (typeof end !== "number") return end;
      index = end;
      mode = "after";
      continue;
    }
    if (mode === "key") {
      if (text.charCodeAt(index) !== 0x22) {
        return problem(text, index, "expected a property name in double quotes");
      }
      const end = scanString(text, index);
      if (typeof end !== "number") return end;
      index = skipSpace(text, end);
      if (text.charCodeAt(index) !== 0x3a /* : */) {
        return problem(text, index, 'expected ":" after the property name');
      }
      index = skipSpace(text, index + 1);
      mode = "value";
      continue;
    }
    index = skipSpace(text, index);
    const close = stack[stack.length - 1];
    if (close === undefined) {
      return index < length ? problem(text, index, "expected the end of the text") : undefined;
    }
    const code = text.charCodeAt(index);
    if (code === 0x2c /* , */) {
      index = skipSpace(text, index + 1);
      mode = close === 0x7d ? "key" : "value";
    } else if (code === close) {
      stack.pop();
      index += 1;
    } else {
      return problem(text, index, `expected "," or "${String.fromCharCode(close)}"`);
    }
  }
}

function skipSpace(text: string, start: number): number {
  let index = start;
  for (;;) {
    const code = text.charCodeAt(index);
    if (code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09) index += 1;
    else return index;
  }
}

function scanWord(text: string, start: number, word: string): number | JsonSyntaxProblem {
  for (let offset = 0; offset < word.length; offset++) {
    if (text.charCodeAt(start + offset) !== word.charCodeAt(offset)) {
      return problem(text, start + offset, `expected ${JSON.stringify(word)}`);
    }
  }
  return start + word.length;
}

function scanDigits(text: string, start: number): number {
  let index = start;
  while (isDigit(text.charCodeAt(index))) index += 1;
  return index;
}

function scanNumber(text: string, start: number): number | JsonSyntaxProblem {
  let index = start;
  if (text.charCodeAt(index) === 0x2d) index += 1;
  const first = text.charCodeAt(index);
  if (first === 0x30) index += 1;
  else if (isDigit(first)) index = scanDigits(text, index);
  else return problem(text, index, "expected a digit");
  if (text.charCodeAt(index) === 0x2e /* . */) {
    index += 1;
    if (!isDigit(text.charCodeAt(index))) {
      return problem(text, index, "expected a digit after the decimal point");
    }
    index = scanDigits(text, index);
  }
  const exponent = text.charCodeAt(index);
  if (exponent === 0x65 || exponent === 0x45) {
    index += 1;
    const sign = text.charCodeAt(index);
    if (sign === 0x2b || sign === 0x2d) index += 1;
    if (!isDigit(text.charCodeAt(index))) {
      return problem(text, index, "expected a digit in the exponent");
    }
    index = scanDigits(text, index);
  }
  return index;
}

const SIMPLE_ESCAPES = new Set([0x22, 0x5c, 0x2f, 0x62, 0x66, 0x6e, 0x72, 0x74]);

function scanString(text: string, start: number): number | JsonSyntaxProblem {
  const length = text.length;
  let index = start + 1;
  for (;;) {
    if (index >= length) return problem(text, index, 'expected "\\"" to close the string');
    const code = text.charCodeAt(index);
    if (code === 0x22) return index + 1;
    if (code < 0x20) {
      return problem(text, index, "expected a character, control characters must be escaped");
    }
    if (code !== 0x5c) {
      index += 1;
      continue;
    }
    const escaped = text.charCodeAt(index + 1);
    if (SIMPLE_ESCAPES.has(escaped)) {
      index += 2;
    } else if (escaped === 0x75 /* u */) {
      for (let offset = 2; offset < 6; offset++) {
        if (!isHexDigit(text.charCodeAt(index + offset))) {
          return problem(text, index + offset, "expected a hexadecimal digit in a \\u escape");
        }
      }
      index += 6;
    } else {
      return problem(text, index + 1, 'expected an escape character (one of " \\ / b f n r t u)');
    }
  }
}

function describeAt(text: string, index: number): string {
  const code = text.codePointAt(index);
  if (code === undefined) return "end of input";
  if (code >= 0x20 && code <= 0x7e) return JSON.stringify(String.fromCharCode(code));
  return `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
}

function problem(text: string, index: number, expected: string): JsonSyntaxProblem {
  let line = 1;
  let lineStart = 0;
  for (
    let position = text.indexOf("\n");
    position !== -1 && position < index;
    position = text.indexOf("\n", position + 1)
  ) {
    line += 1;
    lineStart = position + 1;
  }
  // A surrogate pair is one character.
  const column = codePointLength(text.slice(lineStart, index)) + 1;
  return { index, line, column, message: `${expected}, got ${describeAt(text, index)}` };
}
