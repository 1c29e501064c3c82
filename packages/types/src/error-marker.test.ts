import { describe, expect, test } from "vitest";
import { hasMarker } from "./error-marker.js";
import { WireFormatError } from "./wire-format-error.js";

const MARKER = Symbol.for("@tinyllm/types.test-marker");

describe("hasMarker", () => {
  test("true only for the marker set to true", () => {
    expect(hasMarker({ [MARKER]: true }, MARKER)).toBe(true);
    expect(hasMarker(Object.create({ [MARKER]: true }), MARKER)).toBe(true);
    expect(hasMarker({ [MARKER]: 1 }, MARKER)).toBe(false);
    expect(hasMarker({}, MARKER)).toBe(false);
    expect(hasMarker(null, MARKER)).toBe(false);
    expect(hasMarker("x", MARKER)).toBe(false);
  });

  test("a function can carry the marker", () => {
    const marked = Object.assign(() => undefined, { [MARKER]: true });
    expect(hasMarker(marked, MARKER)).toBe(true);
    expect(hasMarker(() => undefined, MARKER)).toBe(false);
  });

  test("a primitive never carries it, even when its prototype does", () => {
    const prototypes: object[] = [String.prototype, Number.prototype, Boolean.prototype];
    for (const prototype of prototypes) {
      Object.defineProperty(prototype, MARKER, { value: true, configurable: true });
    }
    try {
      // The guard is what refuses: reading the primitive's property would say true.
      expect(Reflect.get(Object("x"), MARKER)).toBe(true);
      expect(hasMarker("x", MARKER)).toBe(false);
      expect(hasMarker(1, MARKER)).toBe(false);
      expect(hasMarker(true, MARKER)).toBe(false);
    } finally {
      for (const prototype of prototypes) Reflect.deleteProperty(prototype, MARKER);
    }
  });

  test("never throws, whatever the value", () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(hasMarker(proxy, MARKER)).toBe(false);
    const trap = new Proxy(
      {},
      {
        get() {
          throw new Error("trap");
        },
      },
    );
    expect(hasMarker(trap, MARKER)).toBe(false);
  });
});

describe("WireFormatError.isInstance", () => {
  test("recognises the class and an error with the same registered marker", () => {
    const error = new WireFormatError([{ code: "type", path: "$", message: "m" }]);
    expect(WireFormatError.isInstance(error)).toBe(true);
    // What a second copy of this package would make: another class, the same Symbol.for key.
    const copy = Object.create(Error.prototype, {
      [Symbol.for("@tinyllm/types.WireFormatError")]: { value: true },
    });
    expect(copy instanceof WireFormatError).toBe(false);
    expect(WireFormatError.isInstance(copy)).toBe(true);
    expect(WireFormatError.isInstance(new Error("x"))).toBe(false);
  });
});
