/** The length of a string in Unicode code points: a surrogate pair is one, a lone surrogate is one. */
export function codePointLength(text: string): number {
  const length = text.length;
  let count = length;
  for (let index = 0; index < length - 1; index++) {
    const code = text.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count -= 1;
        index += 1;
      }
    }
  }
  return count;
}

/** Whether the string has at least `minimum` code points, counting only when UTF-16 length leaves doubt. */
export function hasAtLeastCodePoints(text: string, minimum: number): boolean {
  const length = text.length;
  if (length < minimum) return false;
  // Each code point is at most two code units.
  if (length >= minimum * 2) return true;
  return codePointLength(text) >= minimum;
}

/** Whether the string has at most `maximum` code points, counting only when UTF-16 length leaves doubt. */
export function hasAtMostCodePoints(text: string, maximum: number): boolean {
  const length = text.length;
  if (length <= maximum) return true;
  if (length > maximum * 2) return false;
  return codePointLength(text) <= maximum;
}
