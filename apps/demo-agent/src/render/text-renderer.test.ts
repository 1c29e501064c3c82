import { describe, expect, it } from "vitest";
import type { TranscriptEvent } from "../agent/transcript-event.js";
import { palette } from "./colour.js";
import { createTextRenderer, MAX_SHOWN_CHARS } from "./text-renderer.js";
import { visibleLines } from "./visible-text.js";

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

describe("createTextRenderer on untrusted text", () => {
  const ESC = "\u001b";
  const HOSTILE: TranscriptEvent[] = [
    { type: "question", text: `q${ESC}[A` },
    {
      type: "model",
      step: 1,
      content: `sure${ESC}]52;c;cm0gLXJmIH4=\u0007\r\nnext line\u202e`,
      toolCalls: [
        {
          id: `c${ESC}[2K`,
          type: "function",
          function: { name: `t${ESC}[8m`, arguments: `{"a":"${ESC}]0;title\u0007"}` },
        },
      ],
      finishReason: "tool_calls",
      durationMs: 1,
    },
    {
      type: "tool",
      step: 1,
      callId: "c",
      name: "osc",
      kind: "ok",
      isError: false,
      content: `${ESC}]0;pwned\u0007${ESC}[2J\u009b31mdone\nsecond\rline`,
    },
    { type: "answer", step: 1, text: `bye${ESC}[1;1H` },
    { type: "stopped", reason: "error", message: `the server said ${ESC}[5m` },
  ];

  it("shows the control characters of the model's words, the calls and a tool's result", () => {
    const out = render(HOSTILE);
    // Nothing left for `visibleLines` to escape: no control character but newlines.
    expect(visibleLines(out)).toBe(out);
    expect(out).toContain("  sure\\x1b]52;c;cm0gLXJmIH4=\\x07\n  next line\\u202e\n");
    expect(out).toContain('  → t\\x1b[8m c\\x1b[2K {"a":"\\x1b]0;title\\x07"}\n');
    expect(out).toContain("      \\x1b]0;pwned\\x07\\x1b[2J\\x9b31mdone\n      second\\rline\n");
    expect(out).toContain("answer  bye\\x1b[1;1H\n");
    expect(render(HOSTILE, { quiet: true })).toBe(
      "bye\\x1b[1;1H\nstopped: the server said \\x1b[5m\n",
    );
  });

  it("in colour, the only escape sequences are the palette's own", () => {
    const out = render(HOSTILE, { colour: true });
    const palettes = new RegExp(`${String.fromCharCode(27)}\\[\\d+m`, "g");
    const rest = out.replace(palettes, "");
    expect(visibleLines(rest)).toBe(rest);
  });
});
