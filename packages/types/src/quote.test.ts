import { describe, expect, test } from "vitest";
import { MAX_QUOTE_LENGTH, quote } from "./quote.js";

// The encoder's cases are pinned in @tinyllm/schema's quote tests, which run through this one.
describe("quote", () => {
  test("JSON text cut to 100 code units ending in ...", () => {
    expect(MAX_QUOTE_LENGTH).toBe(100);
    expect(quote("ok")).toBe('"ok"');
    const long = quote("x".repeat(1000));
    expect(long).toBe(`"${"x".repeat(96)}...`);
    expect(long).toHaveLength(100);
  });

  test("a shorter maximum", () => {
    expect(quote("abcdefghij", 8)).toBe('"abcd...');
    expect(quote([1, 2, 3, 4, 5], 6)).toBe("[1,...");
    expect(quote(12345678901, 6)).toBe("123...");
  });

  test("null and booleans are cut to a shorter maximum too", () => {
    expect(quote(false, 4)).toBe("f...");
    expect(quote(null, 3)).toBe("...");
    expect(quote(true, 4)).toBe("true");
    expect(quote(false, 5)).toBe("false");
    expect(quote([false], 6)).toBe("[fa...");
  });

  test("values JSON cannot hold read as what they are", () => {
    expect(quote(undefined)).toBe("undefined");
    expect(quote(Number.NaN)).toBe("NaN");
    expect(quote(12n)).toBe("12n");
    expect(quote(new Map())).toBe("[object Map]");
  });

  test("never throws: a revoked proxy is cut short with ?", () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(quote(proxy)).toBe("?");
    expect(quote({ a: proxy })).toBe('{"a":?');
  });
});
