import { answer, answerThrown, answerValue, type CallIdentity } from "./answers.js";
import { CallContext } from "./call-context.js";
import type { Deadline, Deadlines, TimeoutTarget } from "./deadlines.js";
import type { Tool } from "./tool.js";
import type { ToolResult } from "./tool-result.js";

// setTimeout fires at once for delays over 2^31 - 1 ms; longer timeouts mean none.
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The registry's side of a run: its timeout queues and its content limit. */
export interface RunLimits {
  /** The registry's timeout queues. */
  readonly deadlines: Deadlines;
  /** The content limit of results. */
  readonly maxResultChars: number;
}

/**
 * Runs a tool on arguments that passed its schema. A synchronous answer settles at once, with no
 * timer; a promise races the timeout and the caller's signal. Never throws.
 */
export function runTool(
  tool: Tool,
  args: unknown,
  call: CallIdentity,
  rawArguments: string,
  timeoutMs: number | undefined,
  signal: AbortSignal | undefined,
  limits: RunLimits,
): ToolResult | Promise<ToolResult> {
  const context = new CallContext(call.callId, rawArguments);
  let output: unknown;
  let pending: PromiseLike<unknown> | undefined;
  try {
    output = tool.execute(args, context);
    pending = thenable(output);
  } catch (error) {
    return answerThrown(call, error, limits.maxResultChars);
  }
  if (pending === undefined) return answerValue(call, output, limits.maxResultChars);
  return new ToolRun(call, context, timeoutMs, signal, limits).watch(pending);
}

/** A tool that returned a promise: settles with whichever comes first of it, the timeout, the signal. */
class ToolRun implements TimeoutTarget {
  readonly #call: CallIdentity;
  readonly #context: CallContext;
  readonly #timeoutMs: number | undefined;
  readonly #signal: AbortSignal | undefined;
  readonly #limits: RunLimits;
  #resolve: ((result: ToolResult) => void) | undefined;
  #deadline: Deadline | undefined;
  #settled = false;
  // Set once the abort listener is attached, so #finish removes only what was added: a caller's
  // object that is not a real AbortSignal throws on add, and must not throw again on remove.
  #listening = false;

  constructor(
    call: CallIdentity,
    context: CallContext,
    timeoutMs: number | undefined,
    signal: AbortSignal | undefined,
    limits: RunLimits,
  ) {
    this.#call = call;
    this.#context = context;
    this.#timeoutMs = timeoutMs;
    this.#signal = signal;
    this.#limits = limits;
  }

  watch(pending: PromiseLike<unknown>): Promise<ToolResult> {
    const result = new Promise<ToolResult>((resolve) => {
      this.#resolve = resolve;
    });
    // Listen first: a tool that loses the race may still reject, and that must not go unhandled.
    Promise.resolve(pending).then(
      (value) => this.#finish(answerValue(this.#call, value, this.#limits.maxResultChars)),
      (error: unknown) =>
        this.#finish(answerThrown(this.#call, error, this.#limits.maxResultChars)),
    );
    const signal = this.#signal;
    if (signal !== undefined) {
      if (signal.aborted) {
        this.handleEvent();
        return result;
      }
      signal.addEventListener("abort", this, { once: true });
      this.#listening = true;
    }
    const timeoutMs = this.#timeoutMs;
    if (timeoutMs !== undefined && timeoutMs <= MAX_TIMER_MS) {
      this.#deadline = this.#limits.deadlines.add(timeoutMs, this);
    }
    return result;
  }

  /** The caller's signal aborted while the tool ran. */
  handleEvent(): void {
    this.#finish(
      answer(
        this.#call,
        "cancelled",
        `tool ${this.#call.name} was cancelled while running; it was told to stop but may still be running, so it may have done part of its work`,
        this.#limits.maxResultChars,
      ),
    );
    this.#context.abort(this.#signal?.reason);
  }

  /** The timeout passed while the tool ran. */
  onTimeout(): void {
    const timeoutMs = this.#timeoutMs;
    this.#finish(
      answer(
        this.#call,
        "timeout",
        `tool ${this.#call.name} timed out after ${timeoutMs} ms; it was told to stop but may still be running, so it may have done part or all of its work`,
        this.#limits.maxResultChars,
      ),
    );
    this.#context.abort(timeoutReason(timeoutMs));
  }

  #finish(result: ToolResult): void {
    if (this.#settled) return;
    this.#settled = true;
    this.#deadline?.cancel();
    this.#resolve?.(result);
    if (this.#listening) {
      try {
        this.#signal?.removeEventListener("abort", this);
      } catch {
        // A caller's signal-like object that throws here must not leave the call unanswered.
      }
    }
  }
}

/** The value as a thenable when it is one; reading `then` may throw, which the caller catches. */
export function thenable(value: unknown): PromiseLike<unknown> | undefined {
  if ((typeof value !== "object" && typeof value !== "function") || value === null)
    return undefined;
  return typeof (value as { then?: unknown }).then === "function"
    ? (value as PromiseLike<unknown>)
    : undefined;
}

function timeoutReason(timeoutMs: number | undefined): unknown {
  const message = `the tool call timed out after ${timeoutMs} ms`;
  return typeof DOMException === "function"
    ? new DOMException(message, "TimeoutError")
    : new Error(message);
}
