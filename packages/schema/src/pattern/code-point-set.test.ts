import { describe, expect, test, vi } from "vitest";
import { nativeRegExpWork } from "../../test/native-regexp-work.js";
import { CodePointSet, codePointSet, MAX_REMEMBERED } from "./code-point-set.js";

// Code points around the edges that matter: ASCII, Latin-1, other scripts, combining marks,
// digits of other scripts, separators, surrogates alone, astral letters and the last one.
const CODE_POINTS = [
  0x00, 0x09, 0x0a, 0x20, 0x27, 0x2d, 0x2e, 0x30, 0x39, 0x41, 0x5a, 0x5c, 0x5d, 0x5e, 0x5f, 0x61,
  0x7a, 0x7f, 0xa0, 0xaa, 0xb5, 0xc0, 0xe9, 0x300, 0x391, 0x3c9, 0x416, 0x5d0, 0x661, 0x966, 0x1680,
  0x2028, 0x2029, 0x3000, 0x4e2d, 0xd800, 0xdc21, 0xfeff, 0x1d538, 0x1f600, 0x10ffff,
];

describe("CodePointSet: a class with property escapes as a union of shared sets", () => {
  test.each([
    "[\\p{L}\\s.'-]",
    "[^\\p{L}\\s.'-]",
    "[\\p{L}]",
    "[^\\p{L}]",
    "[\\P{L}]",
    "[^\\P{Lu}\\p{Nd}]",
    "[\\p{L}\\p{M}\\p{N}_]",
    "[a-z\\p{Script=Greek}0-9]",
    "[a\\p{L}-]",
    "[-\\p{N}a]",
    "[a-b-\\p{L}]",
    "[\\]\\\\\\p{L}]",
    "[\\-\\p{sc=Han}\\u{1F600}]",
    "[\\d\\p{White_Space}]",
    // Runs that would read differently joined (`\\00`), or that start with `^`.
    "[\\0\\p{L}0]",
    "[\\0\\p{C}0-9]",
    "[a\\p{L}^]",
    "[^\\p{L}^b]",
    "[\\x41\\p{N}1]",
    // Unions of atoms (alternatives folded into one set) that begin with a class.
    "[^]|\\p{L}",
    "[a]|\\p{L}|[\\p{N}]",
    "[\\p{L}]|[^\\p{N}]",
  ])("%s matches what native matches", (source) => {
    const native = new RegExp(`^(?:${source})$`, "u");
    const set = new CodePointSet(source);
    for (const codePoint of [...CODE_POINTS, ...CODE_POINTS]) {
      expect(set.has(codePoint), `U+${codePoint.toString(16)}`).toBe(
        native.test(String.fromCodePoint(codePoint)),
      );
    }
  });

  test("sets are shared by source", () => {
    expect(codePointSet("[\\p{L}_]")).toBe(codePointSet("[\\p{L}_]"));
    expect(codePointSet("\\p{L}").source).toBe("\\p{L}");
  });
});

// ASCII and the first code point past it (remembered in different tables), surrogates alone,
// the last BMP code point and non-BMP ones.
const MEMORY_EDGES = [
  0, 9, 10, 32, 48, 65, 95, 97, 127, 128, 0xa0, 0xe9, 0x2028, 0xd800, 0xdc00, 0xffff, 0x10000,
  0x1f600, 0x10ffff,
];

describe("CodePointSet: one atom, asked one code point at a time", () => {
  test.each(["[a-z]", "\\w", "\\s", ".", "\\p{L}", "[^\\u0080]", "[\\u0080-\\u00ff]", "a|[0-9]"])(
    "%s answers as native does, the first time and from memory",
    (source) => {
      const set = new CodePointSet(source);
      const native = new RegExp(`^(?:${source})$`, "u");
      for (let round = 0; round < 2; round += 1) {
        for (const codePoint of MEMORY_EDGES) {
          expect({ codePoint, has: set.has(codePoint) }).toEqual({
            codePoint,
            has: native.test(String.fromCodePoint(codePoint)),
          });
        }
      }
    },
  );

  test("more code points than it remembers still get native's answers", () => {
    const set = new CodePointSet("\\p{Lu}");
    const native = /^\p{Lu}$/u;
    for (let round = 0; round < 2; round += 1) {
      for (let codePoint = 0x100; codePoint < 0x100 + 5_000; codePoint += 1) {
        if (set.has(codePoint) !== native.test(String.fromCodePoint(codePoint))) {
          expect.fail(`U+${codePoint.toString(16)} in round ${round}`);
        }
      }
    }
  });

  test("codePointSet shares one set per source", () => {
    const digits = codePointSet("[0-9]");
    expect(codePointSet("[0-9]")).toBe(digits);
    expect(digits.source).toBe("[0-9]");
    expect(codePointSet("[0-8]")).not.toBe(digits);
    // Another source in between does not drop the first one.
    expect(codePointSet("[0-9]")).toBe(digits);
  });
});

