import { describe, expect, test } from "vitest";
import { decodePunycode } from "./punycode.js";

// RFC 3492 section 7.1, the sample strings: each encoded form and the code points it decodes to.
const RFC_SAMPLES: readonly (readonly [string, string, readonly number[]])[] = [
  [
    "(A) Arabic (Egyptian)",
    "egbpdaj6bu4bxfgehfvwxn",
    [
      0x644, 0x64a, 0x647, 0x645, 0x627, 0x628, 0x62a, 0x643, 0x644, 0x645, 0x648, 0x634, 0x639,
      0x631, 0x628, 0x64a, 0x61f,
    ],
  ],
  [
    "(B) Chinese (simplified)",
    "ihqwcrb4cv8a8dqg056pqjye",
    [0x4ed6, 0x4eec, 0x4e3a, 0x4ec0, 0x4e48, 0x4e0d, 0x8bf4, 0x4e2d, 0x6587],
  ],
  [
    "(C) Chinese (traditional)",
    "ihqwctvzc91f659drss3x8bo0yb",
    [0x4ed6, 0x5011, 0x7232, 0x4ec0, 0x9ebd, 0x4e0d, 0x8aaa, 0x4e2d, 0x6587],
  ],
  [
    "(D) Czech",
    "Proprostnemluvesky-uyb24dma41a",
    [
      0x50, 0x72, 0x6f, 0x10d, 0x70, 0x72, 0x6f, 0x73, 0x74, 0x11b, 0x6e, 0x65, 0x6d, 0x6c, 0x75,
      0x76, 0xed, 0x10d, 0x65, 0x73, 0x6b, 0x79,
    ],
  ],
  [
    "(E) Hebrew",
    "4dbcagdahymbxekheh6e0a7fei0b",
    [
      0x5dc, 0x5de, 0x5d4, 0x5d4, 0x5dd, 0x5e4, 0x5e9, 0x5d5, 0x5d8, 0x5dc, 0x5d0, 0x5de, 0x5d3,
      0x5d1, 0x5e8, 0x5d9, 0x5dd, 0x5e2, 0x5d1, 0x5e8, 0x5d9, 0x5ea,
    ],
  ],
  [
    "(F) Hindi (Devanagari)",
    "i1baa7eci9glrd9b2ae1bj0hfcgg6iyaf8o0a1dig0cd",
    [
      0x92f, 0x939, 0x932, 0x94b, 0x917, 0x939, 0x93f, 0x928, 0x94d, 0x926, 0x940, 0x915, 0x94d,
      0x92f, 0x94b, 0x902, 0x928, 0x939, 0x940, 0x902, 0x92c, 0x94b, 0x932, 0x938, 0x915, 0x924,
      0x947, 0x939, 0x948, 0x902,
    ],
  ],
  [
    "(G) Japanese (kanji and hiragana)",
    "n8jok5ay5dzabd5bym9f0cm5685rrjetr6pdxa",
    [
      0x306a, 0x305c, 0x307f, 0x3093, 0x306a, 0x65e5, 0x672c, 0x8a9e, 0x3092, 0x8a71, 0x3057,
      0x3066, 0x304f, 0x308c, 0x306a, 0x3044, 0x306e, 0x304b,
    ],
  ],
  [
    "(H) Korean (Hangul syllables)",
    "989aomsvi5e83db1d2a355cv1e0vak1dwrv93d5xbh15a0dt30a5jpsd879ccm6fea98c",
    [
      0xc138, 0xacc4, 0xc758, 0xbaa8, 0xb4e0, 0xc0ac, 0xb78c, 0xb4e4, 0xc774, 0xd55c, 0xad6d,
      0xc5b4, 0xb97c, 0xc774, 0xd574, 0xd55c, 0xb2e4, 0xba74, 0xc5bc, 0xb9c8, 0xb098, 0xc88b,
      0xc744, 0xae4c,
    ],
  ],
  [
    "(I) Russian (Cyrillic)",
    "b1abfaaepdrnnbgefbaDotcwatmq2g4l",
    [
      0x43f, 0x43e, 0x447, 0x435, 0x43c, 0x443, 0x436, 0x435, 0x43e, 0x43d, 0x438, 0x43d, 0x435,
      0x433, 0x43e, 0x432, 0x43e, 0x440, 0x44f, 0x442, 0x43f, 0x43e, 0x440, 0x443, 0x441, 0x441,
      0x43a, 0x438,
    ],
  ],
  [
    "(J) Spanish",
    "PorqunopuedensimplementehablarenEspaol-fmd56a",
    [
      0x50, 0x6f, 0x72, 0x71, 0x75, 0xe9, 0x6e, 0x6f, 0x70, 0x75, 0x65, 0x64, 0x65, 0x6e, 0x73,
      0x69, 0x6d, 0x70, 0x6c, 0x65, 0x6d, 0x65, 0x6e, 0x74, 0x65, 0x68, 0x61, 0x62, 0x6c, 0x61,
      0x72, 0x65, 0x6e, 0x45, 0x73, 0x70, 0x61, 0xf1, 0x6f, 0x6c,
    ],
  ],
  [
    "(K) Vietnamese",
    "TisaohkhngthchnitingVit-kjcr8268qyxafd2f1b9g",
    [
      0x54, 0x1ea1, 0x69, 0x73, 0x61, 0x6f, 0x68, 0x1ecd, 0x6b, 0x68, 0xf4, 0x6e, 0x67, 0x74, 0x68,
      0x1ec3, 0x63, 0x68, 0x1ec9, 0x6e, 0xf3, 0x69, 0x74, 0x69, 0x1ebf, 0x6e, 0x67, 0x56, 0x69,
      0x1ec7, 0x74,
    ],
  ],
  [
    "(L) 3<nen>B<gumi><kinpachi><sensei>",
    "3B-ww4c5e180e575a65lsy2b",
    [0x33, 0x5e74, 0x42, 0x7d44, 0x91d1, 0x516b, 0x5148, 0x751f],
  ],
  [
    "(M) <amuro><namie>-with-SUPER-MONKEYS",
    "-with-SUPER-MONKEYS-pc58ag80a8qai00g7n9n",
    [
      0x5b89, 0x5ba4, 0x5948, 0x7f8e, 0x6075, 0x2d, 0x77, 0x69, 0x74, 0x68, 0x2d, 0x53, 0x55, 0x50,
      0x45, 0x52, 0x2d, 0x4d, 0x4f, 0x4e, 0x4b, 0x45, 0x59, 0x53,
    ],
  ],
  [
    "(N) Hello-Another-Way-<sorezore><no><basho>",
    "Hello-Another-Way--fc4qua05auwb3674vfr0b",
    [
      0x48, 0x65, 0x6c, 0x6c, 0x6f, 0x2d, 0x41, 0x6e, 0x6f, 0x74, 0x68, 0x65, 0x72, 0x2d, 0x57,
      0x61, 0x79, 0x2d, 0x305d, 0x308c, 0x305e, 0x308c, 0x306e, 0x5834, 0x6240,
    ],
  ],
  [
    "(O) <hitotsu><yane><no><shita>2",
    "2-u9tlzr9756bt3uc0v",
    [0x3072, 0x3068, 0x3064, 0x5c4b, 0x6839, 0x306e, 0x4e0b, 0x32],
  ],
  [
    "(P) Maji<de>Koi<suru>5<byou><mae>",
    "MajiKoi5-783gue6qz075azm5e",
    [0x4d, 0x61, 0x6a, 0x69, 0x3067, 0x4b, 0x6f, 0x69, 0x3059, 0x308b, 0x35, 0x79d2, 0x524d],
  ],
  [
    "(Q) <pafii>de<runba>",
    "de-jg4avhby1noc0d",
    [0x30d1, 0x30d5, 0x30a3, 0x30fc, 0x64, 0x65, 0x30eb, 0x30f3, 0x30d0],
  ],
  [
    "(R) <sono><supiido><de>",
    "d9juau41awczczp",
    [0x305d, 0x306e, 0x30b9, 0x30d4, 0x30fc, 0x30c9, 0x3067],
  ],
  [
    "(S) -> $1.00 <-",
    "-> $1.00 <--",
    [0x2d, 0x3e, 0x20, 0x24, 0x31, 0x2e, 0x30, 0x30, 0x20, 0x3c, 0x2d],
  ],
];

