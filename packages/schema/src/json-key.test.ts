import { describe, expect, test } from "vitest";
import { nullPrototype } from "../test/null-prototype.js";
import { xorshift32 } from "../test/random-ab.js";
import type { Json } from "./json.js";
import { jsonEqual } from "./json-equal.js";
import { jsonKey } from "./json-key.js";

// jsonKey (json-key.ts) must give two values one key exactly when jsonEqual finds them equal,
// and no key where only identity can make two values equal.

/** Numbers in [0, 1) from xorshift32, so every run checks the same values. */
function generator(seed: number): () => number {
  const next = xorshift32(seed);
  return () => next() / 2 ** 32;
}

/** Small JSON values over few atoms, so that many pairs are equal or nearly so. */
function randomValue(next: () => number, depth: number): unknown {
  const pick = next();
  if (depth === 0 || pick < 0.4) {
    const atoms = [0, -0, 1, 1.5, "1", "a", "", true, false, null];
    return atoms[Math.floor(next() * atoms.length)];
  }
  const length = Math.floor(next() * 3);
  if (pick < 0.7) return Array.from({ length }, () => randomValue(next, depth - 1));
  const names = ["a", "b", "__proto__", "a,b"];
  const record: Record<string, unknown> = {};
  for (let index = 0; index < length; index++) {
    const name = names[Math.floor(next() * names.length)] as string;
    Object.defineProperty(record, name, {
      value: next() < 0.15 ? undefined : randomValue(next, depth - 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return record;
}

describe("jsonKey", () => {
  test("one key exactly when jsonEqual finds two generated values equal", () => {
    const next = generator(20261201);
    const values = Array.from({ length: 400 }, () => randomValue(next, 3));
    const keys = values.map(jsonKey);
    let equalPairs = 0;
    const disagreements: string[] = [];
    values.forEach((left, i) => {
      values.forEach((right, j) => {
        const equal = jsonEqual(left as Json, right);
        if (equal) equalPairs += 1;
        if ((keys[i] === keys[j]) !== equal) disagreements.push(`${keys[i]} and ${keys[j]}`);
      });
    });
    expect(disagreements).toEqual([]);
    // The generator must make equal pairs that are not the same value, or the test says little.
    expect(equalPairs).toBeGreaterThan(values.length * 2);
  });

  test.each<[unknown, unknown, boolean]>([
    [{ a: 1, b: 2 }, { b: 2, a: 1 }, true],
    [{ a: 1 }, { a: 1, b: undefined }, true],
    [[0], [-0], true],
    [[Number.POSITIVE_INFINITY], [Number.POSITIVE_INFINITY], true],
    [[undefined], [undefined], true],
    [[undefined], [null], false],
    [["1"], [1], false],
    [['a","b'], ["a", "b"], false],
    [{ "a,b": 1 }, { a: 1, b: 1 }, false],
    [[[]], [{}], false],
    // Each element's place is kept: by commas between them, and by brackets around a nested one.
    [[1, 2], [12], false],
    [[1, [2]], [[1, 2]], false],
    [[], [undefined], false],
    [{ a: 1 }, nullPrototype({ a: 1 }), true],
    [{ a: 1 }, Object.create({ a: 1 }), false],
  ])("%j and %j: %s", (left, right, equal) => {
    expect(jsonKey(left)).not.toBeUndefined();
    expect(jsonKey(left) === jsonKey(right)).toBe(equal);
    expect(jsonEqual(left as Json, right)).toBe(equal);
  });

  test("no key for what only identity can equal", () => {
    for (const value of [
      [Number.NaN],
      { a: new Date(0) },
      [new Map()],
      { f: () => 1 },
      [Symbol("s")],
      [1n],
    ]) {
      expect(jsonKey(value)).toBeUndefined();
    }
  });

  test("an inherited key never counts, even on a polluted Object.prototype", () => {
    const prototype = Object.prototype as Record<string, unknown>;
    prototype.polluted = 1;
    try {
      expect(jsonKey({})).toBe("{}");
      expect(jsonKey({ a: 1 })).toBe(jsonKey(JSON.parse('{"a":1}')));
    } finally {
      delete prototype.polluted;
    }
  });
});
