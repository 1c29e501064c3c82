import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { type JsonEvents, JsonReader, type ValueKind } from "./json-reader.js";

/** Rebuilds the value from the reader's events, to compare with JSON.parse. */
function builder(): JsonEvents & { readonly result: () => unknown } {
  const stack: { value: unknown[] | Record<string, unknown>; key: string }[] = [];
  let root: unknown;
  let string = "";
  let kind: ValueKind = "null";
  const place = (value: unknown) => {
    const top = stack[stack.length - 1];
    if (top === undefined) root = value;
    else if (Array.isArray(top.value)) top.value.push(value);
    else
      Object.defineProperty(top.value, top.key, {
        value,
        enumerable: true,
        configurable: true,
        writable: true,
      });
  };
  return {
    beginValue(begun) {
      kind = begun;
      string = "";
      if (begun === "object" || begun === "array") {
        const value = begun === "object" ? {} : [];
        place(value);
        stack.push({ value, key: "" });
      }
    },
    stringPart(part) {
      string += part;
    },
    endValue(number) {
      if (number !== undefined) place(Number(number));
      else if (kind === "string") place(string);
      else place(kind === "null" ? null : kind === "true");
    },
    key(name) {
      (stack[stack.length - 1] as { key: string }).key = name;
    },
    endContainer() {
      stack.pop();
    },
    result: () => root,
  };
}

/** Reads `text` in pieces cut at `cuts` (offsets); returns the reader and the rebuilt value. */
function readInPieces(text: string, cuts: readonly number[]) {
  const events = builder();
  const reader = new JsonReader(events);
  let at = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    reader.push(text.slice(at, Math.max(at, cut)));
    at = Math.max(at, cut);
  }
  reader.push(text.slice(at));
  reader.end();
  return { reader, value: events.result() };
}

const spaced = (value: unknown) =>
  fc.constantFrom(0, 1, 2).map((indent) => JSON.stringify(value, null, indent));

describe("JsonReader", () => {
  test("reads every JSON text, cut anywhere, into the value JSON.parse gives", () => {
    fc.assert(
      fc.property(
        fc.jsonValue().chain((value) => spaced(value)),
        fc.array(fc.nat({ max: 400 }), { maxLength: 8 }),
        (text, cuts) => {
          const { reader, value } = readInPieces(text, cuts);
          expect(reader.failed).toBe(false);
          expect(reader.complete).toBe(true);
          expect(value).toEqual(JSON.parse(text));
        },
      ),
      { numRuns: 300 },
    );
  });

  test("fails exactly where no completion can be JSON, and is complete exactly when JSON.parse accepts", () => {
    const pieces = fc.constantFrom(
      ...'{}[]":,-+.0123eE \n\ttrufalsn\\/bu0041\u0001x'.split(""),
      '"a"',
      "1.5e+3",
      "\\ud83d",
      "\\u00e9",
      "null",
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 16 }), (parts) => {
        const text = parts.join("");
        const { reader } = readInPieces(text, [1, 3, 5]);
        let parses = true;
        try {
          JSON.parse(text);
        } catch {
          parses = false;
        }
        expect(reader.complete).toBe(parses);
        if (reader.failed) {
          // The text up to the failure cannot be continued into JSON: try the likely endings.
          const head = text.slice(0, reader.read);
          for (const ending of ["", "0", '"', "}", "]", '"}', "0}", "0]", "]}", "}]", 'e"}']) {
            expect(() => JSON.parse(head + ending)).toThrow();
          }
        }
      }),
      { numRuns: 800 },
    );
  });

  test("a prefix of JSON text never fails, and the reader keeps its place across any cut", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(), (value, cut) => {
        const text = JSON.stringify(value);
        const head = text.slice(0, cut % (text.length + 1));
        const reader = new JsonReader(builder());
        reader.push(head.slice(0, cut % 3));
        reader.push(head.slice(cut % 3));
        expect(reader.failed).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  test("decodes escapes and surrogate pairs split between deltas", () => {
    const text = '{"k\\u00e9y":"\\ud83d\\ude00 \\"x\\"\\n","n":-0.5e-2}';
    for (let cut = 0; cut <= text.length; cut++) {
      const { reader, value } = readInPieces(text, [cut]);
      expect(reader.complete).toBe(true);
      expect(value).toEqual({ kéy: '😀 "x"\n', n: -0.005 });
    }
  });

  test("reads long runs of plain characters, cut anywhere, with escapes after them", () => {
    const long = `${"x".repeat(50)}\\n${"y".repeat(40)}\\"${"z".repeat(70)}`;
    const text = `{"k":"${long}","${"q".repeat(45)}":1}`;
    for (let cut = 0; cut <= text.length; cut += 3) {
      const { reader, value } = readInPieces(text, [cut, cut + 37]);
      expect(reader.complete).toBe(true);
      expect(value).toEqual(JSON.parse(text));
    }
  });

  test("stops at the first character that cannot continue JSON", () => {
    for (const [text, read] of [
      ['{"a" 1}', 6],
      ["[01]", 3],
      ["[1.]", 4],
      ['"a\u0001"', 3],
      ["tru ", 4],
      ["{}x", 3],
      ['{"a":1,}', 8],
      // Past the first 32 characters of a run, the engine's search finds the end.
      [`"${"a".repeat(40)}\u0001"`, 42],
      [`"${"a".repeat(40)}\\q"`, 43],
    ] as const) {
      const { reader } = readInPieces(text, []);
      expect(reader.failed, text).toBe(true);
      expect(reader.read, text).toBe(read);
    }
  });
});
