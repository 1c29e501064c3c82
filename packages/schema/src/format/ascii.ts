// ASCII for the format readers: the code units they look for and the digit tests. Constants
// first, in a module that imports nothing, so a bundler writes each in its place.
export const QUOTE = 0x22; // "
export const PERCENT = 0x25; // %
export const HYPHEN = 0x2d; // -
export const DOT = 0x2e; // .
export const ZERO = 0x30; // 0
export const COLON = 0x3a; // :
export const AT = 0x40; // @
export const BACKSLASH = 0x5c; // \

/** The value of the ASCII decimal digits `value[start]` to `value[end - 1]`, or -1 if any is not one. */
export function decimalAt(value: string, start: number, end: number): number {
  if (end > value.length) return -1;
  let number = 0;
  for (let index = start; index < end; index++) {
    const digit = value.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return -1;
    number = number * 10 + digit;
  }
  return number;
}

/** Whether the code unit is an ASCII decimal digit. */
export function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Whether the code unit is an ASCII hexadecimal digit, in either case. */
export function isHexDigit(code: number): boolean {
  return isDigit(code) || ((code | 32) >= 97 && (code | 32) <= 102);
}
