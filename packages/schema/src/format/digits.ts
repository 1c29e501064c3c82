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
