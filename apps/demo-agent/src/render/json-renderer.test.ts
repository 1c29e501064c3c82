import { describe, expect, it } from "vitest";
import type { TranscriptEvent } from "../agent/transcript-event.js";
import { createJsonRenderer } from "./json-renderer.js";
import { visibleLines } from "./visible-text.js";

describe("createJsonRenderer", () => {
  it("writes each event as exact JSON with no character a terminal acts on left raw", () => {
    const event: TranscriptEvent = {
      type: "tool",
      step: 1,
      callId: "c1",
      name: "osc",
      kind: "ok",
      isError: false,
      content: "\u001b]0;pwned\u0007\u009b2J\u202eend",
    };
    let out = "";
    createJsonRenderer((text) => {
      out += text;
    })(event);
    expect(out.endsWith("\n")).toBe(true);
    expect(JSON.parse(out)).toEqual(event);
    // Nothing left for `visibleLines` to escape, and nothing that JSON.stringify leaves raw.
    expect(visibleLines(out)).toBe(out);
    expect(out).not.toContain("\u009b");
    expect(out).not.toContain("\u202e");
  });
});
