import type { ContentPart, ToolCall } from "@tinyllm/types";

/** How a run ended. */
export type Outcome = "answered" | "step_limit" | "cancelled" | "error";

/**
 * One line of the transcript, as the loop reports it. The text renderer prints
 * these for people; `--json` prints each as one JSON line.
 */
export type TranscriptEvent =
  | {
      readonly type: "start";
      /** The provider's label, e.g. `scripted:tour`. */
      readonly provider: string;
      /** The tool names sent to the model, in definition order. */
      readonly tools: readonly string[];
      readonly maxSteps: number;
    }
  | { readonly type: "question"; readonly text: string }
  | {
      /** One model turn: its text, the calls it asks for, and why it stopped. */
      readonly type: "model";
      readonly step: number;
      readonly content: string | null;
      readonly toolCalls: readonly ToolCall[];
      readonly finishReason: string | null;
      readonly durationMs: number;
    }
  | {
      /** The answer to one tool call, in call order. */
      readonly type: "tool";
      readonly step: number;
      readonly callId: string;
      readonly name: string;
      /** `ok`, a registry failure kind, or `cut_off` for arguments truncated by the token limit. */
      readonly kind: string;
      readonly isError: boolean;
      /** Exactly what the model reads in the tool message. */
      readonly content: string;
      /** For a result with images, audio or files: its content parts, as data. */
      readonly parts?: readonly ContentPart[];
    }
  | {
      /**
       * What a model request sent of the last turn's results, when one has images, audio or
       * files: the last `items` of the body's `field` array, exactly as sent (base64 in full).
       */
      readonly type: "sent";
      /** The model request that carried them. */
      readonly step: number;
      readonly provider: string;
      readonly field: "messages" | "contents";
      readonly items: readonly unknown[];
    }
  | {
      /** The tool calls of one turn have all finished. */
      readonly type: "tools_done";
      readonly step: number;
      readonly count: number;
      readonly durationMs: number;
    }
  | { readonly type: "answer"; readonly step: number; readonly text: string }
  | {
      /** The run ended without an answer. */
      readonly type: "stopped";
      readonly reason: Exclude<Outcome, "answered">;
      readonly message: string;
    }
  | {
      readonly type: "summary";
      readonly outcome: Outcome;
      /** Model requests made. */
      readonly steps: number;
      readonly toolCalls: number;
      /** Tool calls whose result was an error (refused, failed, cut off, cancelled). */
      readonly failures: number;
      readonly durationMs: number;
    };
