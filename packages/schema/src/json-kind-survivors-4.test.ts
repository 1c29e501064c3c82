import { describe, expect, test } from "vitest";
import { typeName } from "./json-kind.js";

describe("typeName of hostile objects", () => {
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