// RFC 3492 section 6.3's encoder for a label of one non-basic code point (no basic code points,
// so no delimiter; one delta, `point - 0x80`, as a variable-length integer with the initial bias).
function encodeOne(point: number): string {
  const digit = (value: number) => String.fromCharCode(value < 26 ? 97 + value : 22 + value);
  let q = point - 0x80;
  let output = "";
  for (let k = 36; ; k += 36) {
    const t = k <= 72 ? 1 : k >= 72 + 26 ? 26 : k - 72;
    if (q < t) return output + digit(q);
    output += digit(t + ((q - t) % (36 - t)));
    q = Math.floor((q - t) / (36 - t));
  }
}

describe("RFC 3492 section 7.1's samples", () => {
  test.each(RFC_SAMPLES)("%s", (_, encoded, points) => {
    expect(decodePunycode(encoded)).toEqual(points);
  });
});

describe("bias adaptation (RFC 3492 section 6.1) at the edge of its loop", () => {
  // Encoded by Node's punycode.js (an independent RFC 3492 implementation) and by a transcription
  // of section 6.3's pseudocode, which agree; the decoded code points are the ones encoded. After
  // the first code point, adapt's scaled delta is exactly 455, (BASE - TMIN) * TMAX / 2, which
  // stays out of its loop...
  test("a scaled delta of 455 is not divided", () => {
    expect(decodePunycode("abc-1i2sso")).toEqual([0x61, 0x62, 0x63, 0xf9a0, 0xfa00]);
  });
  // ...and here 456, the first value that enters it.
  test("a scaled delta of 456 is divided", () => {
    expect(decodePunycode("qk4kca")).toEqual([0x27000, 0x27001]);
  });
});