// A new copy of the module, so no set is shared yet.
async function freshModule(): Promise<typeof import("./code-point-set.js")> {
  vi.resetModules();
  return import("./code-point-set.js");
}

const wrapped = (source: string): string => `^(?:${source})$`;

describe("CodePointSet: the native RegExps it builds", () => {
  // In order, on one module: each source and the native sets its set builds.
  const STEPS: readonly (readonly [string, readonly string[]])[] = [
    // Each escape its own set, and each run of other members a class.
    ["[\\p{Lu}_]", ["\\p{Lu}", "[_]"]],
    // Both parts shared: `[_]` from before, `\P{Lu}` new.
    ["[^_\\P{Lu}]", ["\\P{Lu}"]],
    ["[a\\p{Lu}-]", ["[a]", "[-]"]],
    // Escaped members stay in their run; a run starting with `^` gets it escaped.
    ["[\\]\\\\\\p{Ll}^]", ["[\\]\\\\]", "\\p{Ll}", "[\\^]"]],
    // Every part shared: no native set at all.
    ["[\\P{Lu}\\p{Ll}]", []],
    // Not one class with property escapes: one native set, as written.
    ["[a-z]", ["[a-z]"]],
    ["a|[\\p{Lu}]", ["a|[\\p{Lu}]"]],
    ["[_]|\\p{Lu}", ["[_]|\\p{Lu}"]],
    // The part made for the first class is the set of its source.
    ["\\p{Lu}", []],
    ["\\p{Nd}", ["\\p{Nd}"]],
  ];

  test("a class with property escapes is a union of shared sets", async () => {
    const { codePointSet: share } = await freshModule();
    for (const [source, built] of STEPS) {
      const work = nativeRegExpWork(() => share(source));
      expect({ source, built: work.built }).toEqual({ source, built: built.map(wrapped) });
      expect(work.result.source).toBe(source);
    }
  });

  test("an answer is asked of native once, and read from memory after", async () => {
    const { CodePointSet: Fresh } = await freshModule();
    const set = new Fresh("[a-c]");
    const asked = [0x61, 0x61, 0x100, 0x100, 0x1f600, 0x1f600, 0xd800, 0xd800];
    const work = nativeRegExpWork(() => asked.map((codePoint) => set.has(codePoint)));
    expect(work.result).toEqual([true, true, false, false, false, false, false, false]);
    expect(work.tested).toEqual(
      ["a", "\u0100", "\u{1F600}", "\uD800"].map((input) => ({ source: wrapped("[a-c]"), input })),
    );
    // A union asks its parts in order until one holds the code point; each part remembers.
    const union = new Fresh("[\\p{Lu}_]");
    const unionWork = nativeRegExpWork(() => [union.has(0x5f), union.has(0x5f), union.has(0x41)]);
    expect(unionWork.result).toEqual([true, true, true]);
    expect(unionWork.tested).toEqual([
      { source: wrapped("\\p{Lu}"), input: "_" },
      { source: wrapped("[_]"), input: "_" },
      { source: wrapped("\\p{Lu}"), input: "A" },
    ]);
  });

  test(`it remembers MAX_REMEMBERED non-ASCII answers, then starts over; ASCII apart`, () => {
    const set = new CodePointSet("[a-c]");
    const ascii = Array.from({ length: 128 }, (_, codePoint) => codePoint);
    const first = 0x100;
    for (const codePoint of ascii) set.has(codePoint);
    for (let offset = 0; offset < MAX_REMEMBERED; offset += 1) set.has(first + offset);
    // All remembered: the ASCII table and a full map.
    const remembered = nativeRegExpWork(() => {
      for (const codePoint of ascii) set.has(codePoint);
      set.has(first);
      set.has(first + MAX_REMEMBERED - 1);
    });
    expect(remembered.tested).toEqual([]);
    // One more: the map starts over, the ASCII table stays.
    set.has(first + MAX_REMEMBERED);
    const after = nativeRegExpWork(() => {
      for (const codePoint of ascii) set.has(codePoint);
      set.has(first);
    });
    expect(after.tested).toEqual([{ source: wrapped("[a-c]"), input: "\u0100" }]);
  });

  test(`codePointSet shares MAX_SHARED sets, then starts over`, async () => {
    const { codePointSet: share, MAX_SHARED } = await freshModule();
    const source = (index: number): string => `\\u{${(0x100 + index).toString(16)}}`;
    const sets = Array.from({ length: MAX_SHARED }, (_, index) => share(source(index)));
    expect(share(source(0))).toBe(sets[0]);
    expect(share(source(MAX_SHARED - 1))).toBe(sets[MAX_SHARED - 1]);
    share(source(MAX_SHARED));
    expect(share(source(0))).not.toBe(sets[0]);
  });

  test("an unterminated class is refused as native refuses it", () => {
    for (const source of ["[a", "[\\p{Lu}", "[\\p{Lu}\\]"]) {
      expect(() => new CodePointSet(source), source).toThrow(SyntaxError);
    }
  });
});
