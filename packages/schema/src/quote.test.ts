import { describe, expect, test, vi } from "vitest";
import { cut } from "../test/cut.js";
import { MAX_QUOTE_LENGTH } from "./index.js";
import { framed, quote, quoteFrame } from "./quote.js";

/** The README's rule, written independently: JSON text cut to 100 code units ending in "...". */
describe("quote: values JSON-encoded and cut to a bounded length", () => {
  test("the limit is 100 code units", () => {
    expect(MAX_QUOTE_LENGTH).toBe(100);
  });

  test.each([
    ["abc", '"abc"'],
    ["", '""'],
    [" ", '" "'],
    ["~", '"~"'],
    ['a"b', '"a\\"b"'],
    ["a\\b", '"a\\\\b"'],
    ["\n", '"\\n"'],
    ["\u001f", '"\\u001f"'],
    ["\u0000", '"\\u0000"'],
    ["\ud800", '"\\ud800"'],
    ["\udfff", '"\\udfff"'],
    ["\ud7ff", '"\ud7ff"'],
    ["\ue000", '"\ue000"'],
    ["😀", '"😀"'],
    ["é", '"é"'],
  ])("string %j", (value, expected) => {
    expect(quote(value)).toBe(expected);
  });

  test("strings around the length limit", () => {
    expect(quote("x".repeat(98))).toBe(`"${"x".repeat(98)}"`);
    expect(quote("x".repeat(99))).toBe(`"${"x".repeat(96)}...`);
    expect(quote("x".repeat(10_000_000))).toBe(`"${"x".repeat(96)}...`);
    // Escapes count: 49 quotes encode to exactly 100 code units, 50 to 102.
    expect(quote('"'.repeat(49))).toBe(`"${'\\"'.repeat(49)}"`);
    expect(quote('"'.repeat(50))).toBe(`"${'\\"'.repeat(48)}...`);
    expect(quote(`${"x".repeat(97)}\n`)).toBe(`"${"x".repeat(96)}...`);
    // A cut never splits a surrogate pair.
    expect(quote(`${"x".repeat(95)}${"😀".repeat(5)}`)).toBe(`"${"x".repeat(95)}...`);
    expect(quote(`${"x".repeat(94)}${"😀".repeat(5)}`)).toBe(`"${"x".repeat(94)}😀...`);
    // The first and last high surrogates, and a lone low one (never a pair's start).
    expect(quote(`${"x".repeat(95)}${"\u{10000}".repeat(5)}`)).toBe(`"${"x".repeat(95)}...`);
    expect(quote(`${"x".repeat(95)}${"\u{10FFFF}".repeat(5)}`)).toBe(`"${"x".repeat(95)}...`);
    expect(quote(`${"x".repeat(95)}\ue000${"x".repeat(5)}`)).toBe(`"${"x".repeat(95)}\ue000...`);
    // Lone surrogates are escaped in long strings too.
    expect(quote(`\ud800${"x".repeat(200)}`)).toBe(`"\\ud800${"x".repeat(90)}...`);
  });

  test.each([
    [0, "0"],
    [-0, "0"],
    [1.5, "1.5"],
    [-2, "-2"],
    [1e21, "1e+21"],
    [Number.NaN, "NaN"],
    [Number.POSITIVE_INFINITY, "Infinity"],
    [Number.NEGATIVE_INFINITY, "-Infinity"],
    [null, "null"],
    [true, "true"],
    [false, "false"],
    [undefined, "undefined"],
    [() => 1, "function"],
    [Symbol("s"), "symbol"],
    [10n, "10n"],
  ])("scalar %s", (value, expected) => {
    expect(quote(value)).toBe(expected);
  });

  test.each([
    [[], "[]"],
    [{}, "{}"],
    [[1, "a", null, true], '[1,"a",null,true]'],
    [[[1], [2, [3]]], "[[1],[2,[3]]]"],
    [{ a: 1, b: [true], "c d": { e: null } }, '{"a":1,"b":[true],"c d":{"e":null}}'],
    [[Number.NaN, -0, undefined], "[NaN,0,undefined]"],
    [{ a: undefined, b: 1, c: 2 }, '{"b":1,"c":2}'],
    [{ a: 1, b: undefined }, '{"a":1}'],
    [[new Map()], "[[object Map]]"],
    [new Date(0), "[object Date]"],
    [{ "\ud800": "\n" }, '{"\\ud800":"\\n"}'],
  ])("composite %j", (value, expected) => {
    expect(quote(value)).toBe(expected);
  });

  test("objects: own enumerable keys only", () => {
    expect(quote(Object.assign(Object.create(null), { a: 1 }))).toBe('{"a":1}');
    const prototype = Object.create(null) as Record<string, unknown>;
    prototype.inherited = 1;
    const value = Object.create(prototype) as Record<string, unknown>;
    value.own = 2;
    expect(quote(value)).toBe('{"own":2}');
    expect(quote(Object.create({ a: 1 }))).toBe("[object Object]");
    expect(quote(JSON.parse('{"__proto__":1}'))).toBe('{"__proto__":1}');
  });

  test("long and deep composites are cut without walking them all", () => {
    const numbers = Array.from({ length: 1000 }, (_, index) => index);
    expect(quote(numbers)).toBe(cut(JSON.stringify(numbers)));
    expect(quote(numbers).length).toBe(100);
    const object = Object.fromEntries(numbers.map((index) => [`k${index}`, index]));
    expect(quote(object)).toBe(cut(JSON.stringify(object)));
    const strings = ["a".repeat(60), "b".repeat(60)];
    expect(quote(strings)).toBe(cut(JSON.stringify(strings)));
    let deep: unknown = 1;
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(quote(deep)).toBe(`${"[".repeat(97)}...`);
    let deepObject: unknown = 1;
    for (let level = 0; level < 100_000; level++) deepObject = { a: deepObject };
    expect(quote(deepObject)).toBe(cut('{"a":'.repeat(30)));
    // Exactly 100 code units is not cut.
    const hundred = ["x".repeat(96)];
    expect(quote(hundred)).toBe(`["${"x".repeat(96)}"]`);
    expect(quote(["x".repeat(97)])).toBe(`["${"x".repeat(95)}...`);
    const cyclic: unknown[] = [];
    cyclic.push(cyclic);
    expect(quote(cyclic)).toBe(`${"[".repeat(97)}...`);
  });

  test("a value that throws while read is cut short with ?", () => {
    const throwing = {
      a: 1,
      get b(): number {
        throw new Error("boom");
      },
    };
    expect(quote(throwing)).toBe('{"a":1?');
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    expect(quote(revoked.proxy)).toBe("?");
  });
});

