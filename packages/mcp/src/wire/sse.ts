/** Server-Sent Events: writing events and parsing a stream of them (WHATWG event-stream rules). */

/** One dispatched event. */
export interface SseEvent {
  /** The `event:` field; `message` when the stream gave none. */
  readonly event: string;
  /** The `data:` lines joined with `\n`. */
  readonly data: string;
  /** The `id:` field when one was given. */
  readonly id?: string;
}

/** Formats one event; multi-line data becomes one `data:` line per line. */
export function formatSseEvent(event: {
  readonly data: string;
  readonly event?: string;
  readonly id?: string;
}): string {
  let text = "";
  if (event.event !== undefined) text += `event: ${event.event}\n`;
  if (event.id !== undefined) text += `id: ${event.id}\n`;
  for (const line of event.data.split(/\r\n|\r|\n/)) text += `data: ${line}\n`;
  return `${text}\n`;
}

/** A keep-alive comment: clients ignore it, proxies see traffic. */
export const SSE_KEEP_ALIVE = ":\n\n";

/**
 * Incremental event-stream parser: feed text or bytes as they arrive, get whole events. Each
 * chunk is scanned once: an unfinished line is kept as pieces and joined when it ends, so a long
 * line costs time linear in its length, however it is split.
 */
export class SseParser {
  readonly #decoder = new TextDecoder("utf-8");
  /** The pieces of the line not yet ended. */
  #partial: string[] = [];
  /** The last chunk ended with `\r`: a `\n` opening the next one belongs to that line end. */
  #afterReturn = false;
  #data: string[] = [];
  #event = "";
  #id: string | undefined;
  #started = false;

  /** Feeds the next chunk; returns the events it completed. */
  push(chunk: string | Uint8Array): SseEvent[] {
    let text = typeof chunk === "string" ? chunk : this.#decoder.decode(chunk, { stream: true });
    if (!this.#started && text.length > 0) {
      this.#started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    const events: SseEvent[] = [];
    let start = 0;
    if (this.#afterReturn && text.length > 0) {
      this.#afterReturn = false;
      if (text.charCodeAt(0) === 0x0a) start = 1;
    }
    const lineEnd = /\r\n|\r|\n/g;
    lineEnd.lastIndex = start;
    for (let found = lineEnd.exec(text); found !== null; found = lineEnd.exec(text)) {
      this.#partial.push(text.slice(start, found.index));
      const line =
        this.#partial.length === 1 ? (this.#partial[0] as string) : this.#partial.join("");
      this.#partial = [];
      this.#line(line, events);
      start = found.index + found[0].length;
      // A `\r` that ends the chunk may be the first half of `\r\n`.
      if (found[0] === "\r" && start === text.length) this.#afterReturn = true;
    }
    if (start < text.length) this.#partial.push(text.slice(start));
    return events;
  }

  /** Ends the stream; an event without its closing blank line is dropped, as the standard says. */
  end(): SseEvent[] {
    this.#partial = [];
    this.#afterReturn = false;
    this.#data = [];
    this.#event = "";
    return [];
  }

  #line(line: string, events: SseEvent[]): void {
    if (line === "") {
      if (this.#data.length > 0) {
        const event = this.#event === "" ? "message" : this.#event;
        const data = this.#data.join("\n");
        events.push(this.#id === undefined ? { event, data } : { event, data, id: this.#id });
      }
      this.#data = [];
      this.#event = "";
      return;
    }
    if (line.startsWith(":")) return;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "data") this.#data.push(value);
    else if (field === "event") this.#event = value;
    else if (field === "id" && !value.includes("\0")) this.#id = value;
  }
}
