import type { CallOptions, Registry, ToolResult } from "@tinyllm/tool";
import { openStream, type ToolCallStream } from "@tinyllm/tool/stream";

/** How the calls of one streamed answer are judged and run. */
export interface ToolCallStreamsOptions<C = unknown> {
  /** The options each call's `finish` passes to `registry.call`. */
  readonly callOptions?: CallOptions<C> | undefined;
  /** `"schema"` (the default) or `"syntax"` (for a registry with `normalizeArguments`). */
  readonly judge?: "schema" | "syntax" | undefined;
}

/**
 * The tool calls of one streamed model answer, by the provider's own key for each (an index, an
 * item id): several may be open at once, interleaved. A provider reader opens, feeds and
 * finishes them from the provider's events; nothing runs before a call's end-of-call event.
 */
export class ToolCallStreams<C = unknown> {
  readonly #registry: Registry<C>;
  readonly #options: ToolCallStreamsOptions<C>;
  readonly #byKey = new Map<string, ToolCallStream>();
  readonly #results = new Map<ToolCallStream, Promise<ToolResult>>();

  constructor(registry: Registry<C>, options: ToolCallStreamsOptions<C> = {}) {
    this.#registry = registry;
    this.#options = options;
  }

  /** Opens the call under `key`, or returns the one already open there. */
  open(key: string, id: string, name: string): ToolCallStream {
    const known = this.#byKey.get(key);
    if (known !== undefined) return known;
    const stream = openStream(this.#registry, {
      id,
      name,
      callOptions: this.#options.callOptions,
      judge: this.#options.judge,
    });
    this.#byKey.set(key, stream);
    return stream;
  }

  /** The call under `key`, if one was opened. */
  get(key: string): ToolCallStream | undefined {
    return this.#byKey.get(key);
  }

  /** The provider's end-of-call event for `key`: the call's answer (it runs now), once. */
  finish(key: string, finalText?: string): Promise<ToolResult> | undefined {
    const stream = this.#byKey.get(key);
    if (stream === undefined) return undefined;
    let result = this.#results.get(stream);
    if (result === undefined) {
      result = stream.finish(finalText);
      this.#results.set(stream, result);
    }
    return result;
  }

  /** Finishes every call still open (a provider whose calls all end with the answer). */
  finishAll(): void {
    for (const [key, stream] of this.#byKey) if (stream.status === "open") this.finish(key);
  }

  /** Ends every open call without running it (the generation was stopped). */
  abortAll(): void {
    for (const stream of this.#byKey.values()) stream.abort();
  }

  /** Every call opened with its key, in the order they opened. */
  entries(): [string, ToolCallStream][] {
    return [...this.#byKey];
  }

  /** Every call opened, in the order they opened. */
  calls(): ToolCallStream[] {
    return [...this.#byKey.values()];
  }

  /** The answers of the calls finished so far, in the order the calls opened. */
  results(): Promise<ToolResult[]> {
    return Promise.all([...this.#results.values()]).then((results) => {
      const order = this.calls();
      const byStream = [...this.#results.keys()];
      return order
        .filter((stream) => this.#results.has(stream))
        .map((stream) => results[byStream.indexOf(stream)] as ToolResult);
    });
  }
}
