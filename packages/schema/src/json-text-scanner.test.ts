import { describe, expect, test } from "vitest";
import { compile } from "../test/core.js";
import { findInvalidUtf8, findJsonSyntaxError, parseJsonText } from "./json-text.js";

/** `line L, column C: MESSAGE` for malformed text, or undefined for JSON. */
function where(text: string): string | undefined {
  const problem = findJsonSyntaxError(text);
  return problem === undefined
    ? undefined
    : `line ${problem.line}, column ${problem.column}: ${problem.message}`;
}

describe("findJsonSyntaxError", () => {
  test.each([
    "\t\r\n 1 \t\r\n",
    "[]",
    "{}",
    "[ ]",
    "{ \n }",
    "[[],{}]",
    '{"a" : 1 , "b"\n:\n[ 1 , 2 ] }',
    "0",
    "9",
    "-0.5",
    "12.34e56",
    "1E+5",
    "1e-5",
    "1e5",
    '"\\"\\\\\\/\\b\\f\\n\\r\\t"',
    '"\\u0000\\uFfFf\\u09af\\uAF09"',
    '" \u007f\u0080😀\ud800"',
    "true",
    "false",
    "null",
  ])("JSON: %j", (text) => {
    expect(() => JSON.parse(text)).not.toThrow();
    expect(where(text)).toBeUndefined();
  });

  test.each([
    ["[}", 'line 1, column 2: expected a value, got "}"'],
    ["{]", 'line 1, column 2: expected a property name in double quotes, got "]"'],
    ["[1}", 'line 1, column 3: expected "," or "]", got "}"'],
    ['{"a":1]', 'line 1, column 7: expected "," or "}", got "]"'],
    ['[1,"a":2]', 'line 1, column 7: expected "," or "]", got ":"'],
    ['{"a":1,2}', 'line 1, column 8: expected a property name in double quotes, got "2"'],
    ['{"a":[1,{"b":2]}', 'line 1, column 15: expected "," or "}", got "]"'],
    ["[[1]", 'line 1, column 5: expected "," or "]", got end of input'],
    ['{"a":{}', 'line 1, column 8: expected "," or "}", got end of input'],
    ['{"a"', 'line 1, column 5: expected ":" after the property name, got end of input'],
    ['{"a":', "line 1, column 6: expected a value, got end of input"],
    ["{", "line 1, column 2: expected a property name in double quotes, got end of input"],
    ["/", 'line 1, column 1: expected a value, got "/"'],
    [":", 'line 1, column 1: expected a value, got ":"'],
    ["\f1", "line 1, column 1: expected a value, got U+000C"],
    ["\u00a01", "line 1, column 1: expected a value, got U+00A0"],
    ["t rue", 'line 1, column 2: expected "true", got " "'],
    ["t~", 'line 1, column 2: expected "true", got "~"'],
    ["t\u007f", 'line 1, column 2: expected "true", got U+007F'],
    ["t\u001f", 'line 1, column 2: expected "true", got U+001F'],
    ["t😀", 'line 1, column 2: expected "true", got U+1F600'],
    ["t\ud800", 'line 1, column 2: expected "true", got U+D800'],
    ["trux", 'line 1, column 4: expected "true", got "x"'],
    ["fals", 'line 1, column 5: expected "false", got end of input'],
    ["nulL", 'line 1, column 4: expected "null", got "L"'],
    ["-a", 'line 1, column 2: expected a digit, got "a"'],
    ["-", "line 1, column 2: expected a digit, got end of input"],
    ["00", 'line 1, column 2: expected the end of the text, got "0"'],
    ["-01", 'line 1, column 3: expected the end of the text, got "1"'],
    ["1.a", 'line 1, column 3: expected a digit after the decimal point, got "a"'],
    ["1./", 'line 1, column 3: expected a digit after the decimal point, got "/"'],
    ["1.:", 'line 1, column 3: expected a digit after the decimal point, got ":"'],
    ["1/", 'line 1, column 2: expected the end of the text, got "/"'],
    ["1:", 'line 1, column 2: expected the end of the text, got ":"'],
    ["1.5.5", 'line 1, column 4: expected the end of the text, got "."'],
    ["1e", "line 1, column 3: expected a digit in the exponent, got end of input"],
    ["1ea", 'line 1, column 3: expected a digit in the exponent, got "a"'],
    ["1e+-5", 'line 1, column 4: expected a digit in the exponent, got "-"'],
    ["1E-", "line 1, column 4: expected a digit in the exponent, got end of input"],
    ["1e5.0", 'line 1, column 4: expected the end of the text, got "."'],
    [
      '"\\a"',
      'line 1, column 3: expected an escape character (one of " \\ / b f n r t u), got "a"',
    ],
    [
      '"\\',
      'line 1, column 3: expected an escape character (one of " \\ / b f n r t u), got end of input',
    ],
    ['"\\u', "line 1, column 4: expected a hexadecimal digit in a \\u escape, got end of input"],
    ['"\\u0/00"', 'line 1, column 5: expected a hexadecimal digit in a \\u escape, got "/"'],
    ['"\\u0:00"', 'line 1, column 5: expected a hexadecimal digit in a \\u escape, got ":"'],
    ['"\\u@000"', 'line 1, column 4: expected a hexadecimal digit in a \\u escape, got "@"'],
    ['"\\uG000"', 'line 1, column 4: expected a hexadecimal digit in a \\u escape, got "G"'],
    ['"\\u`000"', 'line 1, column 4: expected a hexadecimal digit in a \\u escape, got "`"'],
    ['"\\ug000"', 'line 1, column 4: expected a hexadecimal digit in a \\u escape, got "g"'],
    ['"\\u000g"', 'line 1, column 7: expected a hexadecimal digit in a \\u escape, got "g"'],
    [
      '"\u001f"',
      "line 1, column 2: expected a character, control characters must be escaped, got U+001F",
    ],
    [
      '"\u0000"',
      "line 1, column 2: expected a character, control characters must be escaped, got U+0000",
    ],
    [
      '"\t"',
      "line 1, column 2: expected a character, control characters must be escaped, got U+0009",
    ],
    ['"abc', 'line 1, column 5: expected "\\"" to close the string, got end of input'],
    ["\n\n\nx", 'line 4, column 1: expected a value, got "x"'],
    ["1\r\rx", 'line 1, column 4: expected the end of the text, got "x"'],
    ["[1,\n 2,\n 3 x]", 'line 3, column 4: expected "," or "]", got "x"'],
    ['"😀" x', 'line 1, column 5: expected the end of the text, got "x"'],
    ['"\ud800" x', 'line 1, column 5: expected the end of the text, got "x"'],
    ['"\udc00" x', 'line 1, column 5: expected the end of the text, got "x"'],
    ['"\ud800\udbff" x', 'line 1, column 6: expected the end of the text, got "x"'],
    ['"\ud800\ue000" x', 'line 1, column 6: expected the end of the text, got "x"'],
    ['"\udbff\udfff" x', 'line 1, column 5: expected the end of the text, got "x"'],
    ['"\ud7ff\udc00" x', 'line 1, column 6: expected the end of the text, got "x"'],
    ["😀", "line 1, column 1: expected a value, got U+1F600"],
  ])("%j", (text, expected) => {
    expect(() => JSON.parse(text)).toThrow();
    expect(where(text)).toBe(expected);
  });

  test("the problem's index is the code unit where the text stops being JSON", () => {
    expect(findJsonSyntaxError('"😀" x')).toMatchObject({ index: 5, line: 1, column: 5 });
    expect(findJsonSyntaxError("\nx")).toMatchObject({ index: 1, line: 2, column: 1 });
  });
});

