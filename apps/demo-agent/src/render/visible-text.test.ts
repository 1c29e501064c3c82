import { describe, expect, it } from "vitest";
import { terminalSafeJson, visible, visibleLines } from "./visible-text.js";

/** Any character a terminal could act on: C0 but tab, DEL, C1, bidi controls. */
const ACTIVE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

describe("visible", () => {
  it("writes every control character as an escape, keeping tabs and ordinary text", () => {
    expect(visible("\u001b]52;c;aGk=\u0007")).toBe("\\x1b]52;c;aGk=\\x07");
    expect(visible("\u001b]0;title\u001b\\")).toBe("\\x1b]0;title\\x1b\\");
    expect(visible("a\u001b[2Jb\u009b31m")).toBe("a\\x1b[2Jb\\x9b31m");
    expect(visible("x\ny\rz\u0000\u007f")).toBe("x\\ny\\rz\\x00\\x7f");
    expect(visible("abc\u202edef\u2066")).toBe("abc\\u202edef\\u2066");
    expect(visible("tab\there, é, 😀, 日本")).toBe("tab\there, é, 😀, 日本");
  });

  it("leaves nothing a terminal acts on, for every code unit", () => {
    let all = "";
    for (let code = 0; code < 0x10000; code++) all += String.fromCharCode(code);
    expect(ACTIVE.test(visible(all))).toBe(false);
  });

  it("visibleLines keeps lines as lines", () => {
    expect(visibleLines("one\r\ntwo\u001b[A\nthree")).toBe("one\ntwo\\x1b[A\nthree");
  });
});

describe("terminalSafeJson", () => {
  it("escapes what JSON.stringify leaves raw, and the value stays the same", () => {
    const value = { text: "a\u009b31m\u202e\u2028b\u007f", esc: "\u001b[2J" };
    const json = terminalSafeJson(JSON.stringify(value));
    expect(JSON.parse(json)).toEqual(value);
    expect(ACTIVE.test(json)).toBe(false);
    expect(json).toBe('{"text":"a\\u009b31m\\u202e\\u2028b\\u007f","esc":"\\u001b[2J"}');
  });
});
