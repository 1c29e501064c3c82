import { describeThrown } from "@tinyllm/types";
import { withHooks } from "../call/call-hooks.js";
import type { CallEnvironment } from "../call/call-pipeline.js";
import { findTool } from "../call/find-tool.js";
import { type CallOptions, readOptions } from "../call/read-options.js";
import { environments, type Registry } from "../registry.js";
import { DEFAULT_MAX_ARGUMENT_BYTES, DEFAULT_MAX_RESULT_CHARS } from "../registry-options.js";
import { argumentsTooLargeText, cancelledBeforeText } from "../result/render-content.js";
import { answer, registryFailure } from "../result/shape-result.js";
import { toolIssue } from "../result/tool-issue.js";
import { ToolResult } from "../result/tool-result.js";
import { isHighSurrogate, isLowSurrogate } from "../result/truncate.js";
import { utf8Length } from "../result/utf8-length.js";

/** The limits a stream answers within: its registry's. */
export interface StreamLimits {
  readonly maxArgumentBytes: number;
  readonly maxResultChars: number;
  /** The registry's call environment (undefined for an object that only looks like a registry). */
  readonly environment: CallEnvironment | undefined;
}

/** The limits of `registry`, its defaults for an object that is not one. */
export function limitsOf<C>(registry: Registry<C>): StreamLimits {
  const environment = environments.get(registry);
  return {
    maxArgumentBytes: environment?.maxArgumentBytes ?? DEFAULT_MAX_ARGUMENT_BYTES,
    maxResultChars: environment?.maxResultChars ?? DEFAULT_MAX_RESULT_CHARS,
    environment,
  };
}

/**
 * Counts the UTF-8 bytes of a text delivered in pieces, as `utf8Length` counts the whole (a
 * surrogate pair split between two pieces is one code point of 4 bytes). It counts only once
 * the text could be over the limit: below a third of it in code units, no text is.
 */
export class ByteCounter {
  readonly #limit: number;
  /** UTF-16 code units read. */
  length = 0;
  /** UTF-8 bytes read; counted once `length * 3` passes the limit (until then, unknown: -1). */
  #bytes = -1;
  #endsHigh = false;

  constructor(limit: number) {
    this.#limit = limit;
  }

  /** Adds `delta`, read after `before` (the text so far); returns whether the text is over. */
  add(delta: string, before: string): boolean {
    this.length += delta.length;
    if (this.#bytes < 0) {
      if (this.length * 3 <= this.#limit) return false;
      // The first time the length cannot tell: what came before once, then each delta.
      this.#bytes = utf8Length(before);
      this.#endsHigh = isHighSurrogate(before.charCodeAt(before.length - 1));
    }
    let bytes = utf8Length(delta);
    // A lone high surrogate and a lone low one are 3 bytes each; as a pair, 4 in all.
    if (this.#endsHigh && isLowSurrogate(delta.charCodeAt(0))) bytes -= 2;
    this.#endsHigh = isHighSurrogate(delta.charCodeAt(delta.length - 1));
    this.#bytes += bytes;
    return this.#bytes > this.#limit;
  }

  /** The UTF-8 bytes read (exact once over the limit). */
  get bytes(): number {
    return this.#bytes;
  }
}

/** The refusal `registry.call` gives arguments over the limit once the tool is found. */
export function tooLargeResult(
  call: { readonly callId: string; readonly name: string },
  bytes: number,
  limits: StreamLimits,
): ToolResult {
  const message = `the arguments are ${bytes} bytes of UTF-8, over the limit of ${limits.maxArgumentBytes} bytes`;
  return answer(
    call,
    "arguments_too_large",
    argumentsTooLargeText(call.name, bytes, limits.maxArgumentBytes),
    limits.maxResultChars,
    { issues: [toolIssue("arguments_too_large", "$", message)] },
  );
}

/**
 * What `registry.call` answers for a call whose arguments were `bytes` bytes of UTF-8, over the
 * limit, without the text (the stream did not keep it): the same steps in the same order (bad
 * options, a signal already aborted, an unknown tool, then the size), inside the registry's
 * hooks and repairer. `undefined` when `registry` is not a `Registry` (no environment).
 */
export function overLimitAnswer<C>(
  limits: StreamLimits,
  call: { readonly callId: string; readonly name: string },
  callOptions: CallOptions<C> | undefined,
  bytes: number,
): ToolResult | Promise<ToolResult> | undefined {
  const environment = limits.environment;
  if (environment === undefined) return undefined;
  const read = { ...call, rawArguments: "" };
  const settings = readOptions(callOptions);
  const maxChars = environment.maxResultChars;
  const refuse = (): ToolResult | Promise<ToolResult> => {
    try {
      return refuseRead();
    } catch (error) {
      return registryFailure(read, describeThrown(error), maxChars);
    }
  };
  const refuseRead = (): ToolResult | Promise<ToolResult> => {
    let result: ToolResult;
    if (typeof settings === "string") {
      result = registryFailure(read, `${settings}; the tool did not run`, maxChars);
    } else if (settings.watch?.aborted === true) {
      result = answer(read, "cancelled", cancelledBeforeText(read.name), maxChars);
    } else {
      const found = findTool(environment, read, maxChars);
      result = found instanceof ToolResult ? found : tooLargeResult(read, bytes, limits);
    }
    const { repair } = environment;
    return repair ? repair(result, environment, read, settings) : result;
  };
  return environment.hooks === undefined ? refuse() : withHooks(environment.hooks, read, refuse);
}
