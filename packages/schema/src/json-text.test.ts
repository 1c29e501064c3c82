import { describe, expect, test } from "vitest";
import { compile, MAX_JSON_LENGTH } from "../test/core.js";
import { findJsonSyntaxError, parseJsonText } from "./json-text.js";

const any = () => compile({});

function jsonError(text: string | Uint8Array): string {
  const errors = any().validateJSON(text);
  expect(errors).toHaveLength(1);
  return String(errors[0]);
}

/** The code and line of the error parseJsonText gives; fails if the text is accepted. */
function errorOf(input: string | Uint8Array): string {
  const result = parseJsonText(input);
  if (result.ok) throw new Error("the text was accepted");
  return `${result.error.code} ${result.error}`;
}

describe("malformed JSON: one error at $ saying where, in our own words", () => {
  const cases: [string, string][] = [
    ["", "line 1, column 1: expected a value, got end of input"],
    ["   ", "line 1, column 4: expected a value, got end of input"],
    [
      '{"x": "unterminated',
      'line 1, column 20: expected "\\"" to close the string, got end of input',
    ],
    ["[1,]", 'line 1, column 4: expected a value, got "]"'],
    ['{"a":1,}', 'line 1, column 8: expected a property name in double quotes, got "}"'],
    ["{a:1}", 'line 1, column 2: expected a property name in double quotes, got "a"'],
    ['{"a" 1}', 'line 1, column 6: expected ":" after the property name, got "1"'],
    ['{"a":1 "b":2}', 'line 1, column 8: expected "," or "}", got "\\""'],
    ["[1 2]", 'line 1, column 4: expected "," or "]", got "2"'],
    ["tru", 'line 1, column 4: expected "true", got end of input'],
    ["nul", 'line 1, column 4: expected "null", got end of input'],
    ["falsy", 'line 1, column 5: expected "false", got "y"'],
    ["01", 'line 1, column 2: expected the end of the text, got "1"'],
    ["-", "line 1, column 2: expected a digit, got end of input"],
    ["1.", "line 1, column 3: expected a digit after the decimal point, got end of input"],
    ["1e+", "line 1, column 4: expected a digit in the exponent, got end of input"],
    [".5", 'line 1, column 1: expected a value, got "."'],
    ["NaN", 'line 1, column 1: expected a value, got "N"'],
    [
      '"a\\x"',
      'line 1, column 4: expected an escape character (one of " \\ / b f n r t u), got "x"',
    ],
    ['"\\u12G4"', 'line 1, column 6: expected a hexadecimal digit in a \\u escape, got "G"'],
    [
      '"a\nb"',
      "line 1, column 3: expected a character, control characters must be escaped, got U+000A",
    ],
    ['{\n  "a": 1,\n  "b": [1, 2,\n  ]\n}', 'line 4, column 3: expected a value, got "]"'],
    ['\r\n\r\n  "😀😀" x', 'line 3, column 8: expected the end of the text, got "x"'],
    ["\ufeff{}", "line 1, column 1: expected a value, got U+FEFF"],
    ["{} {}", 'line 1, column 4: expected the end of the text, got "{"'],
    ['["\ud83d"] é', "line 1, column 7: expected the end of the text, got U+00E9"],
  ];
  test.each(cases)("%j", (text, where) => {
    expect(jsonError(text)).toBe(`$: invalid JSON at ${where}`);
    expect(any().validateJSON(text)[0]?.code).toBe("invalid_json");
  });

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

  test("the scanner agrees with JSON.parse on valid text", () => {
    for (const text of [
      '{"a":[1,-0.5e+3,true,false,null,"\\u00e9\\n"]}',
      " [ ] ",
      '"\ud800"',
      "-0",
      "1E5",
    ]) {
      expect(() => JSON.parse(text)).not.toThrow();
      expect(findJsonSyntaxError(text)).toBeUndefined();
    }
  });

  test("the scanner finds an error wherever JSON.parse throws", () => {
    // Every prefix of a valid document except the whole is malformed (or valid where JSON.parse agrees).
    const text = '{"a": [1, 2.5e-3, "x\\"y", {"b": null}], "c": true}';
    for (let end = 0; end <= text.length; end++) {
      const prefix = text.slice(0, end);
      let parses = true;
      try {
        JSON.parse(prefix);
      } catch {
        parses = false;
      }
      expect(findJsonSyntaxError(prefix) === undefined).toBe(parses);
    }
  });
});

