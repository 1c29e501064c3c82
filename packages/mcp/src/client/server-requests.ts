import { answerServerRequest } from "./incoming.js";
import type { OutgoingMessage } from "./transport.js";

/** Limits on the server's own requests (`ping`, and the ones this client refuses with -32601). */
export interface ServerRequestLimits {
  /** Answers being sent at once (stdio writes in flight, HTTP POSTs); default 4. */
  readonly maxConcurrentAnswers?: number | undefined;
  /**
   * Server requests waiting for their answer to go out; one more closes the connection (a server
   * that sends requests but does not read the answers would otherwise grow our memory); default 1,000.
   */
  readonly maxQueuedServerRequests?: number | undefined;
}

/** The defaults of {@link ServerRequestLimits}. */
export const DEFAULT_SERVER_REQUEST_LIMITS = {
  maxConcurrentAnswers: 4,
  maxQueuedServerRequests: 1_000,
} as const;

/** What the answerer needs from its session. */
export interface AnswerChannel {
  /** Sends one answer; settles once it is out (written to the pipe, or the POST answered). */
  send(message: OutgoingMessage, signal: AbortSignal): Promise<void>;
  /** The queue is full: the session must end, with this reason. */
  overflow(reason: string): void;
}

/**
 * The one path the server's requests are answered by: a queue drained a few answers at a time,
 * each awaited, so a server that stops reading its input (or answers our POSTs slowly) holds at
 * most `maxConcurrentAnswers` writes and `maxQueuedServerRequests` small queued answers, and
 * past that loses the connection instead of growing our memory.
 */
export class ServerRequestAnswers {
  readonly #channel: AnswerChannel;
  readonly #maxConcurrent: number;
  readonly #maxQueued: number;
  readonly #stop = new AbortController();
  #queue: OutgoingMessage[] = [];
  #head = 0;
  #sending = 0;

  constructor(channel: AnswerChannel, limits: ServerRequestLimits = {}) {
    this.#channel = channel;
    this.#maxConcurrent = positive(
      "maxConcurrentAnswers",
      limits.maxConcurrentAnswers ?? DEFAULT_SERVER_REQUEST_LIMITS.maxConcurrentAnswers,
    );
    this.#maxQueued = positive(
      "maxQueuedServerRequests",
      limits.maxQueuedServerRequests ?? DEFAULT_SERVER_REQUEST_LIMITS.maxQueuedServerRequests,
    );
  }

  /** Answers sent or being sent are not counted: only those still waiting for a turn. */
  get queued(): number {
    return this.#queue.length - this.#head;
  }

  /** Queues the answer to one server request; past the limit, stops and reports the overflow. */
  answer(request: { readonly id: string | number; readonly method: string }): void {
    if (this.#stop.signal.aborted) return;
    if (this.queued >= this.#maxQueued) {
      this.stop();
      this.#channel.overflow(
        `sent more than ${this.#maxQueued} requests of its own faster than it took our answers (maxQueuedServerRequests); the connection was closed`,
      );
      return;
    }
    this.#queue.push(answerServerRequest(request));
    this.#pump();
  }

  /** Drops what is queued and aborts the answers being sent. */
  stop(): void {
    this.#stop.abort();
    this.#queue = [];
    this.#head = 0;
  }

  #pump(): void {
    while (this.#sending < this.#maxConcurrent && this.queued > 0) {
      const message = this.#queue[this.#head] as OutgoingMessage;
      this.#head++;
      // Compact now and then, so taking from the front stays O(1) on average.
      if (this.#head > 64 && this.#head * 2 > this.#queue.length) {
        this.#queue = this.#queue.slice(this.#head);
        this.#head = 0;
      }
      this.#sending++;
      this.#channel
        .send(message, this.#stop.signal)
        .catch(() => undefined)
        .finally(() => {
          this.#sending--;
          if (!this.#stop.signal.aborted) this.#pump();
        });
    }
  }
}

function positive(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new RangeError(`${name} must be a positive integer, got ${String(value)}`);
  }
  return value;
}
