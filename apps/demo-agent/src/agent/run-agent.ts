import type { ArgumentNormalizer, ToolResult } from "@tinyllm/tool";
import type { AssistantMessage, Message, ToolCall, ToolDef, ToolMessage } from "@tinyllm/types";
import { type OptionFields, refuseUnknownOption } from "../option-names.js";
import type { ModelProvider } from "../providers/model-provider.js";
import type { Outcome, TranscriptEvent } from "./transcript-event.js";

/** The part of a `Registry` the loop uses. */
export interface ToolRunner {
  definitions(): ToolDef[];
  callAll(
    calls: ToolCall[],
    options?: {
      signal?: AbortSignal;
      concurrency?: number;
      normalizeArguments?: ArgumentNormalizer;
    },
  ): Promise<readonly ToolResult[]>;
}

/** What one run of the agent needs. */
export interface RunAgentOptions {
  readonly provider: ModelProvider;
  readonly tools: ToolRunner;
  /** The conversation to start from: usually a system message and the user's question. */
  readonly messages: readonly Message[];
  /** Model requests allowed before the run stops without an answer. Default 8. */
  readonly maxSteps?: number;
  /** Tool calls run per model turn; the calls past it are answered without running. Default 32. */
  readonly maxCallsPerTurn?: number;
  /** Aborts the model request and the running tools (Ctrl-C). */
  readonly signal?: AbortSignal;
  /** Receives each transcript event as it happens. */
  readonly onEvent?: (event: TranscriptEvent) => void;
  /** The clock, in milliseconds; tests may fix it. */
  readonly now?: () => number;
}

/** Every option {@link runAgent} takes: the one list its unknown-name check reads. */
export const RUN_AGENT_OPTION_NAMES: readonly string[] = Object.keys({
  provider: 1,
  tools: 1,
  messages: 1,
  maxSteps: 1,
  maxCallsPerTurn: 1,
  signal: 1,
  onEvent: 1,
  now: 1,
} as const satisfies OptionFields<RunAgentOptions>);

/** How the run ended, with the whole conversation. */
export interface RunAgentResult {
  readonly outcome: Outcome;
  /** The final answer, when the outcome is `answered`. */
  readonly answer: string | undefined;
  /** The conversation: the starting messages, then every assistant and tool message. */
  readonly messages: Message[];
  readonly steps: number;
  readonly toolCalls: number;
  readonly failures: number;
}

/** The tool message for a call whose arguments the output token limit cut off. */
export function cutOffContent(call: ToolCall): string {
  return `error: the arguments of this ${call.function.name} call were cut off at the output token limit (finish_reason "length"), so the tool did not run; send the call again with shorter arguments`;
}

/** The default of `maxCallsPerTurn`: four times the registry's default concurrency. */
export const MAX_CALLS_PER_TURN = 32;

/** The tool message for a call past the per-turn limit. */
export function overLimitContent(count: number, limit: number): string {
  return `error: not run: this turn asked for ${count} tool calls, over the limit of ${limit} per turn, and only the first ${limit} ran; send this call again in a later turn if it is still needed`;
}

/** What the transcript says of a second call with an id already used in the turn. */
export function duplicateIdContent(id: string): string {
  return `error: not run: another call of this turn has the id ${JSON.stringify(id).slice(0, 100)}, and only the first call with an id runs`;
}

/**
 * The agent loop: asks the model with `tools.definitions()`, appends its message,
 * runs all of the turn's tool calls through `callAll` (in parallel), appends one
 * tool message per call in call order, and repeats until the model answers
 * without tool calls or `maxSteps` model requests have been made. Rejects with a `TypeError`
 * for an option name it does not know.
 */
