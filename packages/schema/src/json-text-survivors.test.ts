import { describe, expect, test } from "vitest";
import { parseJsonText } from "./json-text.js";
import { MAX_JSON_LENGTH } from "./limits.js";

// Survivors of the mutation run in json-text.ts: lead bytes that can start no UTF-8 sequence,
// the code of over-long bytes, syntax errors inside property names, and columns around surrogates.

function errorOf(input: string | Uint8Array): string {
  const result = parseJsonText(input);
  if (result.ok) throw new Error("the text was accepted");
  return `${result.error.code} ${result.error}`;
}

describe("parseJsonText: bytes that are not UTF-8", () => {
  test("a lead byte below 0xc2 is bad even when continuation bytes follow it", () => {
    expect(errorOf(new Uint8Array([0x22, 0xc0, 0x80, 0x80, 0x22]))).toBe(
      "invalid_utf8 $: JSON text is not valid UTF-8: bad byte 0xc0 at byte offset 1",
    );
    expect(errorOf(new Uint8Array([0x22, 0xc1, 0x80, 0x80, 0x80, 0x22]))).toBe(
      "invalid_utf8 $: JSON text is not valid UTF-8: bad byte 0xc1 at byte offset 1",
    );
    expect(errorOf(new Uint8Array([0x80, 0x80, 0x80, 0x80]))).toBe(
      "invalid_utf8 $: JSON text is not valid UTF-8: bad byte 0x80 at byte offset 0",
    );
  });

  test("bytes over the length limit are refused with code too_large", () => {
    expect(errorOf(new Uint8Array(MAX_JSON_LENGTH + 1))).toBe(
      "too_large $: JSON text has 67108865 bytes, over the limit of 67108864",
    );
  });
});

describe("parseJsonText: text exactly at the length limit", () => {
  // Text that is bad from its first unit fails fast, so the limit itself can be checked cheaply.
  test("a string of exactly MAX_JSON_LENGTH code units is read, not refused", () => {
    expect(errorOf(`x${" ".repeat(MAX_JSON_LENGTH - 1)}`)).toBe(
      'invalid_json $: invalid JSON at line 1, column 1: expected a value, got "x"',
    );
  });

  test("exactly MAX_JSON_LENGTH bytes are read, not refused", () => {
    const bytes = new Uint8Array(MAX_JSON_LENGTH);
    bytes[0] = 0xff;
    expect(errorOf(bytes)).toBe(
      "invalid_utf8 $: JSON text is not valid UTF-8: bad byte 0xff at byte offset 0",
    );
  });
});

describe("parseJsonText: where the text stops being JSON", () => {
  test("a bad escape inside a property name is reported there", () => {
    expect(errorOf('{"\\q":1}')).toBe(
      'invalid_json $: invalid JSON at line 1, column 4: expected an escape character (one of " \\ / b f n r t u), got "q"',
    );
    expect(errorOf('{"a\n":1}')).toBe(
      "invalid_json $: invalid JSON at line 1, column 4: expected a character, control characters must be escaped, got U+000A",
    );
  });

  test("a surrogate pair counts as one column, U+10000 too", () => {
    expect(errorOf('"\u{10000}"x')).toBe(
      'invalid_json $: invalid JSON at line 1, column 4: expected the end of the text, got "x"',
    );
    expect(errorOf('"\u{10FFFF}"x')).toBe(
      'invalid_json $: invalid JSON at line 1, column 4: expected the end of the text, got "x"',
    );
  });

  test("two lone low surrogates are two columns", () => {
    expect(errorOf('"\udc00\udc00"x')).toBe(
      'invalid_json $: invalid JSON at line 1, column 5: expected the end of the text, got "x"',
    );
    expect(errorOf('"\ue000\udc00"x')).toBe(
      'invalid_json $: invalid JSON at line 1, column 5: expected the end of the text, got "x"',
    );
  });
});
