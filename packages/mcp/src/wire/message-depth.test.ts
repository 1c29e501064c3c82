import { describe, expect, it } from "vitest";
import { scanDepth } from "./message-depth.js";

function nested(levels: number): string {
  return `${"[".repeat(levels)}${"]".repeat(levels)}`;
}

describe("scanDepth", () => {
  it("counts the message itself as level 1 and each array or object inside as one more", () => {
    expect(scanDepth("{}", 1).tooDeep).toBe(false);
    expect(scanDepth('{"a":[]}', 1).tooDeep).toBe(true);
    expect(scanDepth('{"a":[]}', 2).tooDeep).toBe(false);
    expect(scanDepth(`{"a":${nested(254)}}`, 255).tooDeep).toBe(false);
    expect(scanDepth(`{"a":${nested(255)}}`, 255).tooDeep).toBe(true);
  });

  it("does not count brackets inside strings, escaped quotes included", () => {
    const text = JSON.stringify({ a: '[[[[{{{{"\\[[[', b: "\\" });
    expect(scanDepth(text, 1).tooDeep).toBe(false);
  });

  it("reads the top-level id wherever it stands, never a nested one", () => {
    const deep = nested(10_000);
    expect(scanDepth(`{"id":7,"method":"x","params":${deep}}`, 256)).toEqual({
      tooDeep: true,
      id: 7,
      hasId: true,
      hasMethod: true,
    });
    expect(scanDepth(`{"method":"x","params":{"a":${deep}},"id":"a\\"b"}`, 256)).toEqual({
      tooDeep: true,
      id: 'a"b',
      hasId: true,
      hasMethod: true,
    });
    expect(scanDepth(`{"method":"x","params":{"id":3,"a":${deep}}}`, 256)).toEqual({
      tooDeep: true,
      id: null,
      hasId: false,
      hasMethod: true,
    });
    expect(scanDepth(`{"params":{"x":"id"},"id":null}`, 256).id).toBeNull();
  });

  it("measures a million levels in one pass", () => {
    expect(scanDepth(`{"id":1,"params":${nested(1_000_000)}}`, 256).tooDeep).toBe(true);
  });
});
