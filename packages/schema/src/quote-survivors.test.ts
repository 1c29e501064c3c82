import { describe, expect, test } from "vitest";
import { cut } from "../test/cut.js";
import { framed, quote, quoteFrame } from "./quote.js";

// Survivors of the mutation run in quote.ts: a backslash-only string, where the cut lands next to
// a surrogate pair, and the promise that quoting never reads further than its budget.

/** The README's rule, written independently: JSON text cut to 100 code units ending in "...". */
describe("quote: strings of backslashes only", () => {
  test("a backslash is escaped even when nothing else in the string is", () => {
    expect(quote("\\")).toBe('"\\\\"');
    expect(quote("\\\\\\")).toBe('"\\\\\\\\\\\\"');
    expect(framed(quoteFrame("got ", "!"), "\\")).toBe('got "\\\\"!');
  });
});

describe("quote: the cut looks at the code unit just before it", () => {
  test("a pair whose high half would end the kept text is dropped whole", () => {
    // `"` + 95 x: the 😀 starts at code unit 96, right before the cut at 97; plain text follows.
    expect(quote(`${"x".repeat(95)}😀${"x".repeat(10)}`)).toBe(`"${"x".repeat(95)}...`);
  });

  test("a pair starting after the cut does not move it", () => {
    // `"` + 97 x: code unit 96 is an x, so 97 units are kept although a pair starts at 98.
    expect(quote(`${"x".repeat(97)}😀${"x".repeat(10)}`)).toBe(`"${"x".repeat(96)}...`);
  });
});

describe("quote: never reads further than the budget", () => {
  test("array elements past the budget are not read", () => {
    let touched = false;
    // "[10" then 49 times ",0": exactly 101 code units, the whole budget.
    const values: unknown[] = [10, ...Array.from({ length: 49 }, () => 0)];
    Object.defineProperty(values, 50, {
      get() {
        touched = true;
        return 0;
      },
      enumerable: true,
      configurable: true,
    });
    for (let index = 51; index < 1000; index++) values.push(0);
    expect(quote(values)).toBe(cut(`[10${",0".repeat(999)}]`));
    expect(touched).toBe(false);
  });

  test("an element reached with no budget left is not looked into", () => {
    let touched = false;
    class Tagged {
      get [Symbol.toStringTag](): string {
        touched = true;
        return "Tagged";
      }
    }
    // "[0" then 49 times ",0" leave 1 code unit: the next "," spends it before the element.
    const values: unknown[] = [...Array.from({ length: 50 }, () => 0), new Tagged(), 0];
    expect(quote(values)).toBe(cut(`[0${",0".repeat(49)},[object Tagged],0]`));
    expect(touched).toBe(false);
  });

  test("object properties past the budget are not read", () => {
    let touched = false;
    // "{" + '"aaaaaa":0' + 15 times ',"b":0' (b to p): exactly 101 code units.
    const record: Record<string, unknown> = { aaaaaa: 0 };
    const names = "bcdefghijklmnop";
    for (const name of names) record[name] = 0;
    Object.defineProperty(record, "z", {
      get() {
        touched = true;
        return 0;
      },
      enumerable: true,
      configurable: true,
    });
    const pairs = [...names].map((name) => `,"${name}":0`).join("");
    expect(quote(record)).toBe(cut(`{"aaaaaa":0${pairs},"z":0}`));
    expect(touched).toBe(false);
  });
});
