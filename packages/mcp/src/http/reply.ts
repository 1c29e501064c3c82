import { formatSseEvent, type JsonRpcMessage } from "../wire/index.js";
import type { Accepted } from "./request-guard.js";

const encoder = new TextEncoder();

/** A JSON answer with the given status. */
export function jsonReply(status: number, body: unknown, headers?: HeadersInit): Response {
  const merged = new Headers(headers);
  merged.set("content-type", "application/json");
  return new Response(JSON.stringify(body), { status, headers: merged });
}

/** Headers every SSE answer carries (no proxy buffering, no caching). */
export const SSE_HEADERS: Readonly<Record<string, string>> = {
  "content-type": "text/event-stream",
  "cache-control": "no-cache",
  "x-accel-buffering": "no",
};

/** What a {@link Reply} needs to know. */
export interface ReplyOptions {
  /** The answer forms the client accepts. */
  readonly accepted: Accepted;
  /** Called once when the stream ends early: the client dropped it, or stopped reading it. */
  readonly onCancel: (reason: string) => void;
  /** Headers every form of the answer carries (`Mcp-Session-Id`). */
  readonly headers?: HeadersInit | undefined;
  /** The most bytes of an SSE stream kept for a client that does not read them. */
  readonly maxQueuedBytes: number;
}

/**
 * The answer to one POSTed request, decided as late as possible: a single JSON body when the
 * response comes first (and JSON is accepted), else an SSE stream that carries notifications
 * (progress) and then the response. A stream whose client leaves more than `maxQueuedBytes`
 * unread is failed (its queue dropped, the connection cut) and `onCancel` hears why.
 */
export class Reply {
  readonly #accepted: Accepted;
  readonly #headers: HeadersInit | undefined;
  readonly #onCancel: (reason: string) => void;
  readonly #maxQueuedBytes: number;
  #resolve!: (response: Response) => void;
  #stream: ReadableStreamDefaultController<Uint8Array> | undefined;
  #settled = false;
  #ended = false;
  /** The HTTP response, once the first message decides its form. */
  readonly response: Promise<Response>;

  constructor(options: ReplyOptions) {
    this.#accepted = options.accepted;
    this.#headers = options.headers;
    this.#onCancel = options.onCancel;
    this.#maxQueuedBytes = options.maxQueuedBytes;
    this.response = new Promise((resolve) => {
      this.#resolve = resolve;
    });
  }

  /** Sends a notification tied to the request; dropped when only JSON is accepted. */
  notify(message: JsonRpcMessage): void {
    if (this.#ended) return;
    if (this.#stream === undefined) {
      if (!this.#accepted.sse || this.#settled) return;
      this.#openStream(200);
    }
    this.#write(message);
  }

  /** Sends the final response and ends the answer. */
  finish(message: JsonRpcMessage, status = 200): void {
    if (this.#ended) return;
    if (this.#stream === undefined && !this.#settled) {
      if (this.#accepted.json || status !== 200) {
        this.#ended = true;
        this.#settled = true;
        this.#resolve(jsonReply(status, message, this.#headers));
        return;
      }
      this.#openStream(status);
    }
    this.#write(message);
    this.end();
  }

  /** Opens the SSE stream now (a listen stream), even before any message. */
  openStream(): void {
    if (this.#stream === undefined && !this.#settled) this.#openStream(200);
  }

  /** Ends the answer without a response: a cancelled request or a stream the server closes. */
  end(): void {
    if (this.#ended) return;
    this.#ended = true;
    if (this.#stream !== undefined) {
      try {
        this.#stream.close();
      } catch {
        // Already closed by the client.
      }
    } else if (!this.#settled) {
      this.#settled = true;
      this.#resolve(new Response(null, { status: 204, headers: this.#headers }));
    }
  }

  #openStream(status: number): void {
    this.#settled = true;
    const headers = new Headers(this.#headers);
    for (const [key, value] of Object.entries(SSE_HEADERS)) headers.set(key, value);
    const body = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          this.#stream = controller;
        },
        cancel: () => {
          this.#ended = true;
          this.#onCancel("the client closed the stream");
        },
      },
      { highWaterMark: this.#maxQueuedBytes, size: (chunk) => chunk.byteLength },
    );
    this.#resolve(new Response(body, { status, headers }));
  }

  #write(message: JsonRpcMessage): void {
    const stream = this.#stream;
    if (stream === undefined) return;
    try {
      stream.enqueue(
        encoder.encode(formatSseEvent({ event: "message", data: JSON.stringify(message) })),
      );
    } catch {
      this.#ended = true;
      return;
    }
    // desiredSize is maxQueuedBytes minus what waits unread: below 0, the client fell behind.
    if ((stream.desiredSize ?? 0) < 0) {
      this.#ended = true;
      const reason = `more than ${this.#maxQueuedBytes} bytes waited for a client that does not read this stream (maxOutgoingBytes); the stream was closed`;
      stream.error(new Error(reason));
      this.#onCancel(reason);
    }
  }
}
