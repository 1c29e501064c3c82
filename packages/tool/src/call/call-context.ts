import type { ContentLimits } from "../content/content-limits.js";
import type { PreparedOutput } from "../define/prepare-tool.js";
import type { Tool, ToolContext } from "../define/tool.js";
import type { CallIdentity } from "../result/shape-result.js";
import type { ApprovalGate } from "./approval-step.js";
import type { CallEnvironment } from "./call-pipeline.js";
import type { Deadlines } from "./deadlines.js";
import type { RegisteredTool } from "./find-tool.js";
import type { CallSettings } from "./read-options.js";
import type { SignalWatch } from "./signal-watch.js";
/** What a tool's progress report tells the caller. */
export interface ProgressEvent {
  /** The id of the call reporting. */
  readonly callId: string;
  /** Units of work done so far. */
  readonly done: number;
  /** Units of work in all, when the tool knows. */
  readonly total?: number;
  /** A short description of where the tool is. */
  readonly message?: string;
}

/** Told of a tool's progress; what it throws is ignored. */
export type ProgressListener = (event: ProgressEvent) => unknown;

/** The registry's settings the run step reads: one list, so no path to a tool skips one. */
export type RunEnvironment = Pick<
  CallEnvironment,
  "timeoutMs" | "deadlines" | "maxResultChars" | "contentLimits"
>;

/** What the run step reads of a registered tool. */
export type RunTarget = Pick<RegisteredTool, "tool" | "approve"> & {
  readonly prepared: Pick<RegisteredTool["prepared"], "timeoutMs" | "output">;
};

/**
 * One call's run, in one object: the run step's options and the context the tool gets (a call
 * made one object for each, and a profile counted both). Its constructor is the one builder of
 * every path that runs a tool (a plain call, an approved or edited one, a repaired one), so each
 * gets the registry's timeout, result length and content rules. The tool is typed to see only
 * `ToolContext`. The `AbortController` is made only when the tool reads `signal` (making one
 * costs more than a whole fast call), and is born aborted if the call already ended.
 */
export class CallContext implements ToolContext {
  // Declared, not defined: the constructor assigns them, in this order.
  /** The caller's context, `undefined` when it gave none. */
  declare readonly context: unknown;
  declare readonly callId: string;
  /** The exact text the model sent. */
  declare readonly rawArguments: string;
  /** The tool to run. */
  declare readonly tool: Tool;
  /** Arguments that passed its schema (and the normalizer); a foreign validator's output replaces them. */
  declare args: unknown;
  /** Which call this is. */
  declare readonly call: CallIdentity;
  /** The tool's timeout, or the registry's; `undefined` means none. */
  declare readonly timeoutMs: number | undefined;
  /** The caller's signal, watched. */
  declare readonly watch: SignalWatch | undefined;
  /** The tool's output schema, when it has one. */
  declare readonly output: PreparedOutput | undefined;
  /** The registry's timeout queues. */
  declare readonly deadlines: Deadlines;
  /** The longest content a result may have. */
  declare readonly maxResultChars: number;
  /** The tool's approval gate, when it needs approval: consulted instead of running it. */
  declare readonly approve: ApprovalGate | undefined;
  /** The registry's `contentLimits`, for a tool that returns content parts. */
  declare readonly contentLimits: ContentLimits | undefined;
  #controller: AbortController | undefined;
  #aborted = false;
  #reason: unknown;
  #onProgress: ProgressListener | undefined;
  #progress: ToolContext["progress"] | undefined;

  constructor(
    environment: RunEnvironment,
    registered: RunTarget,
    call: CallIdentity,
    settings: CallSettings,
    args: unknown,
    rawArguments: string,
  ) {
    const { prepared } = registered;
    this.context = settings.context;
    this.callId = call.callId;
    this.rawArguments = rawArguments;
    this.tool = registered.tool;
    this.args = args;
    this.call = call;
    this.timeoutMs = prepared.timeoutMs ?? environment.timeoutMs;
    this.watch = settings.watch;
    this.output = prepared.output;
    this.deadlines = environment.deadlines;
    this.maxResultChars = environment.maxResultChars;
    this.approve = registered.approve;
    this.contentLimits = environment.contentLimits;
    this.#onProgress = settings.onProgress;
  }

  /** Aborts when the call times out or the caller cancels it. */
  get signal(): AbortSignal {
    if (this.#controller === undefined) {
      this.#controller = new AbortController();
      if (this.#aborted) this.#controller.abort(this.#reason);
    }
    return this.#controller.signal;
  }

  /**
   * Tells the caller's `onProgress`, until the call has its result; ignores a `done` that is not
   * a finite number. Bound, so `{ progress }` destructured from the context still works.
   */
  get progress(): ToolContext["progress"] {
    this.#progress ??= (done, total, message) => this.#report(done, total, message);
    return this.#progress;
  }

  #report(done: unknown, total: unknown, message: unknown): void {
    const listener = this.#onProgress;
    // Number.isFinite is false for anything but a finite number.
    if (listener === undefined || !Number.isFinite(done)) return;
    const event: { callId: string; done: number; total?: number; message?: string } = {
      callId: this.callId,
      done: done as number,
    };
    if (Number.isFinite(total)) event.total = total as number;
    if (typeof message === "string") event.message = message;
    try {
      listener(event);
    } catch {
      // A listener is for the caller's display; its failure must not change the call.
    }
  }

  /** The call has its result: no more progress is delivered. */
  close(): void {
    this.#onProgress = undefined;
  }

  /** Aborts the signal, now or when it is first read; ends progress too. */
  abort(reason: unknown): void {
    this.#onProgress = undefined;
    if (this.#aborted) return;
    this.#aborted = true;
    this.#reason = reason;
    try {
      this.#controller?.abort(reason);
    } catch {
      // An abort listener of the tool threw; the call is over either way.
    }
  }
}
