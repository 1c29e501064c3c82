import { McpClientError } from "./mcp-errors.js";

/** A progress report the server sent for a request. */
export interface McpProgress {
  readonly progress: number;
  readonly total?: number | undefined;
  readonly message?: string | undefined;
}

/** How long a request may wait, and who hears its progress. */
export interface RequestTiming {
  /** Milliseconds without an answer or a progress report before the request times out. */
  readonly idleTimeoutMs: number;
  /** Milliseconds after which it times out whatever progress came; `Infinity` for none. */
  readonly maxTimeoutMs: number;
  /** Told of each progress report; its presence makes the request carry a `progressToken`. */
  readonly onProgress?: ((progress: McpProgress) => void) | undefined;
}

/**
 * One request in flight: settles once, by an answer, a failure, a timeout or a cancellation.
 * The idle timer restarts on each progress report; the hard timer never does.
 */
export class PendingRequest {
  readonly id: number;
  readonly method: string;
  readonly #resolve: (result: Record<string, unknown>) => void;
  readonly #reject: (error: unknown) => void;
  readonly #timing: RequestTiming;
  readonly #onTimeout: (error: McpClientError) => void;
  #idleTimer: ReturnType<typeof setTimeout> | undefined;
  #hardTimer: ReturnType<typeof setTimeout> | undefined;
  #settled = false;
  #lastProgress = Number.NEGATIVE_INFINITY;

  constructor(
    id: number,
    method: string,
    timing: RequestTiming,
    handlers: {
      resolve: (result: Record<string, unknown>) => void;
      reject: (error: unknown) => void;
      /** Called once the request timed out, after it was rejected: cancel it on the wire. */
      onTimeout: (error: McpClientError) => void;
    },
  ) {
    this.id = id;
    this.method = method;
    this.#timing = timing;
    this.#resolve = handlers.resolve;
    this.#reject = handlers.reject;
    this.#onTimeout = handlers.onTimeout;
    this.#armIdle();
    if (Number.isFinite(timing.maxTimeoutMs)) {
      this.#hardTimer = setTimeout(
        () =>
          this.#timeOut(
            `${method} got no answer within ${timing.maxTimeoutMs} ms (the maximum, whatever the progress)`,
          ),
        timing.maxTimeoutMs,
      );
    }
  }

  /** Whether it already settled. */
  get settled(): boolean {
    return this.#settled;
  }

  /** The answer came. */
  resolve(result: Record<string, unknown>): void {
    if (this.#finish()) this.#resolve(result);
  }

  /** It failed (an error answer, the server went away, the caller cancelled). */
  reject(error: unknown): void {
    if (this.#finish()) this.#reject(error);
  }

  /** A progress report came: restart the idle timer and pass it on (only increasing values). */
  progress(report: McpProgress): void {
    if (this.#settled || !(report.progress > this.#lastProgress)) return;
    this.#lastProgress = report.progress;
    this.#armIdle();
    try {
      this.#timing.onProgress?.(report);
    } catch {
      // A listener's failure is its own; the request goes on.
    }
  }

  #armIdle(): void {
    if (this.#idleTimer !== undefined) clearTimeout(this.#idleTimer);
    const { idleTimeoutMs } = this.#timing;
    if (!Number.isFinite(idleTimeoutMs)) return;
    this.#idleTimer = setTimeout(
      () => this.#timeOut(`${this.method} got no answer or progress for ${idleTimeoutMs} ms`),
      idleTimeoutMs,
    );
  }

  #timeOut(message: string): void {
    const error = new McpClientError("mcp_timeout", message);
    if (!this.#finish()) return;
    this.#reject(error);
    this.#onTimeout(error);
  }

  #finish(): boolean {
    if (this.#settled) return false;
    this.#settled = true;
    if (this.#idleTimer !== undefined) clearTimeout(this.#idleTimer);
    if (this.#hardTimer !== undefined) clearTimeout(this.#hardTimer);
    return true;
  }
}