describe("findInvalidUtf8: the first ill-formed sequence (Unicode table 3-7)", () => {
  test.each<[number[], number]>([
    [[], -1],
    [[0x00, 0x7f], -1],
    [[0x80], 0],
    [[0xbf], 0],
    [[0xc0, 0x80], 0],
    [[0xc1, 0xbf], 0],
    [[0xc2, 0x80], -1],
    [[0xc2, 0x7f], 0],
    [[0xc2, 0xc0], 0],
    [[0xc2], 0],
    [[0xdf, 0xbf], -1],
    [[0xe0, 0x9f, 0x80], 0],
    [[0xe0, 0xa0, 0x80], -1],
    [[0xe0, 0xbf, 0xbf], -1],
    [[0xe0, 0xc0, 0x80], 0],
    [[0xe1, 0x80, 0x80], -1],
    [[0xe1, 0x7f, 0x80], 0],
    [[0xe1, 0x80], 0],
    [[0xe1, 0x80, 0x7f], 0],
    [[0xe1, 0x80, 0xc0], 0],
    [[0xec, 0xbf, 0xbf], -1],
    [[0xed, 0x80, 0x80], -1],
    [[0xed, 0x9f, 0xbf], -1],
    [[0xed, 0xa0, 0x80], 0],
    [[0xee, 0x80, 0x80], -1],
    [[0xef, 0xbf, 0xbf], -1],
    [[0xef, 0xc0, 0xbf], 0],
    [[0xf0, 0x8f, 0x80, 0x80], 0],
    [[0xf0, 0x90, 0x80, 0x80], -1],
    [[0xf0, 0xbf, 0xbf, 0xbf], -1],
    [[0xf0, 0xc0, 0x80, 0x80], 0],
    [[0xf1, 0x80, 0x80, 0x80], -1],
    [[0xf1, 0x7f, 0x80, 0x80], 0],
    [[0xf3, 0xbf, 0xbf, 0xbf], -1],
    [[0xf4, 0x80, 0x80, 0x80], -1],
    [[0xf4, 0x8f, 0xbf, 0xbf], -1],
    [[0xf4, 0x90, 0x80, 0x80], 0],
    [[0xf5, 0x80, 0x80, 0x80], 0],
    [[0xff], 0],
    [[0xf1, 0x80, 0x80], 0],
    [[0xf1, 0x80, 0x80, 0xc0], 0],
    [[0xf1, 0x80, 0x7f, 0x80], 0],
    [[0x41, 0xc3, 0xa9, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80, 0xff], 10],
    [[0xc3, 0xa9, 0x80], 2],
    [[0xe2, 0x82, 0xac, 0xe2, 0x82], 3],
  ])("%j: %i", (bytes, offset) => {
    expect(findInvalidUtf8(new Uint8Array(bytes))).toBe(offset);
  });
});

