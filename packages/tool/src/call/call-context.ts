import type { ToolContext } from "../define/tool.js";

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

/**
 * The context of one run. The `AbortController` is made only when the tool reads `signal`
 * (making one costs more than a whole fast call), and is born aborted if the call already ended.
 */
export class CallContext implements ToolContext {
  // Declared, not defined: the constructor assigns them, in this order.
  /** The caller's context. */
  declare readonly context: unknown;
  declare readonly callId: string;
  declare readonly rawArguments: string;
  #controller: AbortController | undefined;
  #aborted = false;
  #reason: unknown;
  #onProgress: ProgressListener | undefined;
  #progress: ToolContext["progress"] | undefined;

  constructor(
    callId: string,
    rawArguments: string,
    onProgress?: ProgressListener,
    context?: unknown,
  ) {
    this.context = context;
    this.callId = callId;
    this.rawArguments = rawArguments;
    this.#onProgress = onProgress;
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
