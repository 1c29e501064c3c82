import { isHighSurrogate, isLowSurrogate } from "./truncate.js";

/**
 * The number of bytes `text` takes in UTF-8, counting each lone surrogate as the 3 bytes of
 * U+FFFD (as `TextEncoder` does), without encoding it.
 */
export function utf8Length(text: string): number {
  let bytes = text.length;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    if (unit < 0x80) continue;
    if (unit < 0x800) {
      bytes += 1;
    } else if (isHighSurrogate(unit) && isLowSurrogate(text.charCodeAt(index + 1))) {
      // A surrogate pair: two code units, four bytes.
      bytes += 2;
      index++;
    } else {
      bytes += 2;
    }
  }
  return bytes;
}

/** Whether `text` takes more than `limit` bytes in UTF-8, counting only when the length cannot tell. */
export function exceedsUtf8Length(text: string, limit: number): boolean {
  // Each code unit takes 1 to 3 bytes (a pair takes 4 for 2 units).
  if (text.length > limit) return true;
  if (text.length * 3 <= limit) return false;
  return utf8Length(text) > limit;
}
