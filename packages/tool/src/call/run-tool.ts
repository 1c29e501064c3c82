import type { ContentLimits } from "../content/content-limits.js";
import { missingContext } from "../context/require-context.js";
import type { PreparedOutput } from "../define/prepare-tool.js";
import type { Tool } from "../define/tool.js";
import { cancelledWhileText, timeoutText } from "../result/render-content.js";
import {
  answer,
  type CallIdentity,
  registryFailure,
  shapeThrown,
  shapeValue,
} from "../result/shape-result.js";
import type { ToolResult } from "../result/tool-result.js";
import type { ApprovalGate } from "./approval-step.js";
import { CallContext, type ProgressListener } from "./call-context.js";
import type { CallEnvironment } from "./call-pipeline.js";
import type { Deadline, Deadlines, TimeoutTarget } from "./deadlines.js";
import type { RegisteredTool } from "./find-tool.js";
import type { CallSettings } from "./read-options.js";
import type { AbortTarget, SignalWatch } from "./signal-watch.js";
import { isThenable } from "./validate-arguments.js";

// setTimeout fires at once for delays over 2^31 - 1 ms; longer timeouts mean none.
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Everything the run step needs, as one object. */
export interface RunOptions {
  /** The tool to run. */
  readonly tool: Tool;
  /** Arguments that passed its schema (and the normalizer). */
  readonly args: unknown;
  /** Which call this is. */
  readonly call: CallIdentity;
  /** The exact text the model sent, for `context.rawArguments`. */
  readonly rawArguments: string;
  /** The tool's timeout, or the registry's; `undefined` means none. */
  readonly timeoutMs: number | undefined;
  /** The caller's signal, watched. */
  readonly watch: SignalWatch | undefined;
  /** The caller's progress listener. */
  readonly onProgress: ProgressListener | undefined;
  /** The tool's output schema, when it has one. */
  readonly output: PreparedOutput | undefined;
  /** The registry's timeout queues. */
  readonly deadlines: Deadlines;
  /** The longest content a result may have. */
  readonly maxResultChars: number;
  /** The caller's `options.context`, for `toolContext.context`. */
  readonly context: unknown;
  /** The tool's approval gate, when it needs approval: consulted instead of running it. */
  readonly approve?: ApprovalGate | undefined;
  /** The registry's `contentLimits`, for a tool that returns content parts. */
  readonly contentLimits: ContentLimits | undefined;
}

/** The registry's settings the run step reads: one list, so no path to the tool skips one. */
export type RunEnvironment = Pick<
  CallEnvironment,
  "timeoutMs" | "deadlines" | "maxResultChars" | "contentLimits"
>;

/**
 * The run step's options, from the registry's settings, the registered tool, the call and its
 * options: the one builder of every path that runs a tool (a plain call, an approved or edited
 * one, a repaired one), so each gets the registry's timeout, limits and content rules.
 */
export function runOptions(
  environment: RunEnvironment,
  registered: RegisteredTool,
  call: CallIdentity,
  settings: CallSettings,
  args: unknown,
  rawArguments: string,
): RunOptions {
  const { prepared } = registered;
  return {
    tool: registered.tool,
    args,
    call,
    rawArguments,
    timeoutMs: prepared.timeoutMs ?? environment.timeoutMs,
    watch: settings.watch,
    onProgress: settings.onProgress,
    output: prepared.output,
    deadlines: environment.deadlines,
    maxResultChars: environment.maxResultChars,
    context: settings.context,
    approve: registered.approve,
    contentLimits: environment.contentLimits,
  };
}

/**
 * The run step: runs a tool on arguments that passed its schema. A synchronous answer settles at
 * once, with no timer; a promise races the timeout and the caller's signal. Never throws.
 */
export function runTool(options: RunOptions): ToolResult | Promise<ToolResult> {
  const { call, maxResultChars } = options;
  if (options.context === undefined) {
    const refused = missingContext(options.tool, call, maxResultChars);
    if (refused !== undefined) return refused;
  }
  const context = new CallContext(
    call.callId,
    options.rawArguments,
    options.onProgress,
    options.context,
  );
  let output: unknown;
  let pending: boolean;
  try {
    output = options.tool.execute(options.args, context);
    pending = isThenable(output);
  } catch (error) {
    context.close();
    return shapeThrown(call, error, maxResultChars);
  }
  if (!pending) {
    context.close();
    return shapeValue(options, output);
  }
  const { timeoutMs, watch } = options;
  if (watch === undefined && (timeoutMs === undefined || timeoutMs > MAX_TIMER_MS)) {
    return settleUnraced(options, context, output as PromiseLike<unknown>);
  }
  return new ToolRun(options, context).watch(output as PromiseLike<unknown>);
}

