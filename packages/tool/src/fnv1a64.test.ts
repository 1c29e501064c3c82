import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anyText } from "../test/fixtures.js";
import { fnv1a64 } from "./fnv1a64.js";

// A plain BigInt transcription of the FNV-1a definition, to check the 16-bit limb arithmetic.
function reference(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, "0");
}

describe("fnv1a64", () => {
  it.each([
    ["", "cbf29ce484222325"],
    ["a", "af63dc4c8601ec8c"],
    ["foobar", "85944171f73967e8"],
  ])("matches the published FNV-1a 64 test vector for %j", (text, hash) => {
    expect(fnv1a64(text)).toBe(hash);
  });

  it("agrees with a BigInt reference on arbitrary text, lone surrogates included", () => {
    fc.assert(
      fc.property(anyText(200), (text) => {
        expect(fnv1a64(text)).toBe(reference(text));
      }),
      { numRuns: 300 },
    );
  });
});
