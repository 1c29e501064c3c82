import { missingContext } from "../context/require-context.js";
import { cancelledWhileText, timeoutText } from "../result/render-content.js";
import { answer, registryFailure, shapeThrown, shapeValue } from "../result/shape-result.js";
import type { ToolResult } from "../result/tool-result.js";
import type { CallContext } from "./call-context.js";
import type { Deadline, TimeoutTarget } from "./deadlines.js";
import type { AbortTarget } from "./signal-watch.js";
import { isThenable } from "./validate-arguments.js";

// setTimeout fires at once for delays over 2^31 - 1 ms; longer timeouts mean none.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The run step: runs a tool on arguments that passed its schema. A synchronous answer settles at
 * once, with no timer; a promise races the timeout and the caller's signal. Never throws.
 */
export function runTool(run: CallContext): ToolResult | Promise<ToolResult> {
  const { call, maxResultChars } = run;
  if (run.context === undefined) {
    const refused = missingContext(run.tool, call, maxResultChars);
    if (refused !== undefined) return refused;
  }
  let output: unknown;
  let pending: boolean;
  try {
    // The run is the tool's context: one object per call for both.
    output = run.tool.execute(run.args, run);
    pending = isThenable(output);
  } catch (error) {
    run.close();
    return shapeThrown(call, error, maxResultChars);
  }
  if (!pending) {
    run.close();
    return shapeValue(run, output);
  }
  const { timeoutMs, watch } = run;
  if (watch === undefined && (timeoutMs === undefined || timeoutMs > MAX_TIMER_MS)) {
    return settleUnraced(run, output as PromiseLike<unknown>);
  }
  return new ToolRun(run).watch(output as PromiseLike<unknown>);
}

/**
 * A speed path for a promise with nothing to race (no timeout, no caller's signal): the call's
 * promise is the tool's, shaped, so no run object nor promise of our own is made (the benchmark's
 * "no timeout" row). Both handlers are guarded, like {@link ToolRun}'s: the call never rejects.
 */
function settleUnraced(run: CallContext, pending: PromiseLike<unknown>): Promise<ToolResult> {
  const failed = (error: unknown): ToolResult | Promise<ToolResult> => {
    run.close();
    return shapeRejected(run, error);
  };
  try {
    return Promise.resolve(pending).then((value) => {
      run.close();
      return shapeFulfilled(run, value);
    }, failed);
  } catch (error) {
    // A thenable whose `constructor` or `then` throws when the promise machinery reads it.
    return Promise.resolve(failed(error));
  }
}

/** What a tool's promise fulfilled with, shaped; what cannot be shaped is answered as thrown. */
function shapeFulfilled(run: CallContext, value: unknown): ToolResult | Promise<ToolResult> {
  try {
    return shapeValue(run, value);
  } catch (error) {
    // Never a rejection nobody handles: whatever went wrong, the call gets an answer.
    return shapeRejected(run, error);
  }
}

/** What a tool threw or rejected with, shaped; a value that cannot even be described is named so. */
function shapeRejected(run: CallContext, error: unknown): ToolResult | Promise<ToolResult> {
  const { call, maxResultChars } = run;
  try {
    return shapeThrown(call, error, maxResultChars);
  } catch {
    return registryFailure(call, "the tool's failure could not be described", maxResultChars);
  }
}

/** A tool that returned a promise: settles with whichever comes first of it, the timeout, the signal. */
class ToolRun implements TimeoutTarget, AbortTarget {
  readonly #run: CallContext;
  #resolve: ((result: ToolResult | PromiseLike<ToolResult>) => void) | undefined;
  #deadline: Deadline | undefined;
  #settled = false;

  constructor(run: CallContext) {
    this.#run = run;
  }

  watch(pending: PromiseLike<unknown>): Promise<ToolResult> {
    const result = new Promise<ToolResult>((resolve) => {
      this.#resolve = resolve;
    });
    const run = this.#run;
    // Listen first: a tool that loses the race may still reject, and that must not go unhandled.
    // Both handlers are guarded: what the tool hands back (a revoked proxy) must not throw here.
    try {
      Promise.resolve(pending).then(
        (value) => {
          if (!this.#settled) this.#finish(shapeFulfilled(run, value));
        },
        (error: unknown) => {
          if (!this.#settled) this.#finish(shapeRejected(run, error));
        },
      );
    } catch (error) {
      // A thenable whose `constructor` or `then` throws when the promise machinery reads it.
      this.#finish(shapeRejected(run, error));
    }
    if (this.#settled) return result;
    run.watch?.watch(this);
    if (this.#settled) return result;
    const timeoutMs = run.timeoutMs;
    if (timeoutMs !== undefined && timeoutMs <= MAX_TIMER_MS) {
      this.#deadline = run.deadlines.add(timeoutMs, this);
    }
    return result;
  }

  /** The caller's signal aborted while the tool ran. */
  onAbort(reason: unknown): void {
    const { call, maxResultChars } = this.#run;
    if (this.#settled) return;
    this.#finish(answer(call, "cancelled", cancelledWhileText(call.name), maxResultChars));
    this.#run.abort(reason);
  }

  /** The timeout passed while the tool ran (only a run with a timeout has a deadline). */
  onTimeout(): void {
    const { call, maxResultChars, timeoutMs } = this.#run;
    if (this.#settled) return;
    this.#finish(
      answer(call, "timeout", timeoutText(call.name, timeoutMs as number), maxResultChars),
    );
    this.#run.abort(timeoutReason(timeoutMs));
  }

  /** Settles the call once; shaping never throws (what the tool hands back is read guardedly). */
  #finish(result: ToolResult | Promise<ToolResult>): void {
    if (this.#settled) return;
    this.#settled = true;
    this.#run.close();
    this.#deadline?.cancel();
    this.#run.watch?.forget(this);
    this.#resolve?.(result);
  }
}

function timeoutReason(timeoutMs: number | undefined): unknown {
  const message = `the tool call timed out after ${timeoutMs} ms`;
  return typeof DOMException === "function"
    ? new DOMException(message, "TimeoutError")
    : new Error(message);
}
