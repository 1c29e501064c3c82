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
