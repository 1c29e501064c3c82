import { describe, expect, test, vi } from "vitest";
import { nativeRegExpWork } from "../../test/native-regexp-work.js";
import { syntaxError } from "./check-syntax.js";
import {
  BINARY_PROPERTIES,
  GENERAL_CATEGORY_VALUES,
  SCRIPT_VALUES,
} from "./unicode-property-names.js";

// The oracle: V8's own verdict on the source as written, message first letter lowercased.
function nativeError(source: string): string | undefined {
  try {
    new RegExp(source, "u");
    return undefined;
  } catch (error) {
    const message = (error as Error).message;
    const text = message.slice(message.lastIndexOf("/u: ") + 4);
    return `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  }
}

// Property escapes, valid and not, and the contexts around them where `\d` and `\p{…}` could
// differ: class ranges, group names, `\c`, `\u{…}`, an escaped backslash, quantifiers.
const ESCAPES = [
  "\\p{L}",
  "\\P{Lu}",
  "\\p{Script=Greek}",
  "\\p{scx=Grek}",
  "\\p{ID_Start}",
  "\\p{Foo}",
  "\\p{RGI_Emoji}",
  "\\p{L",
  "\\p",
  "\\pL",
  "\\\\p{L}",
];
const CONTEXTS: readonly (readonly [string, string])[] = [
  ["", ""],
  ["^", "+$"],
  ["[", "]"],
  ["[^", "a-z]"],
  ["[a-", "]"],
  ["[", "-a]"],
  ["[", "-]"],
  ["(?<n", ">x)"],
  ["\\c", ""],
  ["\\u{", "}"],
  ["(", ""],
  ["", "{2,1}"],
  ["a**", ""],
  ["", "a**"],
  ["(?:", ")*\\1"],
  ["[\\d-", "]"],
];

describe("syntaxError: V8's verdict and message, property escapes judged apart", () => {
  for (const propertyEscape of ESCAPES) {
    for (const [before, after] of CONTEXTS) {
      const source = `${before}${propertyEscape}${after}`;
      test(JSON.stringify(source), () => {
        expect(syntaxError(source)).toBe(nativeError(source));
      });
    }
  }

  test("patterns without property escapes, valid and not", () => {
    for (const source of ["", "a", "\\d+", "[\\w-]", "(?i)a", "\\-", "a{", "[b-a]", "\\"]) {
      expect(syntaxError(source), source).toBe(nativeError(source));
    }
  });

  test("several escapes, the same one twice, and an invalid one after valid ones", () => {
    for (const source of [
      "\\p{L}\\p{L}[\\p{N}\\P{L}]",
      "\\p{L}\\p{N}\\p{Nope}",
      "\\p{L}(\\p{N}",
      "[\\p{L}\\s.'-]{0,99}$",
    ]) {
      expect(syntaxError(source), source).toBe(nativeError(source));
    }
  });
});

// A new copy of the module, so its memory of property escapes starts empty.
async function freshModule(): Promise<typeof import("./check-syntax.js")> {
  vi.resetModules();
  return import("./check-syntax.js");
}

describe("syntaxError: the native RegExps it builds", () => {
  test("a pattern without property escapes is built once, as written", async () => {
    const { syntaxError: judge } = await freshModule();
    for (const source of ["ab+", "\\u{41}\\d", "\\\\p", "[\\u{1F600}-\\u{1F64F}]", ""]) {
      expect(
        nativeRegExpWork(() => judge(source)),
        source,
      ).toEqual({
        result: undefined,
        built: [source],
        tested: [],
      });
    }
  });

  // In order, on one module: what each source builds, and its verdict.
  const STEPS: readonly (readonly [string, readonly string[]])[] = [
    // The escape alone, then the skeleton.
    ["a\\p{Script=Cyrillic}b", ["\\p{Script=Cyrillic}", "a\\db"]],
    // The escape remembered, first in the source or not.
    ["a\\p{Script=Cyrillic}b", ["a\\db"]],
    ["\\p{Script=Cyrillic}+", ["\\d+"]],
    // `\u{…}` is no property escape; `\P` is one; a second escape one character after the first.
    ["\\u{41}\\P{Lu}x\\p{Ll}", ["\\P{Lu}", "\\p{Ll}", "\\u{41}\\dx\\d"]],
    ["[\\p{Ll}\\w]{2}\\P{Lu}", ["[\\d\\w]{2}\\d"]],
    // An invalid escape: judged alone, then kept as written for V8's message; not remembered.
    ["a\\p{Nope}", ["\\p{Nope}", "a\\p{Nope}"]],
    ["a\\p{Nope}", ["\\p{Nope}", "a\\p{Nope}"]],
    // Valid escapes beside an invalid one: written `\d`, the invalid one as it is.
    ["\\p{Ll}\\p{Nope}[\\P{Lu}]", ["\\p{Nope}", "\\d\\p{Nope}[\\d]"]],
    // Valid escapes in an invalid pattern: V8's message comes from the skeleton, which never
    // holds a property's ranges (the source as written cost V8 48 to 66 ms per 80 of `\p{L}`).
    ["(\\p{Ll}", ["(\\d"]],
    [`${"\\p{Ll}".repeat(80)}(`, [`${"\\d".repeat(80)}(`]],
    // An escape with no closing brace goes to the source as written.
    ["\\p{Ll", ["\\p{Ll"]],
  ];

  test("each property escape judged alone once, the pattern with `\\d` for it", async () => {
    const { syntaxError: judge } = await freshModule();
    for (const [source, built] of STEPS) {
      expect(
        nativeRegExpWork(() => judge(source)),
        source,
      ).toEqual({
        result: nativeError(source),
        built,
        tested: [],
      });
    }
  });

  test("it remembers every valid escape the runtime has; never an invalid one", async () => {
    const { syntaxError: judge, MAX_ESCAPES } = await freshModule();
    const spellings = validSpellings();
    expect(spellings.length).toBeLessThan(MAX_ESCAPES);
    for (const text of spellings) judge(text);
    // Remembered, all of them: only the skeleton is built.
    const again = nativeRegExpWork(() => spellings.map((text) => judge(text)));
    expect(again.built).toEqual(spellings.map(() => "\\d"));
    // A stream of distinct invalid names pushes nothing out, and each is judged alone again.
    for (let index = 0; index < MAX_ESCAPES; index += 1) judge(`\\p{Unknown${index}}`);
    expect(nativeRegExpWork(() => judge(spellings[0] as string)).built).toEqual(["\\d"]);
    expect(nativeRegExpWork(() => judge("\\p{Unknown0}")).built).toEqual([
      "\\p{Unknown0}",
      "\\p{Unknown0}",
    ]);
  });

  test("an escape longer than MAX_ESCAPE_LENGTH is invalid without being judged alone", async () => {
    const { syntaxError: judge, MAX_ESCAPE_LENGTH } = await freshModule();
    const long = `\\p{${"L".repeat(MAX_ESCAPE_LENGTH)}}`;
    expect(nativeRegExpWork(() => judge(long))).toEqual({
      result: "invalid property name",
      built: [long],
      tested: [],
    });
    // ECMA-262's longest spelling fits.
    const longest = "\\p{Script_Extensions=Nyiakeng_Puachue_Hmong}";
    expect(longest.length).toBeLessThanOrEqual(MAX_ESCAPE_LENGTH);
    expect(judge(longest)).toBe(nativeError(longest));
  });
});

// Valid property escapes, as many as the runtime accepts: every `\p` and `\P` spelling.
function validSpellings(): string[] {
  const names = [
    ...GENERAL_CATEGORY_VALUES.flatMap((value) => [
      value,
      `gc=${value}`,
      `General_Category=${value}`,
    ]),
    ...SCRIPT_VALUES.flatMap((value) => [
      `sc=${value}`,
      `Script=${value}`,
      `scx=${value}`,
      `Script_Extensions=${value}`,
    ]),
    ...BINARY_PROPERTIES,
  ];
  return names
    .flatMap((name) => [`\\p{${name}}`, `\\P{${name}}`])
    .filter((text) => nativeError(text) === undefined);
}

describe("syntaxError: another engine's wording", () => {
  test("a message without V8's `/u: ` is kept whole, first letter lowercased", () => {
    const Native = globalThis.RegExp;
    globalThis.RegExp = new Proxy(Native, {
      construct() {
        throw new SyntaxError("Invalid regular expression: missing )");
      },
    });
    try {
      expect(syntaxError("(a")).toBe("invalid regular expression: missing )");
    } finally {
      globalThis.RegExp = Native;
    }
  });
});
