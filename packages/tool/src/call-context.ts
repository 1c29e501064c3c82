import type { ToolContext } from "./tool.js";

/**
 * The context of one run. The `AbortController` is made only when the tool reads `signal`
 * (making one costs more than a whole fast call), and is born aborted if the call already ended.
 */
export class CallContext implements ToolContext {
  readonly callId: string;
  readonly rawArguments: string;
  #controller: AbortController | undefined;
  #aborted = false;
  #reason: unknown;

  constructor(callId: string, rawArguments: string) {
    this.callId = callId;
    this.rawArguments = rawArguments;
  }

  /** Aborts when the call times out or the caller cancels it. */
  get signal(): AbortSignal {
    if (this.#controller === undefined) {
      this.#controller = new AbortController();
      if (this.#aborted) this.#controller.abort(this.#reason);
    }
    return this.#controller.signal;
  }

  /** Aborts the signal, now or when it is first read. */
  abort(reason: unknown): void {
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
