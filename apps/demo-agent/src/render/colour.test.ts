import { describe, expect, it } from "vitest";
import { palette, shouldColour } from "./colour.js";

describe("shouldColour", () => {
  const tty = { isTTY: true };
  const pipe = { isTTY: false };
  it.each([
    [tty, {}, true],
    [pipe, {}, false],
    [tty, { NO_COLOR: "1" }, false],
    [tty, { NO_COLOR: "" }, true],
    [tty, { TERM: "dumb" }, false],
    [pipe, { FORCE_COLOR: "1" }, true],
    [pipe, { FORCE_COLOR: "" }, true],
    [tty, { FORCE_COLOR: "0" }, false],
    [tty, { FORCE_COLOR: "false" }, false],
    [pipe, { FORCE_COLOR: "1", NO_COLOR: "1" }, true],
  ])("%j with %j: %s", (stream, env, expected) => {
    expect(shouldColour(stream, env)).toBe(expected);
  });
});

describe("palette", () => {
  it("wraps in ANSI codes only when colour is on", () => {
    expect(palette(true).red("x")).toBe("\u001b[31mx\u001b[39m");
    expect(palette(false).red("x")).toBe("x");
  });
});
