import { describe, expect, test } from "vitest";
import { findInvalidUtf8 } from "./json-text.js";

describe("bytes", () => {
  test("findInvalidUtf8 agrees with a fatal TextDecoder", () => {
    const decoder = new TextDecoder("utf-8", { fatal: true });
    let seed = 7;
    for (let round = 0; round < 3000; round++) {
      const bytes = new Uint8Array(1 + (round % 6));
      for (let index = 0; index < bytes.length; index++) {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        bytes[index] = round % 2 === 0 ? (seed >> 8) & 0xff : 0x80 + ((seed >> 8) & 0x7f);
      }
      let decodes = true;
      try {
        decoder.decode(bytes);
      } catch {
        decodes = false;
      }
      expect(findInvalidUtf8(bytes) === -1).toBe(decodes);
    }
  });
});
