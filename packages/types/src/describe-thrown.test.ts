import { describe, expect, it } from "vitest";
import { describeThrown } from "./describe-thrown.js";

describe("describeThrown values", () => {
  it.each([
    [null, "it threw null"],
    [undefined, "it threw undefined"],
    ["", "it threw an empty string"],
    ["plain words", "plain words"],
    [42, "it threw 42"],
    [10n, "it threw 10"],
    [false, "it threw false"],
    [{ code: 7 }, 'it threw {"code":7}'],
    [{ message: 5 }, 'it threw {"message":5}'],
    [[1, "two"], "1,two"],
    [[], "it threw []"],
    [Object.create(null), "it threw {}"],
  ])("case %# reads %s", (value, expected) => {
    expect(describeThrown(value)).toBe(expected);
  });

  it("gives an error's message, prefixed by its name unless that is plain Error", () => {
    expect(describeThrown(new Error("x failed"))).toBe("x failed");
    expect(describeThrown(new TypeError("x is not a function"))).toBe(
      "TypeError: x is not a function",
    );
    expect(describeThrown({ name: "Custom", message: "went wrong" })).toBe("Custom: went wrong");
    expect(describeThrown({ name: "", message: "went wrong" })).toBe("went wrong");
    expect(describeThrown({ name: 42, message: "went wrong" })).toBe("went wrong");
  });

  it("names an error with no message by its name, or says it had none", () => {
    expect(describeThrown(new Error(""))).toBe("it threw an error with no message");
    expect(describeThrown(new RangeError(""))).toBe("RangeError");
    expect(describeThrown({ name: "", message: "" })).toBe("it threw an error with no message");
    expect(describeThrown({ name: 1, message: "" })).toBe("it threw an error with no message");
  });

  it("never includes the stack", () => {
    const error = new Error("short");
    error.stack = "Error: short\n    at secret (/home/user/secret.js:1:1)";
    expect(describeThrown(error)).toBe("short");
  });

  it("leaves out a stack property of a plain object, at any depth", () => {
    const stack = "Error\n    at secret (/home/me/secret.js:1:1)";
    expect(describeThrown({ stack })).toBe("it threw {}");
    expect(describeThrown({ code: 7, stack, inner: { stack, reason: "x" } })).toBe(
      'it threw {"code":7,"inner":{"reason":"x"}}',
    );
  });

  it("reads a custom maximum length", () => {
    expect(describeThrown("abcdef", 3)).toBe("abc...");
  });

  it("falls back to words when nothing about the value can be read", () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error("trap");
        },
        ownKeys() {
          throw new Error("trap");
        },
        getPrototypeOf() {
          throw new Error("trap");
        },
      },
    );
    expect(describeThrown(hostile)).toBe("it threw a value that cannot be shown");
    const getter = {
      get message(): string {
        throw new Error("getter");
      },
    };
    expect(describeThrown(getter)).toBe("it threw a value that cannot be shown");
    const throwingToString = {
      toString(): string {
        throw new Error("toString");
      },
      toJSON(): never {
        throw new Error("toJSON");
      },
    };
    expect(describeThrown(throwingToString)).toBe("it threw a value that cannot be shown");
    expect(describeThrown({ toJSON: () => undefined })).toBe(
      "it threw a value that cannot be shown",
    );
  });

  it("describes a function by its text, or by its message when it has one", () => {
    function named(): void {}
    expect(describeThrown(named)).toBe(String(named));
    expect(describeThrown(Object.assign(() => {}, { message: "from a function" }))).toBe(
      "from a function",
    );
  });

  it("reads an object's toString result when it is not the default one", () => {
    expect(describeThrown({ toString: () => "custom words" })).toBe("custom words");
    expect(describeThrown({ toString: () => "[object Object]", a: 1 })).toBe('it threw {"a":1}');
    expect(describeThrown({ toString: () => "", b: 2 })).toBe('it threw {"b":2}');
  });
});

describe("describeThrown length", () => {
  it("keeps exactly 2,000 characters, and cuts one more", () => {
    const exact = "a".repeat(2000);
    expect(describeThrown(exact)).toBe(exact);
    expect(describeThrown(`${exact}b`)).toBe(`${exact}...`);
  });

  it("moves the cut back over a high surrogate at the edge, and only then", () => {
    const before = "a".repeat(1999);
    for (const high of [0xd800, 0xdbff]) {
      const text = `${before}${String.fromCharCode(high)}${"b".repeat(10)}`;
      expect(describeThrown(text)).toBe(`${before}...`);
    }
    for (const other of [0xd7ff, 0xdc00, 0xdfff]) {
      const edge = String.fromCharCode(other);
      const text = `${before}${edge}${"b".repeat(10)}`;
      expect(describeThrown(text)).toBe(`${before}${edge}...`);
    }
    // A whole pair ending at the edge stays whole.
    const pair = `${"a".repeat(1998)}😀${"b".repeat(10)}`;
    expect(describeThrown(pair)).toBe(`${"a".repeat(1998)}😀...`);
  });

  it("cuts an error's prefixed description too", () => {
    const text = describeThrown(new TypeError("m".repeat(3000)));
    expect(text).toBe(`TypeError: ${"m".repeat(2000 - "TypeError: ".length)}...`);
  });
});

describe("describeThrown", () => {
  it("cuts a very long message without splitting a surrogate pair", () => {
    const text = describeThrown(new Error(`${"a".repeat(1999)}😀${"b".repeat(100)}`));
    expect(text).toBe(`${"a".repeat(1999)}...`);
  });

  it("uses an object's own toString when it has one", () => {
    expect(describeThrown({ toString: () => "custom" })).toBe("custom");
  });

  it("describes a symbol and a function", () => {
    expect(describeThrown(Symbol("s"))).toBe("it threw Symbol(s)");
    expect(describeThrown(function named() {})).toContain("function named");
  });

  it("reads a custom error name", () => {
    class RateLimit extends Error {
      override name = "RateLimit";
    }
    expect(describeThrown(new RateLimit("slow down"))).toBe("RateLimit: slow down");
  });
});
