import { describe, expect, test } from "vitest";
import { isULabel } from "./idna.js";

// Labels written as text, handed over as the code points isULabel reads, so each case names
// exactly what it holds. Expected values are RFC 5891 section 4.2.3 and RFC 5892's rules
// (appendix A for the contextual ones), not this module's output.
function uLabel(text: string): boolean {
  return isULabel(Array.from(text, (character) => character.codePointAt(0) as number));
}

const BEH = "\u0628"; // ARABIC LETTER BEH, dual-joining
const FATHA = "\u064e"; // ARABIC FATHA, a mark, Joining_Type T
const KA = "\u0915"; // DEVANAGARI LETTER KA
const VIRAMA = "\u094d"; // DEVANAGARI SIGN VIRAMA, Canonical_Combining_Class 9
const NUKTA = "\u093c"; // DEVANAGARI SIGN NUKTA, Canonical_Combining_Class 7
const ZWNJ = "\u200c";
const ZWJ = "\u200d";

describe("the label as a whole (RFC 5891 section 4.2.3)", () => {
  test("a U-label holds some non-ASCII: an all-ASCII label was never encoded", () => {
    expect(uLabel("abc")).toBe(false);
    expect(uLabel("ab\u00fc")).toBe(true);
  });
  test("no hyphen first or last", () => {
    expect(uLabel("-\u00fcx")).toBe(false);
    expect(uLabel("\u00fcx-")).toBe(false);
    expect(uLabel("\u00fc-x")).toBe(true);
  });
  test('only "--" in the third and fourth positions is refused, not one hyphen there', () => {
    expect(uLabel("\u00fca--b")).toBe(false);
    expect(uLabel("\u00fca-b")).toBe(true);
    expect(uLabel("\u00fcab-c")).toBe(true);
  });
});

describe("code points (RFC 5892 section 3)", () => {
  test("ASCII letters, digits and the hyphen are PVALID beside non-ASCII", () => {
    expect(uLabel("\u00fcaz09-x")).toBe(true);
  });
  test("other ASCII is DISALLOWED: capitals, punctuation, controls", () => {
    expect(uLabel("\u00fcA")).toBe(false);
    expect(uLabel("\u00fc!")).toBe(false);
    expect(uLabel("\u00fc_")).toBe(false);
    expect(uLabel("\u00fc\u0001")).toBe(false);
  });
  test("an unassigned code point is not allowed", () => {
    expect(uLabel("\u00fc\u0378")).toBe(false);
  });
});

describe("ZERO WIDTH JOINER (RFC 5892 appendix A.2)", () => {
  test("allowed after a virama", () => {
    expect(uLabel(`${KA}${VIRAMA}${ZWJ}`)).toBe(true);
  });
  test("refused after a mark of another combining class", () => {
    expect(uLabel(`${KA}${NUKTA}${ZWJ}`)).toBe(false);
    expect(uLabel(`b\u0301${ZWJ}`)).toBe(false);
  });
  test("refused after a letter that decomposes", () => {
    expect(uLabel(`\u00e9${ZWJ}`)).toBe(false);
  });
});

describe("ZERO WIDTH NON-JOINER (RFC 5892 appendix A.1)", () => {
  test("allowed after a virama", () => {
    expect(uLabel(`${KA}${VIRAMA}${ZWNJ}`)).toBe(true);
  });
  test("allowed between joining letters, across transparent marks on either side", () => {
    expect(uLabel(`${BEH}${ZWNJ}${BEH}`)).toBe(true);
    expect(uLabel(`${BEH}${FATHA}${ZWNJ}${BEH}`)).toBe(true);
    expect(uLabel(`${BEH}${ZWNJ}${FATHA}${BEH}`)).toBe(true);
  });
  test("refused unless a joining letter is on both sides", () => {
    expect(uLabel(`\u00e9${ZWNJ}x`)).toBe(false);
    expect(uLabel(`x${ZWNJ}${BEH}`)).toBe(false);
    expect(uLabel(`${BEH}${ZWNJ}x`)).toBe(false);
    expect(uLabel(`x${FATHA}${ZWNJ}${BEH}`)).toBe(false);
    expect(uLabel(`${BEH}${ZWNJ}${FATHA}x`)).toBe(false);
  });
});

describe("Arabic-Indic digits (RFC 5892 appendix A.8 and A.9)", () => {
  test("each kind is allowed alone, up to its last digit", () => {
    expect(uLabel("\u0660\u0669")).toBe(true);
    expect(uLabel("\u0669")).toBe(true);
    expect(uLabel("\u06f0\u06f9")).toBe(true);
  });
  test("the two kinds do not mix, from either end of either range", () => {
    expect(uLabel("\u0660\u06f0")).toBe(false);
    expect(uLabel("\u0669\u06f9")).toBe(false);
    expect(uLabel("\u06f0\u0660")).toBe(false);
  });
  test("Arabic letters past the extended digits mix with Arabic-Indic digits", () => {
    expect(uLabel("\u0660\u06fa")).toBe(true);
  });
});