/**
 * A speed path for a promise with nothing to race (no timeout, no caller's signal): the call's
 * promise is the tool's, shaped, so no run object nor promise of our own is made (the benchmark's
 * "no timeout" row). Both handlers are guarded, like {@link ToolRun}'s: the call never rejects.
 */
function settleUnraced(
  options: RunOptions,
  context: CallContext,
  pending: PromiseLike<unknown>,
): Promise<ToolResult> {
  const failed = (error: unknown): ToolResult | Promise<ToolResult> => {
    context.close();
    return shapeRejected(options, error);
  };
  try {
    return Promise.resolve(pending).then((value) => {
      context.close();
      return shapeFulfilled(options, value);
    }, failed);
  } catch (error) {
    // A thenable whose `constructor` or `then` throws when the promise machinery reads it.
    return Promise.resolve(failed(error));
  }
}

/** What a tool's promise fulfilled with, shaped; what cannot be shaped is answered as thrown. */
function shapeFulfilled(options: RunOptions, value: unknown): ToolResult | Promise<ToolResult> {
  try {
    return shapeValue(options, value);
  } catch (error) {
    // Never a rejection nobody handles: whatever went wrong, the call gets an answer.
    return shapeRejected(options, error);
  }
}

/** What a tool threw or rejected with, shaped; a value that cannot even be described is named so. */
function shapeRejected(options: RunOptions, error: unknown): ToolResult | Promise<ToolResult> {
  const { call, maxResultChars } = options;
  try {
    return shapeThrown(call, error, maxResultChars);
  } catch {
    return registryFailure(call, "the tool's failure could not be described", maxResultChars);
  }
}

/** A tool that returned a promise: settles with whichever comes first of it, the timeout, the signal. */
class ToolRun implements TimeoutTarget, AbortTarget {
  readonly #options: RunOptions;
  readonly #context: CallContext;
  #resolve: ((result: ToolResult | PromiseLike<ToolResult>) => void) | undefined;
  #deadline: Deadline | undefined;
  #settled = false;

  constructor(options: RunOptions, context: CallContext) {
    this.#options = options;
    this.#context = context;
  }

  watch(pending: PromiseLike<unknown>): Promise<ToolResult> {
    const result = new Promise<ToolResult>((resolve) => {
      this.#resolve = resolve;
    });
    const options = this.#options;
    // Listen first: a tool that loses the race may still reject, and that must not go unhandled.
    // Both handlers are guarded: what the tool hands back (a revoked proxy) must not throw here.
    try {
      Promise.resolve(pending).then(
        (value) => {
          if (!this.#settled) this.#finish(shapeFulfilled(options, value));
        },
        (error: unknown) => {
          if (!this.#settled) this.#finish(shapeRejected(options, error));
        },
      );
    } catch (error) {
      // A thenable whose `constructor` or `then` throws when the promise machinery reads it.
      this.#finish(shapeRejected(options, error));
    }
    if (this.#settled) return result;
    options.watch?.watch(this);
    if (this.#settled) return result;
    const timeoutMs = options.timeoutMs;
    if (timeoutMs !== undefined && timeoutMs <= MAX_TIMER_MS) {
      this.#deadline = options.deadlines.add(timeoutMs, this);
    }
    return result;
  }

  /** The caller's signal aborted while the tool ran. */
  onAbort(reason: unknown): void {
    const { call, maxResultChars } = this.#options;
    if (this.#settled) return;
    this.#finish(answer(call, "cancelled", cancelledWhileText(call.name), maxResultChars));
    this.#context.abort(reason);
  }

  /** The timeout passed while the tool ran (only a run with a timeout has a deadline). */
  onTimeout(): void {
    const { call, maxResultChars, timeoutMs } = this.#options;
    if (this.#settled) return;
    this.#finish(
      answer(call, "timeout", timeoutText(call.name, timeoutMs as number), maxResultChars),
    );
    this.#context.abort(timeoutReason(timeoutMs));
  }

  /** Settles the call once; shaping never throws (what the tool hands back is read guardedly). */
  #finish(result: ToolResult | Promise<ToolResult>): void {
    if (this.#settled) return;
    this.#settled = true;
    this.#context.close();
    this.#deadline?.cancel();
    this.#options.watch?.forget(this);
    this.#resolve?.(result);
  }
}

function timeoutReason(timeoutMs: number | undefined): unknown {
  const message = `the tool call timed out after ${timeoutMs} ms`;
  return typeof DOMException === "function"
    ? new DOMException(message, "TimeoutError")
    : new Error(message);
}
