/** 2026-07-28 header values (`Mcp-Name`, `Mcp-Param-*`): plain visible ASCII or the Base64 sentinel. */

const SENTINEL_PREFIX = "=?base64?";
const SENTINEL_SUFFIX = "?=";
const SAFE = /^[\x21-\x7e](?:[\x20-\x7e\t]*[\x21-\x7e])?$/;

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Encodes a value for a header: as-is when it is safe plain ASCII, else `=?base64?...?=` of its UTF-8. */
export function encodeHeaderValue(value: string): string {
  const looksEncoded = value.startsWith(SENTINEL_PREFIX) && value.endsWith(SENTINEL_SUFFIX);
  if (SAFE.test(value) && !looksEncoded) return value;
  return `${SENTINEL_PREFIX}${toBase64(new TextEncoder().encode(value))}${SENTINEL_SUFFIX}`;
}

/**
 * Decodes a header value written by {@link encodeHeaderValue}; undefined when the sentinel holds
 * no valid Base64 of UTF-8, or a plain value has characters a header may not carry.
 */
export function decodeHeaderValue(header: string): string | undefined {
  if (
    header.startsWith(SENTINEL_PREFIX) &&
    header.endsWith(SENTINEL_SUFFIX) &&
    header.length >= SENTINEL_PREFIX.length + SENTINEL_SUFFIX.length
  ) {
    const encoded = header.slice(SENTINEL_PREFIX.length, header.length - SENTINEL_SUFFIX.length);
    try {
      const binary = atob(encoded);
      const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
      return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      return undefined;
    }
  }
  return /^[\x20-\x7e\t]*$/.test(header) ? header.trim() : undefined;
}
