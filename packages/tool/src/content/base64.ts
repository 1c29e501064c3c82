// Standard base64 (RFC 4648 section 4) without Buffer, so it runs in browsers and edge runtimes.

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

// The value of each alphabet character by char code, -1 for every other code below 128.
const VALUES = new Int8Array(128).fill(-1);
for (let index = 0; index < ALPHABET.length; index++) VALUES[ALPHABET.charCodeAt(index)] = index;

/** Bytes as padded standard base64. */
export function encodeBase64(bytes: Uint8Array): string {
  let text = "";
  let chunk = "";
  for (let index = 0; index < bytes.length; index += 3) {
    const a = bytes[index] as number;
    const b = bytes[index + 1];
    const c = bytes[index + 2];
    chunk += ALPHABET[a >> 2];
    chunk += ALPHABET[((a & 3) << 4) | ((b ?? 0) >> 4)];
    chunk += b === undefined ? "=" : ALPHABET[((b & 15) << 2) | ((c ?? 0) >> 6)];
    chunk += c === undefined ? "=" : ALPHABET[c & 63];
    // Joined in chunks: one string grown a character at a time would be a deep rope.
    if (chunk.length >= 8192) {
      text += chunk;
      chunk = "";
    }
  }
  return text + chunk;
}

/**
 * What is wrong with `text` as canonical base64, in words, or `undefined` when nothing is: only
 * the 64 characters, padded to a multiple of 4, `=` only at the end, and unused bits zero, so a
 * text has one reading. Whitespace, line breaks, URL-safe `-_` and missing padding are refused:
 * providers differ on which of them they accept, and a lenient check lets hidden bytes through.
 */
export function base64Problem(text: string): string | undefined {
  const length = text.length;
  if (length % 4 !== 0) return `its length ${length} is not a multiple of 4`;
  const padding = text.endsWith("==") ? 2 : text.endsWith("=") ? 1 : 0;
  const end = length - padding;
  for (let index = 0; index < end; index++) {
    const code = text.charCodeAt(index);
    if (code >= 128 || (VALUES[code] as number) < 0) {
      return `character ${index} (${JSON.stringify(text[index])}) is not in the base64 alphabet`;
    }
  }
  if (padding > 0) {
    // The last character before the padding holds bits past the end of the data: they must be 0.
    const last = VALUES[text.charCodeAt(end - 1)] as number;
    if ((padding === 2 ? last & 15 : last & 3) !== 0)
      return "its last character has non-zero unused bits";
  }
  return undefined;
}

/** The number of bytes base64 text decodes to (for text {@link base64Problem} accepts). */
export function base64Bytes(text: string): number {
  const padding = text.endsWith("==") ? 2 : text.endsWith("=") ? 1 : 0;
  return (text.length / 4) * 3 - padding;
}
