import { describe, expect, it } from "vitest";
import type { TranscriptEvent } from "../agent/transcript-event.js";
import { palette } from "./colour.js";
import { createTextRenderer, MAX_SHOWN_CHARS } from "./text-renderer.js";

const EVENTS: TranscriptEvent[] = [
  { type: "question", text: "hi?" },
  {
    type: "model",
    step: 1,
    content: "Checking.",
    toolCalls: [{ id: "c1", type: "function", function: { name: "echo", arguments: "{}" } }],
    finishReason: "tool_calls",
    durationMs: 3,
  },
  {
    type: "tool",
    step: 1,
    callId: "c1",
    name: "echo",
    kind: "tool_error",
    isError: true,
    content: "error: no\nreally",
  },
  {
    type: "model",
    step: 2,
    content: "Done.",
    toolCalls: [],
    finishReason: "stop",
    durationMs: 4,
  },
  { type: "answer", step: 2, text: "Done." },
  { type: "summary", outcome: "answered", steps: 2, toolCalls: 1, failures: 1, durationMs: 1500 },
];

function render(
  events: TranscriptEvent[],
  options: { colour?: boolean; quiet?: boolean } = {},
): string {
  let out = "";
  const handle = createTextRenderer((text) => (out += text), {
    palette: palette(options.colour ?? false),
    quiet: options.quiet ?? false,
  });
  for (const event of events) handle(event);
  return out;
}

describe("createTextRenderer", () => {
  it("prints the question, the turn, the call, the marked failure, the answer and the summary", () => {
    expect(render(EVENTS)).toBe(
      [
        "",
        "user  hi?",
        "",
        "step 1 model · 3 ms",
        "  Checking.",
        "  → echo c1 {}",
        "  ✗ echo c1 tool_error",
        "      error: no",
        "      really",
        "",
        "answer  Done.",
        "",
        "answered · 2 steps · 1 tool call · 1 failure · 1.5 s",
        "",
      ].join("\n"),
    );
  });

  it("colours only when asked", () => {
    expect(render(EVENTS)).not.toContain("\u001b[");
    expect(render(EVENTS, { colour: true })).toContain("\u001b[31m✗ echo\u001b[39m");
  });

  it("--quiet keeps only the answer", () => {
    expect(render(EVENTS, { quiet: true })).toBe("Done.\n");
  });

  it("shortens a long tool output", () => {
    const long = "x".repeat(MAX_SHOWN_CHARS + 5);
    const out = render([
      { type: "tool", step: 1, callId: "c", name: "t", kind: "ok", isError: false, content: long },
    ]);
    expect(out).toBe(`  ✓ t c\n      ${"x".repeat(MAX_SHOWN_CHARS)}... (5 more characters)\n`);
  });
});
