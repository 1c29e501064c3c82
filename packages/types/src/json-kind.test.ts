import { describe, expect, test } from "vitest";
import { isPlainObject, typeName } from "./json-kind.js";

class Point {
  x = 1;
}

describe("typeName", () => {
  test.each<[unknown, string]>([
    [null, "null"],
    [[], "array"],
    [{}, "object"],
    [Object.create(null), "object"],
    [3, "integer"],
    [3.5, "number"],
    [Number.NaN, "NaN"],
    [Number.POSITIVE_INFINITY, "Infinity"],
    [Number.NEGATIVE_INFINITY, "-Infinity"],
    ["s", "string"],
    [true, "boolean"],
    [undefined, "undefined"],
    [1n, "bigint"],
    [Symbol("s"), "symbol"],
    [() => 1, "function"],
    [new Map(), "Map"],
    [new Point(), "instance of Point"],
  ])("%s is %s", (value, name) => {
    expect(typeName(value)).toBe(name);
  });

  test("a revoked proxy and a throwing trap are unreadable objects, never an exception", () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(typeName(proxy)).toBe("unreadable object");
    const trap = new Proxy(
      {},
      {
        getPrototypeOf() {
          throw new Error("trap");
        },
      },
    );
    expect(typeName(trap)).toBe("unreadable object");
    expect(typeName(Object.create(trap))).toBe("unreadable object");
  });
});

describe("isPlainObject", () => {
  test.each<[string, unknown, boolean]>([
    ["{}", {}, true],
    ["a null-prototype object", Object.create(null), true],
    ["an array", [], false],
    ["null", null, false],
    ["a Map", new Map(), false],
    ["a class instance", new Point(), false],
  ])("%s: %s", (_, value, expected) => {
    expect(isPlainObject(value)).toBe(expected);
  });
});