describe("framed", () => {
  const frame = () => quoteFrame("got ", " here");
  test("the frame's parts", () => {
    expect(frame()).toEqual({ before: "got ", after: " here", open: 'got "', close: '" here' });
  });
  test.each([
    ["x", 'got "x" here'],
    ["", 'got "" here'],
    ['a"', 'got "a\\"" here'],
    ["\ud800", 'got "\\ud800" here'],
    [1, "got 1 here"],
    [null, "got null here"],
    [["a"], 'got ["a"] here'],
  ])("%j", (value, expected) => {
    expect(framed(frame(), value)).toBe(expected);
  });
  test("long strings are cut as quote cuts them", () => {
    expect(framed(frame(), "x".repeat(98))).toBe(`got "${"x".repeat(98)}" here`);
    expect(framed(frame(), "x".repeat(99))).toBe(`got "${"x".repeat(96)}... here`);
  });
});

// Messages quote the bad value on every invalid call: plain short strings (no quote, backslash,
// control character or surrogate) are wrapped in quote marks without JSON.stringify, and an
// escaped one is encoded once.
describe("quote: the work it does for short strings", () => {
  function stringifyCalls(run: () => string): { text: string; calls: number } {
    const spy = vi.spyOn(JSON, "stringify");
    try {
      const text = run();
      return { text, calls: spy.mock.calls.length };
    } finally {
      spy.mockRestore();
    }
  }

  test.each([
    ["abc", '"abc"'],
    [" ", '" "'],
    ["\u1234", '"\u1234"'],
    ["\ud7ff", '"\ud7ff"'],
    ["\ue000", '"\ue000"'],
    ["x".repeat(98), `"${"x".repeat(98)}"`],
  ])("plain %j: no JSON.stringify", (value, expected) => {
    expect(stringifyCalls(() => quote(value))).toEqual({ text: expected, calls: 0 });
    expect(stringifyCalls(() => framed(quoteFrame("<", ">"), value))).toEqual({
      text: `<${expected}>`,
      calls: 0,
    });
  });

  test("an escaped string is encoded once, also when its text is exactly 100 units", () => {
    expect(stringifyCalls(() => quote('a"b'))).toEqual({ text: '"a\\"b"', calls: 1 });
    const full = `${"x".repeat(96)}"`;
    const result = stringifyCalls(() => quote(full));
    expect(result).toEqual({ text: `"${"x".repeat(96)}\\""`, calls: 1 });
    expect(result.text).toHaveLength(MAX_QUOTE_LENGTH);
  });

  test("a string over 98 units is encoded once, by the bounded encoder", () => {
    expect(stringifyCalls(() => quote("x".repeat(99)))).toEqual({
      text: `"${"x".repeat(96)}...`,
      calls: 1,
    });
  });
});

describe("quote: strings of backslashes only", () => {
  test("a backslash is escaped even when nothing else in the string is", () => {
    expect(quote("\\")).toBe('"\\\\"');
    expect(quote("\\\\\\")).toBe('"\\\\\\\\\\\\"');
    expect(framed(quoteFrame("got ", "!"), "\\")).toBe('got "\\\\"!');
  });
});

describe("quote: a cut next to a surrogate pair looks at the code unit just before it", () => {
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
