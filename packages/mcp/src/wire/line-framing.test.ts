import { describe, expect, it } from "vitest";
import { frameLine, LineSplitter } from "./line-framing.js";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("LineSplitter", () => {
  it("splits on \\n, drops a \\r before it and skips blank lines", () => {
    const splitter = new LineSplitter();
    expect(splitter.push("a\r\n\nb\n \r\nc")).toEqual([
      { kind: "line", text: "a" },
      { kind: "line", text: "b" },
    ]);
    expect(splitter.push("d\n")).toEqual([{ kind: "line", text: "cd" }]);
  });

  it("joins a line split across chunks, even inside a multi-byte character", () => {
    const splitter = new LineSplitter();
    const whole = bytes('{"x":"😀é"}\n');
    const events = [];
    for (let index = 0; index < whole.length; index++) {
      events.push(...splitter.push(whole.subarray(index, index + 1)));
    }
    expect(events).toEqual([{ kind: "line", text: '{"x":"😀é"}' }]);
  });

  it("accepts a line of exactly the cap, with or without \\r, and refuses one byte more", () => {
    const splitter = new LineSplitter({ maxLineBytes: 4 });
    expect(splitter.push("abcd\nabcd\r\nabcde\nok\n")).toEqual([
      { kind: "line", text: "abcd" },
      { kind: "line", text: "abcd" },
      { kind: "too-long", bytes: 5 },
      { kind: "line", text: "ok" },
    ]);
  });

  it("drops an oversized line as it streams in and reports it once it ends", () => {
    const splitter = new LineSplitter({ maxLineBytes: 10 });
    const events = [];
    for (let index = 0; index < 100; index++) events.push(...splitter.push("xxxxxxxxxx"));
    expect(events).toEqual([]);
    expect(splitter.push('x\n{"a":1}\n')).toEqual([
      { kind: "too-long", bytes: 1001 },
      { kind: "line", text: '{"a":1}' },
    ]);
  });

  it("keeps only the first and last keepEnds bytes of an oversized line, however it is split", () => {
    const text = `{"id":7,${"x".repeat(5_000)},"end":1}`;
    const decode = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);
    for (const piece of [1, 3, 7, 100, 10_000]) {
      const splitter = new LineSplitter({ maxLineBytes: 100, keepEnds: 8 });
      const events = [];
      for (let at = 0; at < text.length; at += piece) {
        for (const event of splitter.push(text.slice(at, at + piece))) events.push(event);
      }
      for (const event of splitter.push("\n")) events.push(event);
      expect(events).toHaveLength(1);
      const [event] = events;
      expect(event?.kind).toBe("too-long");
      if (event?.kind !== "too-long") continue;
      expect(event.bytes).toBe(text.length);
      expect([decode(event.head), decode(event.tail)]).toEqual(['{"id":7,', '"end":1}']);
    }
  });

  it("reports bytes that are not UTF-8 and goes on", () => {
    const splitter = new LineSplitter();
    expect(splitter.push(new Uint8Array([0xff, 0xfe, 0x0a, 0x61, 0x0a]))).toEqual([
      { kind: "not-utf8" },
      { kind: "line", text: "a" },
    ]);
  });

  it("treats an unterminated last line as a line at the end", () => {
    const splitter = new LineSplitter();
    expect(splitter.push("tail")).toEqual([]);
    expect(splitter.end()).toEqual([{ kind: "line", text: "tail" }]);
    expect(splitter.end()).toEqual([]);
  });

  it("refuses a cap that is not a positive integer", () => {
    expect(() => new LineSplitter({ maxLineBytes: 0 })).toThrow(RangeError);
  });
});

describe("frameLine", () => {
  it("writes compact JSON on one line, newlines in strings escaped", () => {
    const line = frameLine({ text: "a\nb\r\nc" });
    expect(line).toBe('{"text":"a\\nb\\r\\nc"}\n');
    expect(line.indexOf("\n")).toBe(line.length - 1);
  });
});
