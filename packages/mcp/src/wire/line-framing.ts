/** stdio framing: one JSON-RPC message per line, `\n` ends a line, a `\r` before it is dropped. */

/** The longest line accepted by default: 10 MiB, counted in bytes without the line end. */
export const DEFAULT_MAX_LINE_BYTES = 10 * 1024 * 1024;

/** One thing {@link LineSplitter} found in the byte stream. */
export type LineEvent =
  /** A complete line, decoded, without its line end. Blank lines are skipped, never reported. */
  | { readonly kind: "line"; readonly text: string }
  /**
   * A line longer than the cap: its bytes were dropped as they came, except, when `keepEnds` is
   * set, its first and last `keepEnds` bytes (where a JSON-RPC answer says its `id`).
   */
  | {
      readonly kind: "too-long";
      readonly bytes: number;
      readonly head?: Uint8Array;
      readonly tail?: Uint8Array;
    }
  /** A line that is not valid UTF-8. */
  | { readonly kind: "not-utf8" };

/** Options for {@link LineSplitter}. */
export interface LineSplitterOptions {
  /** The line cap in bytes; {@link DEFAULT_MAX_LINE_BYTES} when left out. */
  readonly maxLineBytes?: number;
  /** Bytes kept from each end of an over-long line, for the `too-long` event; default none. */
  readonly keepEnds?: number;
}

const NEWLINE = 0x0a;
const RETURN = 0x0d;
const encoder = new TextEncoder();

/**
 * Splits a byte stream into lines with a hard cap: memory never holds more than the cap (plus one
 * chunk) of an unfinished line, and an oversized line is reported once it ends, then skipped.
 */
export class LineSplitter {
  readonly #maxLineBytes: number;
  readonly #keepEnds: number;
  readonly #decoder = new TextDecoder("utf-8", { fatal: true });
  #parts: Uint8Array[] = [];
  #size = 0;
  #overflowing = false;
  #head: Uint8Array | undefined;
  #tail: Uint8Array | undefined;

  constructor(options: LineSplitterOptions = {}) {
    const max = options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;
    if (!Number.isSafeInteger(max) || max < 1) {
      throw new RangeError(`maxLineBytes must be a positive integer, got ${String(max)}`);
    }
    this.#maxLineBytes = max;
    this.#keepEnds = options.keepEnds ?? 0;
  }

  /** Feeds the next chunk; returns the lines it completed, in order. */
  push(chunk: Uint8Array | string): LineEvent[] {
    const bytes = typeof chunk === "string" ? encoder.encode(chunk) : chunk;
    const events: LineEvent[] = [];
    let start = 0;
    while (start <= bytes.length) {
      const end = bytes.indexOf(NEWLINE, start);
      if (end === -1) {
        this.#keep(bytes.subarray(start));
        break;
      }
      this.#keep(bytes.subarray(start, end));
      const event = this.#finishLine();
      if (event !== undefined) events.push(event);
      start = end + 1;
    }
    return events;
  }

  /** Ends the stream: an unterminated last line counts as a line. */
  end(): LineEvent[] {
    const event = this.#finishLine();
    return event === undefined ? [] : [event];
  }

  #keep(segment: Uint8Array): void {
    if (segment.length === 0) return;
    this.#size += segment.length;
    if (this.#overflowing) {
      if (this.#keepEnds > 0) {
        this.#tail = lastBytes([this.#tail ?? new Uint8Array(0), segment], this.#keepEnds);
      }
      return;
    }
    if (this.#size > this.#maxLineBytes + 1) {
      // +1: a line of exactly the cap may still be followed by the `\r` of its `\r\n`.
      this.#overflowing = true;
      if (this.#keepEnds > 0) {
        const line = [...this.#parts, segment];
        this.#head = firstBytes(line, this.#keepEnds);
        this.#tail = lastBytes(line, this.#keepEnds);
      }
      this.#parts = [];
      return;
    }
    this.#parts.push(segment.slice());
  }

  #finishLine(): LineEvent | undefined {
    const size = this.#size;
    const overflowing = this.#overflowing;
    const parts = this.#parts;
    const ends = { head: this.#head, tail: this.#tail };
    this.#parts = [];
    this.#size = 0;
    this.#overflowing = false;
    this.#head = undefined;
    this.#tail = undefined;
    if (overflowing) {
      return ends.head === undefined || ends.tail === undefined
        ? { kind: "too-long", bytes: size }
        : { kind: "too-long", bytes: size, head: ends.head, tail: ends.tail };
    }
    let line = concat(parts, size);
    if (line.length > 0 && line[line.length - 1] === RETURN)
      line = line.subarray(0, line.length - 1);
    if (line.length > this.#maxLineBytes) {
      return this.#keepEnds === 0
        ? { kind: "too-long", bytes: size }
        : {
            kind: "too-long",
            bytes: size,
            head: firstBytes([line], this.#keepEnds),
            tail: lastBytes([line], this.#keepEnds),
          };
    }
    let text: string;
    try {
      text = this.#decoder.decode(line);
    } catch {
      return { kind: "not-utf8" };
    }
    return text.trim() === "" ? undefined : { kind: "line", text };
  }
}

/** The first `max` bytes of the parts, copied. */
function firstBytes(parts: readonly Uint8Array[], max: number): Uint8Array {
  let size = 0;
  for (const part of parts) size += part.length;
  const bytes = new Uint8Array(Math.min(max, size));
  let offset = 0;
  for (const part of parts) {
    if (offset === bytes.length) break;
    const taken = part.subarray(0, bytes.length - offset);
    bytes.set(taken, offset);
    offset += taken.length;
  }
  return bytes;
}

/** The last `max` bytes of the parts, copied. */
function lastBytes(parts: readonly Uint8Array[], max: number): Uint8Array {
  let size = 0;
  for (const part of parts) size += part.length;
  const bytes = new Uint8Array(Math.min(max, size));
  let end = bytes.length;
  for (let index = parts.length - 1; index >= 0 && end > 0; index--) {
    const part = parts[index] as Uint8Array;
    const taken = part.subarray(Math.max(0, part.length - end));
    end -= taken.length;
    bytes.set(taken, end);
  }
  return bytes;
}

function concat(parts: Uint8Array[], size: number): Uint8Array {
  if (parts.length === 1 && parts[0] !== undefined) return parts[0];
  const joined = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

/** One message as a stdio line: compact JSON (which never holds a raw newline) and `\n`. */
export function frameLine(message: unknown): string {
  return `${JSON.stringify(message)}\n`;
}
