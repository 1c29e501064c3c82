import { describe, expect, it } from "vitest";
import { formatSseEvent, SSE_KEEP_ALIVE, SseParser } from "./sse.js";

describe("formatSseEvent", () => {
  it("writes the event name, id and one data line per line", () => {
    expect(formatSseEvent({ event: "message", id: "7", data: "a\nb" })).toBe(
      "event: message\nid: 7\ndata: a\ndata: b\n\n",
    );
    expect(formatSseEvent({ data: "{}" })).toBe("data: {}\n\n");
  });
});

describe("SseParser", () => {
  it("reads back what formatSseEvent wrote, across any split", () => {
    const text =
      formatSseEvent({ event: "message", data: '{"a":"x y"}' }) +
      SSE_KEEP_ALIVE +
      formatSseEvent({ data: "1\n2", id: "9" });
    for (let cut = 0; cut <= text.length; cut++) {
      const parser = new SseParser();
      const events = [...parser.push(text.slice(0, cut)), ...parser.push(text.slice(cut))];
      expect(events).toEqual([
        { event: "message", data: '{"a":"x y"}' },
        { event: "message", data: "1\n2", id: "9" },
      ]);
    }
  });

  it("accepts \\r\\n and lone \\r line ends, comments, fields without a space or a value", () => {
    const parser = new SseParser();
    expect(parser.push("\ufeff: hi\r\nevent:ping\r\ndata\rdata:x\r")).toEqual([]);
    expect(parser.push("\r\n")).toEqual([{ event: "ping", data: "\nx" }]);
    expect(parser.push("\n")).toEqual([]);
  });

  it("decodes bytes split inside a character and drops an unfinished event at the end", () => {
    const parser = new SseParser();
    const whole = new TextEncoder().encode("data: é\n\ndata: lost");
    const events = [...parser.push(whole.subarray(0, 7)), ...parser.push(whole.subarray(7))];
    expect(events).toEqual([{ event: "message", data: "é" }]);
    expect(parser.end()).toEqual([]);
  });
});

describe("SseParser on long lines", () => {
  it("reads an 8 MiB line fed 1 KiB at a time in linear time (it was quadratic: hours)", () => {
    const parser = new SseParser();
    const piece = "x".repeat(1_024);
    const events = [...parser.push("data: ")];
    // A generous hang guard, not a timing: the quadratic parser needed ~32 GB of scanning here.
    const started = Date.now();
    for (let i = 0; i < 8_192 && Date.now() - started < 20_000; i++) {
      for (const event of parser.push(piece)) events.push(event);
    }
    for (const event of parser.push("\n\n")) events.push(event);
    expect(events).toHaveLength(1);
    expect(events[0]?.data.length).toBe(8 * 1_024 * 1_024);
  });

  it("a \\r ending one chunk ends its line at once; a \\n opening the next is part of it", () => {
    const parser = new SseParser();
    expect(parser.push("data: a\r")).toEqual([]);
    expect(parser.push("\ndata: b\r")).toEqual([]);
    expect(parser.push("\n\r")).toEqual([{ event: "message", data: "a\nb" }]);
    expect(parser.push("")).toEqual([]);
  });
});
