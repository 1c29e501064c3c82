import { describe, expect, test } from "vitest";
import { isJsonShallow, isPlainObject, judgingText, typeName } from "./json-kind.js";

class Point {
  x = 1;
}

// First in the file, before any validation could set or reset it: values from JavaScript read
// as they are; only while JSON text is judged is ±Infinity a number too large to represent.
describe("typeName and judgingText", () => {
  test("Infinity is Infinity unless JSON text is being judged", () => {
    expect(typeName(Number.POSITIVE_INFINITY)).toBe("Infinity");
    judgingText(true);
    expect([typeName(Number.POSITIVE_INFINITY), typeName(Number.NEGATIVE_INFINITY)]).toEqual([
      "a number too large to represent",
      "a number too large to represent",
    ]);
    expect([typeName(Number.NaN), typeName(1.5), typeName("x")]).toEqual([
      "NaN",
      "number",
      "string",
    ]);
    judgingText(false);
    expect(typeName(Number.NEGATIVE_INFINITY)).toBe("-Infinity");
  });
});

describe("isPlainObject", () => {
  test.each<[string, unknown, boolean]>([
    ["{}", {}, true],
    ["a null-prototype object", Object.create(null), true],
    ["another realm's plain object", Object.create(Object.create(null)), true],
    ["two levels below a null prototype", Object.create(Object.create(Object.create(null))), false],
    ["an object inheriting from {}", Object.create({}), false],
    ["an array", [], false],
    ["null", null, false],
    ["a string", "x", false],
    ["a Map", new Map(), false],
    ["a class instance", new Point(), false],
    ["a function", () => 1, false],
  ])("%s: %s", (_, value, expected) => {
    expect(isPlainObject(value)).toBe(expected);
  });
});

describe("isJsonShallow", () => {
  test.each<[unknown, boolean]>([
    ["", true],
    [true, true],
    [false, true],
    [0, true],
    [-1.5, true],
    [Number.MAX_VALUE, true],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    [Number.NEGATIVE_INFINITY, false],
    [null, true],
    [[], true],
    [{}, true],
    [Object.create(null), true],
    [new Map(), false],
    [new Point(), false],
    [undefined, false],
    [Symbol("s"), false],
    [() => 1, false],
    [1n, false],
  ])("%s: %s", (value, expected) => {
    expect(isJsonShallow(value)).toBe(expected);
  });
});

describe("typeName", () => {
  test.each<[unknown, string]>([
    ["", "string"],
    [true, "boolean"],
    [0, "integer"],
    [-0, "integer"],
    [3.0, "integer"],
    [2 ** 60, "integer"],
    [1.5, "number"],
    [Number.NaN, "NaN"],
    [Number.POSITIVE_INFINITY, "Infinity"],
    [Number.NEGATIVE_INFINITY, "-Infinity"],
    [null, "null"],
    [[], "array"],
    [{}, "object"],
    [Object.create(null), "object"],
    [undefined, "undefined"],
    [() => 1, "function"],
    [Symbol("s"), "symbol"],
    [1n, "bigint"],
    [new Map(), "Map"],
    [new Set(), "Set"],
    [new Date(0), "Date"],
    [/x/, "RegExp"],
    [new Point(), "instance of Point"],
    [Object.create({}), "non-plain object"],
    [{ [Symbol.toStringTag]: "Tagged", __proto__: { y: 1 } }, "Tagged"],
  ])("%s is %s", (value, name) => {
    expect(typeName(value)).toBe(name);
  });

  test("objects whose class has no usable name", () => {
    const Anonymous = (() => class {})();
    expect(Anonymous.name).toBe("");
    expect(typeName(new Anonymous())).toBe("non-plain object");
    const prototype = { constructor: 5 };
    expect(typeName(Object.create(prototype))).toBe("non-plain object");
    const withoutConstructor = Object.create(Object.create({ constructor: undefined }));
    expect(typeName(withoutConstructor)).toBe("non-plain object");
    const named = Object.create({ constructor: { name: "Widget" } });
    expect(typeName(named)).toBe("instance of Widget");
    const emptyName = Object.create({ constructor: { name: "" } });
    expect(typeName(emptyName)).toBe("non-plain object");
    const objectName = Object.create({ constructor: { name: "Object" } });
    expect(typeName(objectName)).toBe("non-plain object");
  });

  test("an object that throws while its class is looked up", () => {
    let calls = 0;
    const proxy = new Proxy(
      {},
      {
        getPrototypeOf() {
          calls += 1;
          // First plain-object test: not plain; then the class lookup throws.
          if (calls === 1) return Map.prototype;
          throw new Error("no");
        },
      },
    );
    expect(typeName(proxy)).toBe("unreadable object");
  });

  test("a proxy whose getPrototypeOf throws is an unreadable object, even with a toStringTag", () => {
    const hostile = new Proxy(
      { [Symbol.toStringTag]: "Thing" },
      {
        getPrototypeOf() {
          throw new Error("boom");
        },
      },
    );
    expect(typeName(hostile)).toBe("unreadable object");
  });

  test("a proxy whose prototype turns null on a second read is a non-plain object", () => {
    let reads = 0;
    const shifting = new Proxy(
      {},
      {
        getPrototypeOf() {
          reads += 1;
          return reads === 1 ? Map.prototype : null;
        },
      },
    );
    expect(typeName(shifting)).toBe("non-plain object");
  });
});

test("typeName never throws: objects that cannot be inspected are unreadable", () => {
  const revoked = Proxy.revocable([], {});
  revoked.revoke();
  expect(typeName(revoked.proxy)).toBe("unreadable object");
  const hostile = new Proxy(
    {},
    {
      getPrototypeOf() {
        throw new Error("no");
      },
    },
  );
  expect(typeName(hostile)).toBe("unreadable object");
  // A proxy that can be inspected is named by what it wraps.
  expect(typeName(new Proxy({}, {}))).toBe("object");
  expect(typeName(new Proxy([], {}))).toBe("array");
});