describe("parseJsonText", () => {
  test("other views of bytes", () => {
    const encoded = new TextEncoder().encode('{"a":1}');
    const view = new DataView(encoded.buffer, encoded.byteOffset, encoded.byteLength);
    expect(parseJsonText(view as unknown as Uint8Array)).toEqual({ ok: true, value: { a: 1 } });
    const buffer = new Uint8Array([0x31, 0x22, 0xff, 0x22]);
    const error = parseJsonText(buffer.subarray(1));
    expect(error.ok ? "" : String(error.error)).toBe(
      "$: JSON text is not valid UTF-8: bad byte 0xff at byte offset 1",
    );
    expect(error.ok ? "" : error.error.code).toBe("invalid_utf8");
  });

  test("malformed bytes say where, like malformed strings", () => {
    const bytes = new TextEncoder().encode('{"é": tru}');
    const result = parseJsonText(bytes);
    expect(result.ok ? "" : String(result.error)).toBe(
      '$: invalid JSON at line 1, column 10: expected "true", got "}"',
    );
    expect(result.ok ? "" : result.error.code).toBe("invalid_json");
  });

  test("values that are neither text nor bytes", () => {
    for (const [value, name] of [
      [null, "null"],
      [undefined, "undefined"],
      [{}, "object"],
      [[1], "array"],
      [new ArrayBuffer(2), "ArrayBuffer"],
    ] as const) {
      const result = parseJsonText(value as unknown as string);
      expect(result.ok ? "" : String(result.error)).toBe(
        `$: expected JSON text as a string or a Uint8Array, got ${name}`,
      );
      expect(result.ok ? "" : result.error.code).toBe("invalid_json");
    }
  });
});

describe("validateJSON and parseJSON agree on every kind of input", () => {
  const schema = () => compile({ type: "object", properties: { a: { type: "integer" } } });
  const encode = (text: string) => new TextEncoder().encode(text);
  test.each<[string, string | Uint8Array, string[]]>([
    ["valid text", '{"a":1}', []],
    ["valid bytes", encode('{"a":1}'), []],
    ["invalid text", '{"a":1.5}', ["$.a: expected integer, got number"]],
    ["invalid bytes", encode('{"a":"x"}'), ["$.a: expected integer, got string"]],
    [
      "malformed text",
      '{"a":}',
      ['$: invalid JSON at line 1, column 6: expected a value, got "}"'],
    ],
    [
      "malformed bytes",
      encode("[1,]"),
      ['$: invalid JSON at line 1, column 4: expected a value, got "]"'],
    ],
    [
      "bad UTF-8",
      new Uint8Array([0x7b, 0xc3]),
      ["$: JSON text is not valid UTF-8: bad byte 0xc3 at byte offset 1"],
    ],
  ])("%s", (_, input, lines) => {
    expect(schema().validateJSON(input).map(String)).toEqual(lines);
    const result = schema().parseJSON(input);
    if (lines.length === 0) {
      expect(result).toEqual({ ok: true, value: { a: 1 } });
    } else {
      expect(result.ok).toBe(false);
      expect(result.ok ? [] : result.errors.map(String)).toEqual(lines);
    }
  });
});

describe("validateJSON and parseJSON never throw, even for inputs outside their types", () => {
  test("a revoked proxy and a proxy whose prototype cannot be read", () => {
    const schema = compile({});
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    const hostile = new Proxy(
      {},
      {
        getPrototypeOf() {
          throw new Error("no");
        },
      },
    );
    for (const input of [revoked.proxy, hostile]) {
      const line = "$: expected JSON text as a string or a Uint8Array, got unreadable object";
      expect(schema.validateJSON(input as unknown as string).map(String)).toEqual([line]);
      const result = schema.parseJSON(input as unknown as string);
      expect(result.ok ? [] : result.errors.map(String)).toEqual([line]);
    }
  });
});
