import { describe, expect, test } from "vitest";
import { compilePattern } from "./compile-pattern.js";
import type { LinearPattern } from "./linear-pattern.js";
import { resolveUnicodeProperty, unicodePropertyNames } from "./unicode-properties.js";

// Every accepted `\p{…}` must match exactly the code points V8 matches. The default run checks
// a spread sample of code points; PATTERN_UNICODE_EXHAUSTIVE=1 checks all 1,114,112 of them.
const EXHAUSTIVE = process.env.PATTERN_UNICODE_EXHAUSTIVE !== undefined;

function sampleCodePoints(): number[] {
  const points = new Set<number>([0xd800, 0xdbff, 0xdc00, 0xdfff, 0x10ffff, 0xfffe, 0xffff]);
  for (let point = 0; point <= 0xffff; point += 61) points.add(point);
  for (let point = 0x10000; point <= 0x10ffff; point += 2579) points.add(point);
  // Letters, digits, marks and spaces of many scripts, where properties change most.
  for (const text of ["aZé߀ΩжאعअঅਅઅଅஅఅಅഅඅกກༀကႠᄀሀᎠᐁᚁᚠᜀក᠐ᤁᥐᦀᨀᩕᬅᮃᰀᱚ", "𐀀𐌰𐐀𐒰𐤀𑀅𑂃𑄃𖼀𞤀𝔸😀🇦"]) {
    for (const character of text) points.add(character.codePointAt(0) ?? 0);
  }
  return [...points].sort((left, right) => left - right);
}

// All code points but the surrogates (which would pair up), as one string with the offset of
// each code point, so that any run of code points is one slice.
function allCodePointsText(): { readonly text: string; readonly offsets: Uint32Array } {
  const parts: string[] = [];
  const offsets = new Uint32Array(0x110000 - 0x800 + 1);
  let offset = 0;
  let index = 0;
  for (let point = 0; point <= 0x10ffff; point += 1) {
    if (point >= 0xd800 && point <= 0xdfff) continue;
    offsets[index++] = offset;
    const character = String.fromCodePoint(point);
    parts.push(character);
    offset += character.length;
  }
  offsets[index] = offset;
  return { text: parts.join(""), offsets };
}

// Exhaustive: a run of code points agrees when both engines find no member (or no non-member)
// in it; otherwise it is halved. Surrogates are checked one by one.
function exhaustiveDisagreements(
  name: string,
  all: ReturnType<typeof allCodePointsText>,
): string[] {
  const found: string[] = [];
  const member = { native: new RegExp(`\\p{${name}}`, "u"), linear: compiled(`\\p{${name}}`) };
  const other = { native: new RegExp(`\\P{${name}}`, "u"), linear: compiled(`\\P{${name}}`) };
  const check = (first: number, end: number): void => {
    if (found.length > 5) return;
    const slice = all.text.slice(all.offsets[first], all.offsets[end]);
    const hasMember = member.native.test(slice);
    const hasOther = other.native.test(slice);
    if (hasMember !== member.linear.test(slice) || hasOther !== other.linear.test(slice)) {
      if (end - first === 1) found.push(`\\p{${name}} ${JSON.stringify(slice)}`);
      else {
        const middle = Math.floor((first + end) / 2);
        check(first, middle);
        check(middle, end);
      }
      return;
    }
    if (hasMember && hasOther && end - first > 1) {
      const middle = Math.floor((first + end) / 2);
      check(first, middle);
      check(middle, end);
    }
  };
  check(0, all.offsets.length - 1);
  const surrogates = Array.from({ length: 0x800 }, (_, index) => 0xd800 + index);
  return [...found, ...disagreements(name, surrogates)];
}

function compiled(source: string): LinearPattern {
  const result = compilePattern(source);
  if (!result.ok) throw new Error(`refused ${source}: ${result.reason}`);
  return result.pattern;
}

// Code points where the engine and V8 disagree, for `\p{name}` and `\P{name}`.
function disagreements(name: string, points: readonly number[]): string[] {
  const found: string[] = [];
  for (const negate of [false, true]) {
    const source = `^\\${negate ? "P" : "p"}{${name}}$`;
    const native = new RegExp(source, "u");
    const linear = compiled(source);
    for (const point of points) {
      const character = String.fromCodePoint(point);
      if (native.test(character) !== linear.test(character)) {
        found.push(`${source} U+${point.toString(16).toUpperCase()}`);
        if (found.length > 5) return found;
      }
    }
  }
  return found;
}

describe("unicode properties: same code points as V8", () => {
  test("every accepted name", { timeout: EXHAUSTIVE ? 3_600_000 : 60_000 }, () => {
    const names = unicodePropertyNames();
    expect(names.length).toBeGreaterThan(400);
    const all = EXHAUSTIVE ? allCodePointsText() : undefined;
    const points = sampleCodePoints();
    const failures = names.flatMap((name) =>
      all === undefined ? disagreements(name, points) : exhaustiveDisagreements(name, all),
    );
    expect(failures).toEqual([]);
  });

  test("long and short keys resolve like the bare names", () => {
    const pairs: readonly (readonly [string, string])[] = [
      ["General_Category=Letter", "L"],
      ["gc=Lu", "Lu"],
      ["gc=Cased_Letter", "LC"],
      ["General_Category=digit", "Nd"],
      ["sc=Grek", "Script=Greek"],
      ["Script=Zyyy", "Script=Common"],
      ["sc=Zinh", "Script=Inherited"],
      ["sc=Qaai", "Script=Inherited"],
    ];
    for (const [written, canonical] of pairs) {
      expect(disagreements(written, sampleCodePoints())).toEqual([]);
      const [key = "", value = null] = written.split("=");
      const [canonicalKey = "", canonicalValue = null] = canonical.split("=");
      const resolved = resolveUnicodeProperty(key, value);
      const expected =
        canonicalValue === null
          ? resolveUnicodeProperty("General_Category", canonicalKey)
          : resolveUnicodeProperty(canonicalKey, canonicalValue);
      expect(resolved).toEqual(expected);
    }
  });
});

describe("unicode properties: refused with a reason", () => {
  // Valid in ECMA-262 but without linear-time tables in re2js, or unknown to V8 on Node 20.
  const refused = [
    "ID_Start",
    "ID_Continue",
    "XIDS",
    "Cased",
    "CWCF",
    "Changes_When_Lowercased",
    "Ideographic",
    "Default_Ignorable_Code_Point",
    "Noncharacter_Code_Point",
    "Regional_Indicator",
    "Bidi_M",
    "Script=Hrkt",
    "Script=Katakana_Or_Hiragana",
  ];
  for (const name of refused) {
    test(name, () => {
      const [key = "", value = null] = name.split("=");
      const written = value === null ? key : `${key}=${value}`;
      expect(compilePattern(`\\p{${name}}`)).toEqual({
        ok: false,
        reason: `unicode property "${written}" is not supported by the linear-time engine`,
      });
    });
  }
});
