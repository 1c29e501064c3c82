import { expect } from "vitest";

/** An error class of this app: constructible, with the static `isInstance` of its marker. */
interface MarkedClass {
  readonly name: string;
  readonly prototype: object;
  isInstance(value: unknown): boolean;
}

/**
 * Checks `isInstance`: true for `own` and for an error from a second copy of the app (a class
 * of its own whose prototype carries the same `Symbol.for` marker, so `instanceof` is false);
 * false for other errors and values, a revoked proxy included, without throwing.
 */
export function expectMarkedClass(marked: MarkedClass, own: Error, key: string): void {
  expect(marked.isInstance(own)).toBe(true);
  const marker = Symbol.for(key);
  class SecondCopy extends Error {}
  Object.defineProperty(SecondCopy.prototype, marker, { value: true });
  const copied = new SecondCopy("from another copy");
  expect(copied instanceof (marked as unknown as new () => Error)).toBe(false);
  expect(marked.isInstance(copied)).toBe(true);
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  for (const other of [new Error("plain"), { name: marked.name }, null, undefined, "x", proxy]) {
    expect(marked.isInstance(other)).toBe(false);
  }
}
