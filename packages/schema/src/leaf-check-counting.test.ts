import { beforeEach, describe, expect, test, vi } from "vitest";
import { codePointLength } from "./code-points.js";
import { addSlot, leafTable, slotPasses } from "./leaf-check.js";
import { emptySpec } from "./schema-spec.js";

// Counting code points walks the whole string; the inline string slot counts only when the UTF-16
// length cannot settle a bound (each code point is one or two units). This file watches the count.
vi.mock("./code-points.js", async (importOriginal) => {
  const original = await importOriginal<typeof import("./code-points.js")>();
  return { ...original, codePointLength: vi.fn(original.codePointLength) };
});

const counted = vi.mocked(codePointLength);

function stringSlot(minLength: number | undefined, maxLength: number | undefined) {
  const table = leafTable();
  addSlot(table, { ...emptySpec(), types: ["string"], minLength, maxLength }, () => {
    throw new Error("a string leaf is tested inline");
  });
  return (item: string) => slotPasses(table, 0, item);
}

beforeEach(() => {
  counted.mockClear();
});

describe("the inline string slot counts code points only when length leaves doubt", () => {
  test("shorter than minLength in units: refused without counting", () => {
    expect(stringSlot(3, undefined)("ab")).toBe(false);
    expect(counted).not.toHaveBeenCalled();
  });

  test("at least twice minLength in units: accepted without counting", () => {
    const passes = stringSlot(3, undefined);
    expect([passes("abcdef"), passes("abcdefg")]).toEqual([true, true]);
    expect(counted).not.toHaveBeenCalled();
  });

  test("between minLength and twice minLength: counted", () => {
    const passes = stringSlot(3, undefined);
    expect([passes("abc"), passes("😀a")]).toEqual([true, false]);
    expect(counted).toHaveBeenCalledTimes(2);
  });

  test("at most maxLength in units: accepted without counting", () => {
    const passes = stringSlot(undefined, 3);
    expect([passes(""), passes("abc")]).toEqual([true, true]);
    expect(counted).not.toHaveBeenCalled();
  });

  test("more than twice maxLength in units: refused without counting", () => {
    expect(stringSlot(undefined, 3)("abcdefg")).toBe(false);
    expect(counted).not.toHaveBeenCalled();
  });

  test("between maxLength and twice maxLength: counted", () => {
    const passes = stringSlot(undefined, 3);
    expect([passes("😀😀😀"), passes("abcd")]).toEqual([true, false]);
    expect(counted).toHaveBeenCalledTimes(2);
  });

  test("no bounds: never counted", () => {
    expect(stringSlot(undefined, undefined)("x".repeat(100))).toBe(true);
    expect(counted).not.toHaveBeenCalled();
  });
});
