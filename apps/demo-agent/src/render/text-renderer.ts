import type { TranscriptEvent } from "../agent/transcript-event.js";
import type { Palette } from "./colour.js";
import { shortenedJson } from "./shorten-base64.js";
import { visible, visibleLines } from "./visible-text.js";

/** Where rendered text goes. */
export type Write = (text: string) => void;

/** Options for {@link createTextRenderer}. */
export interface TextRendererOptions {
  readonly palette: Palette;
  /** Only the final answer (or why there is none) is printed. */
  readonly quiet?: boolean;
}

/** Longest tool output the text transcript shows; `--json` always has all of it. */
export const MAX_SHOWN_CHARS = 2000;

const OUTCOME_WORDS = {
  answered: "answered",
  step_limit: "stopped at the step limit",
  cancelled: "cancelled",
  error: "failed",
} as const;

/**
 * Prints the transcript for people: the question, each model turn with its tool
 * calls and arguments, each tool result (failures marked ✗ with their kind), the
 * answer and a summary line.
 */
export function createTextRenderer(
  write: Write,
  options: TextRendererOptions,
): (event: TranscriptEvent) => void {
  const { bold, dim, red, green, yellow, cyan, magenta } = options.palette;
  const line = (text = "") => write(`${text}\n`);
  // Every text that comes from the model, a tool or a server goes through `visible` (or this).
  const indented = (text: string, prefix: string, paint: (text: string) => string = (t) => t) => {
    for (const part of visibleLines(text).split("\n")) line(`${prefix}${paint(part)}`);
  };

  return (event) => {
    if (options.quiet) {
      if (event.type === "answer") line(visible(event.text));
      if (event.type === "stopped") line(red(`stopped: ${visible(event.message)}`));
      return;
    }
    switch (event.type) {
      case "start":
        line(
          dim(
            `model ${visible(event.provider)} · tools ${visible(event.tools.join(", "))} · at most ${event.maxSteps} steps`,
          ),
        );
        break;
      case "question":
        line();
        line(`${bold(cyan("user"))}  ${visible(event.text)}`);
        break;
      case "model": {
        // A turn without tool calls is the answer (or a cut-off one): its own line says it all.
        if (event.toolCalls.length === 0 && event.finishReason !== "length") break;
        line();
        const cut = event.finishReason === "length" ? red(" · cut off at the token limit") : "";
        line(
          `${bold(magenta(`step ${event.step}`))} ${dim(`model · ${event.durationMs} ms`)}${cut}`,
        );
        if (event.content !== null && event.content !== "" && event.toolCalls.length > 0) {
          indented(event.content, "  ", dim);
        }
        for (const call of event.toolCalls) {
          line(
            `  ${yellow("→")} ${bold(visible(call.function.name))} ${dim(visible(call.id))} ${visible(call.function.arguments)}`,
          );
        }
        break;
      }
      case "tool": {
        const name = visible(event.name);
        const mark = event.isError ? red(`✗ ${name}`) : green(`✓ ${name}`);
        const kind = event.isError ? red(` ${event.kind}`) : "";
        line(`  ${bold(mark)} ${dim(visible(event.callId))}${kind}`);
        indented(shorten(event.content), "      ", event.isError ? red : (text) => text);
        break;
      }
      case "sent":
        // What the provider's wire shape made of a rich result; base64 shortened, --json has it all.
        line(
          dim(
            `  ⇢ sent to ${visible(event.provider)} as the last ${event.field} of the next request:`,
          ),
        );
        for (const item of event.items) line(dim(`      ${visible(shortenedJson(item))}`));
        break;
      case "tools_done":
        if (event.count > 1) {
          line(dim(`  ${event.count} calls ran in parallel in ${event.durationMs} ms`));
        }
        break;
      case "answer":
        line();
        line(`${bold(green("answer"))}  ${visible(event.text)}`);
        break;
      case "stopped":
        line();
        line(bold(red(`stopped: ${visible(event.message)}`)));
        break;
      case "summary": {
        line();
        const failures = event.failures === 1 ? "1 failure" : `${event.failures} failures`;
        const steps = event.steps === 1 ? "1 step" : `${event.steps} steps`;
        const calls = event.toolCalls === 1 ? "1 tool call" : `${event.toolCalls} tool calls`;
        line(
          dim(
            `${OUTCOME_WORDS[event.outcome]} · ${steps} · ${calls} · ${failures} · ${formatDuration(event.durationMs)}`,
          ),
        );
        break;
      }
    }
  };
}

function shorten(text: string): string {
  if (text.length <= MAX_SHOWN_CHARS) return text;
  return `${text.slice(0, MAX_SHOWN_CHARS)}... (${text.length - MAX_SHOWN_CHARS} more characters)`;
}

function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}
