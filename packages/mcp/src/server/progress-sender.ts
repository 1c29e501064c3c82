import type { JsonRpcId, JsonRpcNotification } from "../wire/index.js";
import { notification } from "../wire/index.js";

/**
 * Sends `notifications/progress` for one request: only increasing values, and nothing once
 * {@link close} was called (the result was sent, or the request was cancelled).
 */
export class ProgressSender {
  readonly #token: JsonRpcId;
  readonly #send: (message: JsonRpcNotification) => void;
  #last = Number.NEGATIVE_INFINITY;
  #closed = false;

  constructor(token: JsonRpcId, send: (message: JsonRpcNotification) => void) {
    this.#token = token;
    this.#send = send;
  }

  /** Reports progress; a value not above the last one, or not a finite number, is dropped. */
  report(progress: unknown, total?: unknown, message?: unknown): void {
    if (this.#closed || typeof progress !== "number" || !Number.isFinite(progress)) return;
    if (progress <= this.#last) return;
    this.#last = progress;
    const params: Record<string, unknown> = { progressToken: this.#token, progress };
    if (typeof total === "number" && Number.isFinite(total)) params.total = total;
    if (typeof message === "string") params.message = message;
    this.#send(notification("notifications/progress", params));
  }

  /** Stops every later report. */
  close(): void {
    this.#closed = true;
  }
}
