const encoder = new TextEncoder();

/**
 * The 64-bit FNV-1a hash of the UTF-8 bytes of `text`, as 16 lowercase hex digits.
 * Synchronous and dependency-free; lone surrogates hash as U+FFFD, as `TextEncoder` encodes them.
 */
export function fnv1a64(text: string): string {
  const bytes = encoder.encode(text);
  // Four 16-bit limbs, lowest first, so every product stays exact in a double.
  let h0 = 0x2325;
  let h1 = 0x8422;
  let h2 = 0x9ce4;
  let h3 = 0xcbf2;
  for (const byte of bytes) {
    h0 ^= byte;
    // Multiply by the prime 2^40 + 0x1b3: 0x1b3 times each limb, plus the value shifted by 40 bits.
    const t0 = h0 * 0x1b3;
    const t1 = h1 * 0x1b3 + (t0 >>> 16);
    const t2 = h2 * 0x1b3 + (h0 << 8) + (t1 >>> 16);
    const t3 = h3 * 0x1b3 + (h1 << 8) + (t2 >>> 16);
    h0 = t0 & 0xffff;
    h1 = t1 & 0xffff;
    h2 = t2 & 0xffff;
    h3 = t3 & 0xffff;
  }
  return [h3, h2, h1, h0].map((limb) => limb.toString(16).padStart(4, "0")).join("");
}
