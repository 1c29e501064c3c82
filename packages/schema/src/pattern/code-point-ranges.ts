/** An inclusive range of Unicode code points, `[first, last]`. */
export type CodePointRange = readonly [first: number, last: number];

/** The largest Unicode code point. */
export const MAX_CODE_POINT = 0x10ffff;

/** ECMA-262 `\d`: the ASCII digits. */
export const DIGIT_RANGES: readonly CodePointRange[] = [[0x30, 0x39]];

/** ECMA-262 `\w` without the `i` flag: ASCII letters, digits and `_`. */
export const WORD_RANGES: readonly CodePointRange[] = [
  [0x30, 0x39],
  [0x41, 0x5a],
  [0x5f, 0x5f],
  [0x61, 0x7a],
];

/** ECMA-262 `\s`: WhiteSpace (TAB, VT, FF, SP, NBSP, ZWNBSP, Zs) and LineTerminator. */
export const SPACE_RANGES: readonly CodePointRange[] = [
  [0x09, 0x0d],
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
];

/** ECMA-262 LineTerminator, the code points `.` does not match without the `s` flag. */
export const LINE_TERMINATOR_RANGES: readonly CodePointRange[] = [
  [0x0a, 0x0a],
  [0x0d, 0x0d],
  [0x2028, 0x2029],
];

/** ASCII, for `\p{ASCII}`. */
export const ASCII_RANGES: readonly CodePointRange[] = [[0x00, 0x7f]];

/** The complement of sorted, disjoint ranges within U+0000..U+10FFFF. */
export function complementRanges(ranges: readonly CodePointRange[]): CodePointRange[] {
  const complement: CodePointRange[] = [];
  let next = 0;
  for (const [first, last] of ranges) {
    if (first > next) complement.push([next, first - 1]);
    next = last + 1;
  }
  if (next <= MAX_CODE_POINT) complement.push([next, MAX_CODE_POINT]);
  return complement;
}
