import { Buffer } from "node:buffer";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { base64Bytes, base64Problem, encodeBase64 } from "./base64.js";

describe("encodeBase64", () => {
  it("writes what Buffer writes, for any bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(encodeBase64(bytes)).toBe(Buffer.from(bytes).toString("base64"));
      }),
    );
  });

  it("encodes more than one chunk", () => {
    const bytes = new Uint8Array(20_000).map((_, index) => index % 251);
    expect(encodeBase64(bytes)).toBe(Buffer.from(bytes).toString("base64"));
  });
});

describe("base64Problem", () => {
  it("accepts every canonical encoding and counts its bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), (bytes) => {
        const text = Buffer.from(bytes).toString("base64");
        expect(base64Problem(text)).toBeUndefined();
        expect(base64Bytes(text)).toBe(bytes.length);
      }),
    );
  });

  it.each([
    ["aGVsbG8", "its length 7 is not a multiple of 4"],
    ["aGVs bG8=", "its length 9 is not a multiple of 4"],
    ["aGVs\nbG8", 'character 4 ("\\n") is not in the base64 alphabet'],
    ["aGV sbG8=", "its length 9 is not a multiple of 4"],
    ["aGV-bG8_", 'character 3 ("-") is not in the base64 alphabet'],
    ["aG=sbG8=", 'character 2 ("=") is not in the base64 alphabet'],
    ["aGVsbG9=", "its last character has non-zero unused bits"],
    ["aR==", "its last character has non-zero unused bits"],
    ["aGVsbé8=", 'character 5 ("é") is not in the base64 alphabet'],
    ["====", 'character 0 ("=") is not in the base64 alphabet'],
  ])("refuses %j: %s", (text, problem) => {
    expect(base64Problem(text)).toBe(problem);
  });

  it("refuses exactly what a canonical round trip changes", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(..."AQgw+/=a \n-"), maxLength: 16 }),
        (text) => {
          const canonical = Buffer.from(text, "base64").toString("base64") === text;
          expect(base64Problem(text) === undefined).toBe(canonical);
        },
      ),
    );
  });
});
