import { describe, expect, test } from "vitest";
import { compilePattern } from "./compile-pattern.js";
import {
  BINARY_PROPERTIES,
  GENERAL_CATEGORY_VALUES,
  SCRIPT_VALUES,
  STRING_PROPERTIES,
} from "./unicode-property-names.js";

// Every `\p{…}` spelling ECMA-262 defines: the engine must accept exactly those native accepts
// in `u` mode, and agree with native on them. PATTERN_UNICODE_SAMPLE=all tries every code point
// of the BMP and a spread of the others (minutes); the default tries a
// few code points of many scripts and kinds, since native decides membership either way.
const SPELLINGS = [
  ...GENERAL_CATEGORY_VALUES.flatMap((value) => [
    value,
    `gc=${value}`,
    `General_Category=${value}`,
  ]),
  ...SCRIPT_VALUES.flatMap((value) =>
    ["sc", "Script", "scx", "Script_Extensions"].map((name) => `${name}=${value}`),
  ),
  ...BINARY_PROPERTIES,
  ...STRING_PROPERTIES,
  // Spellings native refuses: no loose matching, no bare scripts, no binary values.
  "greek",
  "Greek",
  "L&",
  "letter",
  "Alphabetic=Yes",
  "gc=Greek",
  "sc=L",
];

function nativeAccepts(source: string): boolean {
  try {
    new RegExp(source, "u");
    return true;
  } catch {
    return false;
  }
}

const SAMPLE = ((): string[] => {
  const points = new Set<number>([0, 0x7f, 0xa0, 0xd800, 0xdbff, 0xdc00, 0xdfff, 0xfffe, 0x10ffff]);
  const step = process.env.PATTERN_UNICODE_SAMPLE === "all" ? 1 : 0x10000;
  for (let point = 0; point <= 0xffff; point += step) points.add(point);
  for (let point = 0x10000; point <= 0x10ffff; point += step * 17) points.add(point);
  for (const text of ["aZ_é ΩжعअกᎠ𐌰😀🇦"]) {
    for (const character of text) points.add(character.codePointAt(0) ?? 0);
  }
  return [...points].map((point) => String.fromCodePoint(point));
})();

describe("every \\p{…} native accepts in u mode is accepted, with native's meaning", () => {
  const accepted = SPELLINGS.filter((name) => nativeAccepts(`\\p{${name}}`));

  test("the list covers the properties that were refused before issue 17", () => {
    for (const name of [
      "ID_Start",
      "scx=Grek",
      "Script_Extensions=Latin",
      "Regional_Indicator",
      "Changes_When_NFKC_Casefolded",
    ]) {
      expect(accepted).toContain(name);
    }
    expect(accepted.length).toBeGreaterThan(1500);
  });

  test("spellings native refuses are refused as invalid", () => {
    for (const name of SPELLINGS.filter((spelling) => !accepted.includes(spelling))) {
      const result = compilePattern(`\\p{${name}}`);
      expect(result.ok, name).toBe(false);
      expect(result.ok ? "" : result.reason, name).toMatch(/^invalid regular expression: /);
    }
  });

  test("each accepted spelling, as \\p, \\P and in a negated class", () => {
    // Native compiles each property from ICU, which dominates the time: every spelling as `\\p`,
    // one in seven also as `\\P` and in a negated class.
    for (const [index, name] of accepted.entries()) {
      const sources = [`\\p{${name}}`];
      if (index % 7 === 0) sources.push(`\\P{${name}}`, `^[^\\p{${name}}x]+$`);
      for (const source of sources) {
        const compiled = compilePattern(source);
        if (!compiled.ok) throw new Error(`refused ${source}: ${compiled.reason}`);
        const native = new RegExp(source, "u");
        const wrong = SAMPLE.filter((text) => compiled.pattern.test(text) !== native.test(text));
        expect(wrong, source).toEqual([]);
      }
    }
  }, 120_000);
});
