import { describe, expect, it } from "vitest";
import { MIN_RESULT_CHARS, truncateMiddle } from "./truncate.js";

describe("truncateMiddle edges", () => {
  it("cuts text one character over the limit", () => {
    const text = "y".repeat(101);
    const cut = truncateMiddle(text, 100);
    // The marker for 101 of 101 is 42 characters, plus 2 newlines: 56 left, 28 a side.
    expect(cut).toBe(
      `${"y".repeat(28)}\n[truncated: showing 56 of 101 characters]\n${"y".repeat(28)}`,
    );
    // The marker was sized for a three-digit count and shows a two-digit one: one unit spare.
    expect(cut.length).toBe(99);
  });

  it("gives the head the extra character of an odd budget", () => {
    const text = "abcdefghij".repeat(20);
    const cut = truncateMiddle(text, 101);
    expect(cut).toBe(
      `${text.slice(0, 29)}\n[truncated: showing 57 of 200 characters]\n${text.slice(172)}`,
    );
  });

  it("shows only the marker when the limit leaves no room for text", () => {
    expect(truncateMiddle("z".repeat(1000), 10)).toBe(
      "\n[truncated: showing 0 of 1000 characters]\n",
    );
  });

  it("moves a cut only around a real surrogate pair half", () => {
    // 201 units, head cut after unit 28 and tail cut before unit 173.
    const build = (head: number, tail: number) => {
      const units = Array.from({ length: 201 }, () => 0x78);
      units[27] = head;
      units[173] = tail;
      return String.fromCharCode(...units);
    };
    for (const high of [0xd800, 0xdbff]) {
      const [head] = truncateMiddle(build(high, 0x78), 100).split("\n");
      expect(head).toHaveLength(27);
    }
    for (const other of [0xd7ff, 0xdc00, 0xdfff, 0xe000]) {
      const [head] = truncateMiddle(build(other, 0x78), 100).split("\n");
      expect(head).toHaveLength(28);
    }
    for (const low of [0xdc00, 0xdfff]) {
      const parts = truncateMiddle(build(0x78, low), 100).split("\n");
      expect(parts[2]).toHaveLength(27);
      expect(parts[1]).toBe("[truncated: showing 55 of 201 characters]");
    }
    for (const other of [0xdbff, 0xe000, 0xd7ff]) {
      const parts = truncateMiddle(build(0x78, other), 100).split("\n");
      expect(parts[2]).toHaveLength(28);
    }
  });

  it("accepts limits of at least 100", () => {
    expect(MIN_RESULT_CHARS).toBe(100);
  });
});