describe("code points out of range (RFC 3492 section 6.2: fail on overflow; no surrogates)", () => {
  test("the encoder of one code point agrees with the samples of RFC 3492 and hostname", () => {
    expect(encodeOne(0xfc)).toBe("tda");
    expect(encodeOne(0x1f600)).toBe("e28h");
  });
  test("up to U+10FFFF, and no further", () => {
    expect(decodePunycode(encodeOne(0x10ffff))).toEqual([0x10ffff]);
    expect(decodePunycode(encodeOne(0x110000))).toBeUndefined();
  });
  test("no surrogate, from U+D800 to U+DFFF; their neighbours decode", () => {
    expect(decodePunycode(encodeOne(0xd7ff))).toEqual([0xd7ff]);
    expect(decodePunycode(encodeOne(0xd800))).toBeUndefined();
    expect(decodePunycode(encodeOne(0xdfff))).toBeUndefined();
    expect(decodePunycode(encodeOne(0xe000))).toEqual([0xe000]);
  });
  test("a delta too large for any number is refused, not read as NaN", () => {
    // "9" is digit 35, above every threshold: the run goes on, its weight past any float.
    expect(decodePunycode(`${"9".repeat(400)}a`)).toBeUndefined();
  });
});

describe("what is not Punycode", () => {
  test("a leading delimiter: no encoder writes one (RFC 3492 section 6.3 copies it only after basic code points)", () => {
    expect(decodePunycode("tda")).toEqual([0xfc]);
    expect(decodePunycode("-tda")).toBeUndefined();
  });
  test("a non-basic code point before the delimiter", () => {
    expect(decodePunycode("a\u0080-tda")).toBeUndefined();
    expect(decodePunycode("\u00fc-tda")).toBeUndefined();
  });
  test.each(["!", " ", "/", ":", "@", "[", "`", "{", "~", "\u007f", "\u00fc"])(
    "%j after the delimiter, which has no digit value",
    (character) => {
      // followed by "a" (digit 0), which ends a run wherever it stands
      expect(decodePunycode(`${character}a`)).toBeUndefined();
      expect(decodePunycode(`tda${character}a`)).toBeUndefined();
      expect(decodePunycode(`b-${character}a`)).toBeUndefined();
    },
  );
});
