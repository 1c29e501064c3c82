import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { truncateMiddle } from "./truncate.js";

describe("truncateMiddle", () => {
  it("leaves text within the limit alone", () => {
    expect(truncateMiddle("x".repeat(100), 100)).toBe("x".repeat(100));
  });

  it("keeps head and tail around the marker (worked by hand)", () => {
    // The marker for 200 of 200 takes 42 characters, plus 2 newlines: 56 left, 28 each side.
    const text = "abcdefghij".repeat(20);
    expect(truncateMiddle(text, 100)).toBe(
      `${text.slice(0, 28)}\n[truncated: showing 56 of 200 characters]\n${text.slice(172)}`,
    );
  });

  it("never splits a surrogate pair at either cut", () => {
    // 201 code units: the marker takes 44, leaving 28 a side; a cut inside a pair moves outward.
    const headCut = truncateMiddle(`x${"😀".repeat(100)}`, 100).split("\n");
    expect(headCut).toEqual([
      `x${"😀".repeat(13)}`,
      "[truncated: showing 55 of 201 characters]",
      "😀".repeat(14),
    ]);
    const tailCut = truncateMiddle(`${"😀".repeat(100)}x`, 100).split("\n");
    expect(tailCut).toEqual([
      "😀".repeat(14),
      "[truncated: showing 55 of 201 characters]",
      `${"😀".repeat(13)}x`,
    ]);
  });

  it("stays within the limit, keeps a prefix and a suffix, and counts what it shows", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 600 }),
        fc.integer({ min: 100, max: 500 }),
        (text, limit) => {
          const cut = truncateMiddle(text, limit);
          expect(cut.length).toBeLessThanOrEqual(
            Math.max(limit, text.length <= limit ? text.length : 0),
          );
          if (text.length <= limit) return;
          const match = /\n\[truncated: showing (\d+) of (\d+) characters\]\n/.exec(cut);
          expect(match).not.toBeNull();
          const head = cut.slice(0, match?.index);
          const tail = cut.slice((match?.index ?? 0) + (match?.[0].length ?? 0));
          expect(text.startsWith(head)).toBe(true);
          expect(text.endsWith(tail)).toBe(true);
          expect(Number(match?.[1])).toBe(head.length + tail.length);
          expect(Number(match?.[2])).toBe(text.length);
        },
      ),
      { numRuns: 200 },
    );
  });
});
