import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anyText } from "../../test/fixtures.js";
import { exceedsUtf8Length, utf8Length } from "./utf8-length.js";

const encoded = (text: string) => new TextEncoder().encode(text).length;

describe("utf8Length", () => {
  it.each([
    ["", 0],
    ["abc", 3],
    ["é", 2],
    ["€", 3],
    ["😀", 4],
    ["\ud800", 3],
    ["\udc00x", 4],
    ["\ud83d\ud83d\ude00", 7],
    ["\u007f", 1],
    ["\u0080", 2],
    ["\u07ff", 2],
    ["\u0800", 3],
    ["\uffff", 3],
    ["\ud800\udc00", 4],
    ["\udbff\udc00", 4],
    ["\ud800\udfff", 4],
    ["\udbff\udfff", 4],
    ["\udbff\ue000", 6],
    ["\udfff", 3],
  ])("counts %j as %i bytes", (text, bytes) => {
    expect(utf8Length(text)).toBe(bytes);
  });

  it("agrees with TextEncoder, and exceedsUtf8Length with it", () => {
    fc.assert(
      fc.property(anyText(100), fc.nat(400), (text, limit) => {
        const bytes = encoded(text);
        expect(utf8Length(text)).toBe(bytes);
        expect(exceedsUtf8Length(text, limit)).toBe(bytes > limit);
      }),
      { numRuns: 300 },
    );
  });
});