describe("bytes", () => {
  const encoder = new TextEncoder();

  test("UTF-8 bytes are decoded", () => {
    expect(any().validateJSON(encoder.encode('{"city": "Zürich 😀"}'))).toEqual([]);
    expect(compile({ maxLength: 1 }).validateJSON(encoder.encode('"😀"'))).toEqual([]);
    // A byte order mark in bytes is skipped by the decoder.
    expect(any().validateJSON(new Uint8Array([0xef, 0xbb, 0xbf, 0x31]))).toEqual([]);
  });

  test("a fresh module's first decode is already fatal", async () => {
    // The decoder is made on first use and kept: a fresh copy of the module makes it here, so
    // this test (and not only whichever ran first) sees how it is made.
    const specifier = "./json-text.js?fresh-decoder";
    const fresh = (await import(/* @vite-ignore */ specifier)) as {
      parseJsonText: typeof parseJsonText;
    };
    expect(fresh.parseJsonText).not.toBe(parseJsonText);
    const result = fresh.parseJsonText(new Uint8Array([0x22, 0xff, 0x22]));
    expect(result.ok).toBe(false);
    expect(result.ok ? undefined : String(result.error)).toBe(
      "$: JSON text is not valid UTF-8: bad byte 0xff at byte offset 1",
    );
  });

  test("invalid UTF-8 names the byte offset", () => {
    const cases: [number[], string][] = [
      [[0x22, 0xff, 0x22], "bad byte 0xff at byte offset 1"],
      [[0x22, 0x61, 0xc3], "bad byte 0xc3 at byte offset 2"],
      [[0x22, 0xc0, 0xaf, 0x22], "bad byte 0xc0 at byte offset 1"],
      [[0x22, 0xed, 0xa0, 0x80, 0x22], "bad byte 0xed at byte offset 1"],
      [[0x31, 0x32, 0xf4, 0x90, 0x80, 0x80], "bad byte 0xf4 at byte offset 2"],
      [[0x80], "bad byte 0x80 at byte offset 0"],
    ];
    for (const [bytes, where] of cases) {
      const errors = any().validateJSON(new Uint8Array(bytes));
      expect(errors.map(String)).toEqual([`$: JSON text is not valid UTF-8: ${where}`]);
      expect(errors[0]?.code).toBe("invalid_utf8");
    }
  });

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

  test("a view into a larger buffer reads only its bytes", () => {
    const buffer = encoder.encode('xx{"a":1}yy');
    expect(any().validateJSON(buffer.subarray(2, 9))).toEqual([]);
  });
});

describe("limits and odd inputs", () => {
  test("text over the length limit", () => {
    const errors = any().validateJSON(" ".repeat(MAX_JSON_LENGTH + 1));
    expect(errors.map(String)).toEqual([
      `$: JSON text has ${MAX_JSON_LENGTH + 1} UTF-16 code units, over the limit of ${MAX_JSON_LENGTH}`,
    ]);
    expect(errors[0]?.code).toBe("too_large");
    expect(errorOf(new Uint8Array(MAX_JSON_LENGTH + 1))).toBe(
      `too_large $: JSON text has ${MAX_JSON_LENGTH + 1} bytes, over the limit of ${MAX_JSON_LENGTH}`,
    );
  });

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

  test("something that is neither a string nor bytes", () => {
    expect(
      any()
        .validateJSON(42 as unknown as string)
        .map(String),
    ).toEqual(["$: expected JSON text as a string or a Uint8Array, got integer"]);
  });

  test("bytes whose buffer was transferred are an error at $, never an exception", () => {
    const bytes = new TextEncoder().encode('{"a":1}');
    structuredClone(bytes.buffer, { transfer: [bytes.buffer] });
    const line = "$: JSON text could not be read: its bytes' buffer was detached (transferred)";
    expect(any().validateJSON(bytes).map(String)).toEqual([line]);
    const parsed = any().parseJSON(bytes);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? [] : parsed.errors.map((error) => [error.code, String(error)])).toEqual([
      ["unreadable_value", line],
    ]);
  });

  test("parseJSON returns the parsed value or the errors", () => {
    expect(any().parseJSON("[1]")).toEqual({ ok: true, value: [1] });
    expect(any().parseJSON("[1")).toEqual({ ok: false, errors: any().validateJSON("[1") });
    expect(parseJsonText("[1")).toMatchObject({ ok: false });
  });
});