export async function runAgent(options: RunAgentOptions): Promise<RunAgentResult> {
  refuseUnknownOption(options, "runAgent", RUN_AGENT_OPTION_NAMES);
  const { provider, tools, signal } = options;
  const maxSteps = options.maxSteps ?? 8;
  const maxCallsPerTurn = options.maxCallsPerTurn ?? MAX_CALLS_PER_TURN;
  const now = options.now ?? (() => performance.now());
  const emit = options.onEvent ?? (() => {});
  const messages: Message[] = [...options.messages];
  // The registry's result behind each tool message, so providers can send its parts as such.
  const resultOf = new Map<Message, ToolResult>();
  const started = now();
  let steps = 0;
  let toolCalls = 0;
  let failures = 0;

  const finish = (outcome: Outcome, answer?: string, message?: string): RunAgentResult => {
    if (outcome !== "answered") {
      emit({ type: "stopped", reason: outcome, message: message ?? outcome });
    }
    emit({
      type: "summary",
      outcome,
      steps,
      toolCalls,
      failures,
      durationMs: Math.round(now() - started),
    });
    return { outcome, answer, messages, steps, toolCalls, failures };
  };

  const definitions = tools.definitions();
  emit({
    type: "start",
    provider: provider.label,
    tools: definitions.map((definition) => definition.function.name),
    maxSteps,
  });
  for (const message of messages) {
    if (message.role === "user") emit({ type: "question", text: textOf(message.content) });
  }

  while (steps < maxSteps) {
    if (signal?.aborted) return finish("cancelled", undefined, reasonOf(signal));
    steps += 1;
    const step = steps;
    const requested = now();
    let reply: AssistantMessage;
    let finishReason: string | null;
    let normalizeArguments: ArgumentNormalizer | undefined;
    try {
      const completion = await provider.complete({
        messages,
        tools: definitions,
        signal,
        results: resultOf,
        onSent: (sent) => emit({ type: "sent", step, provider: provider.label, ...sent }),
      });
      reply = completion.message;
      finishReason = completion.finishReason;
      normalizeArguments = completion.normalizeArguments;
    } catch (error) {
      if (signal?.aborted) return finish("cancelled", undefined, reasonOf(signal));
      return finish("error", undefined, error instanceof Error ? error.message : String(error));
    }
    // One run per call id: a repeated id would run a tool twice and answer one id twice, so
    // only the first call with each id stays in the conversation.
    const sent = reply.tool_calls ?? [];
    const calls: ToolCall[] = [];
    const duplicates: ToolCall[] = [];
    const seen = new Set<string>();
    for (const call of sent) {
      if (seen.has(call.id)) {
        duplicates.push(call);
      } else {
        seen.add(call.id);
        calls.push(call);
      }
    }
    messages.push(duplicates.length === 0 ? reply : { ...reply, tool_calls: calls });
    emit({
      type: "model",
      step,
      content: reply.content,
      toolCalls: sent,
      finishReason,
      durationMs: Math.round(now() - requested),
    });

    for (const call of duplicates) {
      toolCalls += 1;
      failures += 1;
      emit({
        type: "tool",
        step,
        callId: call.id,
        name: call.function.name,
        kind: "duplicate_call_id",
        isError: true,
        content: duplicateIdContent(call.id),
      });
    }

    if (calls.length === 0) {
      const answer = reply.content ?? "";
      emit({ type: "answer", step, text: answer });
      return finish("answered", answer);
    }

    // A call cut off by the token limit is answered without running: its JSON is incomplete.
    const cut = new Set(
      finishReason === "length"
        ? calls.filter((call) => !isCompleteJson(call.function.arguments))
        : [],
    );
    // Past the per-turn limit, calls are answered without running: a turn cannot start 10,000 tools.
    const overLimit = new Set(calls.slice(maxCallsPerTurn));
    const runnable = calls.filter((call) => !cut.has(call) && !overLimit.has(call));
    const toolsStarted = now();
    // The provider's normalizer undoes what its tool projection changed (Gemini's string enums).
    const callOptions =
      normalizeArguments === undefined ? { signal } : { signal, normalizeArguments };
    const results = runnable.length > 0 ? await tools.callAll(runnable, callOptions) : [];
    const byCall = new Map<ToolCall, ToolResult>();
    runnable.forEach((call, index) => {
      const result = results[index];
      if (result !== undefined) byCall.set(call, result);
    });

    for (const call of calls) {
      const result = byCall.get(call);
      let message: ToolMessage;
      let kind: string;
      if (cut.has(call)) {
        message = { role: "tool", tool_call_id: call.id, content: cutOffContent(call) };
        kind = "cut_off";
      } else if (overLimit.has(call)) {
        const content = overLimitContent(calls.length, maxCallsPerTurn);
        message = { role: "tool", tool_call_id: call.id, content };
        kind = "over_call_limit";
      } else if (result === undefined) {
        // Only a runner that breaks the callAll contract gets here; the model still needs an answer.
        message = { role: "tool", tool_call_id: call.id, content: "error: the call got no result" };
        kind = "no_result";
      } else {
        message = result.message();
        kind = result.kind;
        resultOf.set(message, result);
      }
      const isError = kind !== "ok";
      messages.push(message);
      toolCalls += 1;
      if (isError) failures += 1;
      emit({
        type: "tool",
        step,
        callId: call.id,
        name: call.function.name,
        kind,
        isError,
        content: message.content,
        // Images, audio, files: the parts as data (base64 and all), for `--json`.
        ...(result !== undefined && richParts(result) ? { parts: result.parts() } : {}),
      });
    }
    emit({
      type: "tools_done",
      step,
      count: calls.length,
      durationMs: Math.round(now() - toolsStarted),
    });
    if (signal?.aborted) return finish("cancelled", undefined, reasonOf(signal));
  }
  return finish(
    "step_limit",
    undefined,
    `no final answer after ${maxSteps} model steps (raise --max-steps to allow more)`,
  );
}

/** The abort reason's message, for the transcript. */
function reasonOf(signal: AbortSignal): string {
  const reason: unknown = signal.reason;
  return reason instanceof Error && reason.name !== "AbortError" ? reason.message : "cancelled";
}

function isCompleteJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function textOf(content: string | ReadonlyArray<{ text: string }>): string {
  return typeof content === "string" ? content : content.map((part) => part.text).join("");
}

/** Whether a result carries more than text (its parts then go in the tool event). */
function richParts(result: ToolResult): boolean {
  return result.parts().some((part) => part.type !== "text");
}
