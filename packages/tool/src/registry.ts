import type { Schema, ValidationError } from "@tinyllm/schema";
import type { ToolCall, ToolDef } from "@tinyllm/types";
import { answer } from "./answers.js";
import { closestName } from "./closest-name.js";
import { Deadlines } from "./deadlines.js";
import { describeThrown } from "./describe-thrown.js";
import { fnv1a64 } from "./fnv1a64.js";
import { preparedParametersOf } from "./func-tool.js";
import {
  checkTimeout,
  checkToolName,
  compareCodeUnits,
  EMPTY_PARAMETERS_TEXT,
  jsonType,
  prepareParameters,
  quote,
} from "./prepare-tool.js";
import { DuplicateToolError, InvalidToolDefinitionError } from "./registration-errors.js";
import { InvalidRegistryOptionError } from "./registry-option-error.js";
import type { Tool } from "./tool.js";
import { TOOL_NAME_PATTERN } from "./tool-name.js";
import { ToolResult, type ToolResultKind } from "./tool-result.js";
import { type RunLimits, runTool, thenable } from "./tool-run.js";
import { MIN_RESULT_CHARS } from "./truncate.js";
import { exceedsUtf8Length, utf8Length } from "./utf8-length.js";

/** The default `maxArgumentBytes`: 1 MiB. */
export const DEFAULT_MAX_ARGUMENT_BYTES = 1024 * 1024;
/** The default `maxResultChars`: about 12,000 tokens of English. */
export const DEFAULT_MAX_RESULT_CHARS = 50_000;
/** The default number of calls `callAll` runs at once. */
export const DEFAULT_CONCURRENCY = 8;

/** Told when a call starts. */
export interface CallStartEvent {
  /** The tool name the call used, as the model wrote it. */
  readonly name: string;
  /** The call's id. */
  readonly callId: string;
}

/** Told when a call ends, whatever happened. */
export interface CallEndEvent {
  /** The tool name the call used, as the model wrote it. */
  readonly name: string;
  /** The call's id. */
  readonly callId: string;
  /** Milliseconds from the start of `call` to its result. */
  readonly durationMs: number;
  /** What happened, as in `result.kind`. */
  readonly kind: ToolResultKind;
  /** The result the call resolves to. */
  readonly result: ToolResult;
}

/** How a registry runs calls; every field is optional. */
export interface RegistryOptions {
  /** Milliseconds a tool may run before its call times out; default none. A tool may override it. */
  readonly timeoutMs?: number | undefined;
  /** Arguments longer than this many UTF-8 bytes are refused unparsed; default 1 MiB. */
  readonly maxArgumentBytes?: number | undefined;
  /** Contents longer than this many UTF-16 code units are cut in the middle; default 50,000. */
  readonly maxResultChars?: number | undefined;
  /** The number of calls `callAll` runs at once unless told otherwise; default 8. */
  readonly concurrency?: number | undefined;
  /** Called when a call starts; what it throws is ignored. */
  readonly onCallStart?: ((event: CallStartEvent) => unknown) | undefined;
  /** Called when a call ends, with its result; what it throws is ignored. */
  readonly onCallEnd?: ((event: CallEndEvent) => unknown) | undefined;
}

/** Options of one call. */
export interface CallOptions {
  /** Cancels the call: before it starts the tool never runs; during the run its signal aborts. */
  readonly signal?: AbortSignal | undefined;
}

/** Options of `callAll`. */
export interface CallAllOptions extends CallOptions {
  /** How many calls run at once; default the registry's `concurrency`. */
  readonly concurrency?: number | undefined;
}

interface Entry {
  readonly name: string;
  readonly tool: Tool;
  readonly schema: Schema;
  readonly definitionText: string;
  readonly timeoutMs: number | undefined;
  readonly sequential: boolean;
}

interface ReadCall {
  readonly callId: string;
  readonly name: string;
  readonly rawArguments: unknown;
}

/**
 * The tools an agent offers, and the layer that turns every model call into a valid call or a
 * readable refusal. `call` never rejects: whatever goes wrong becomes a `ToolResult`.
 */
export class Registry {
  readonly #entries = new Map<string, Entry>();
  readonly #limits: RunLimits;
  readonly #timeoutMs: number | undefined;
  readonly #maxArgumentBytes: number;
  readonly #maxResultChars: number;
  readonly #concurrency: number;
  readonly #onCallStart: RegistryOptions["onCallStart"];
  readonly #onCallEnd: RegistryOptions["onCallEnd"];
  #sortedNames: string[] | undefined;
  #definitionsText: string | undefined;
  #fingerprint: string | undefined;

  /** Throws `InvalidRegistryOptionError` for an option it cannot use (a negative limit, NaN). */
  constructor(options: RegistryOptions = {}) {
    this.#timeoutMs = positive("timeoutMs", options.timeoutMs, undefined, 1);
    this.#maxArgumentBytes =
      positive("maxArgumentBytes", options.maxArgumentBytes, DEFAULT_MAX_ARGUMENT_BYTES, 1) ??
      DEFAULT_MAX_ARGUMENT_BYTES;
    this.#maxResultChars =
      positive(
        "maxResultChars",
        options.maxResultChars,
        DEFAULT_MAX_RESULT_CHARS,
        MIN_RESULT_CHARS,
      ) ?? DEFAULT_MAX_RESULT_CHARS;
    this.#concurrency =
      positive("concurrency", options.concurrency, DEFAULT_CONCURRENCY, 1) ?? DEFAULT_CONCURRENCY;
    this.#limits = { deadlines: new Deadlines(), maxResultChars: this.#maxResultChars };
    this.#onCallStart = hook("onCallStart", options.onCallStart);
    this.#onCallEnd = hook("onCallEnd", options.onCallEnd);
  }

  /**
   * Adds a tool. Throws, naming the tool and the rule, for a name outside `TOOL_NAME_PATTERN`,
   * a name already registered (the first tool stays), or parameters that are not an object
   * schema `compile` accepts. The definition is read and its schema compiled once, here.
   */
  register(tool: Tool): void {
    const entry = this.#prepare(tool, (name) => this.#entries.has(name));
    this.#entries.set(entry.name, entry);
    this.#changed();
  }

  /** Adds every tool, or none when one is refused (the error is thrown); returns the registry. */
  mustRegister(...tools: Tool[]): this {
    const batch = new Map<string, Entry>();
    for (const tool of tools) {
      const entry = this.#prepare(tool, (name) => this.#entries.has(name) || batch.has(name));
      batch.set(entry.name, entry);
    }
    for (const [name, entry] of batch) this.#entries.set(name, entry);
    if (batch.size > 0) this.#changed();
    return this;
  }

  /** The tool registered under exactly this name, if any. */
  get(name: string): Tool | undefined {
    return typeof name === "string" ? this.#entries.get(name)?.tool : undefined;
  }

  /** The registered names, sorted by code units: a fresh array. */
  names(): string[] {
    return [...this.#names()];
  }

  /**
   * The tools as the model sees them, sorted by name in code-unit order: fresh objects on
   * every call, so changing them never changes the registry.
   */
  definitions(): ToolDef[] {
    return JSON.parse(this.#serializedDefinitions()) as ToolDef[];
  }

  /**
   * A short stable hash of `JSON.stringify(definitions())`: 16 hex digits of 64-bit FNV-1a over
   * its UTF-8 bytes. Equal tool lists give equal fingerprints, in any registration order.
   */
  fingerprint(): string {
    this.#fingerprint ??= fnv1a64(this.#serializedDefinitions());
    return this.#fingerprint;
  }

  /**
   * Answers one tool call. Never throws and never rejects: an unknown tool, bad arguments, a
   * failing or slow tool, a cancellation, all become a `ToolResult` the model can read.
   */
  call(toolCall: ToolCall, options?: CallOptions): Promise<ToolResult> {
    const outcome = this.#answer(toolCall, options);
    return outcome instanceof ToolResult ? Promise.resolve(outcome) : outcome;
  }

  /**
   * Answers a turn's calls: exactly one result per call, in the order given, whatever fails.
   * Up to `concurrency` calls run at once; a `sequential` tool runs with no other call beside it.
   */
  async callAll(calls: readonly ToolCall[], options?: CallAllOptions): Promise<ToolResult[]> {
    // A copy: the caller may change its array while the calls run, and holes become calls too.
    const list: unknown[] = Array.isArray(calls) ? [...calls] : [];
    const signal = readSignal(options);
    const concurrency = concurrencyOf(options?.concurrency, this.#concurrency);
    const callOptions = signal === undefined ? undefined : { signal };
    const sequential = list.map((call) => this.#isSequential(call));
    if (concurrency >= list.length && !sequential.includes(true)) {
      return Promise.all(list.map((call) => this.#answer(call, callOptions)));
    }
    const results = new Array<ToolResult>(list.length);
    let next = 0;
    let active = 0;
    // While a sequential call waits for the running calls to end, and while it runs, `gate` holds
    // every worker back from starting another call.
    let gate: Promise<void> | undefined;
    let drained: (() => void) | undefined;
    const worker = async (): Promise<void> => {
      for (;;) {
        while (gate !== undefined) await gate;
        if (next >= list.length) return;
        const index = next++;
        const call = list[index];
        if (sequential[index] === true) {
          let release: () => void = () => {};
          gate = new Promise<void>((resolve) => {
            release = resolve;
          });
          if (active > 0) {
            await new Promise<void>((resolve) => {
              drained = resolve;
            });
          }
          const outcome = this.#answer(call, callOptions);
          results[index] = outcome instanceof ToolResult ? outcome : await outcome;
          gate = undefined;
          release();
        } else {
          // An answer ready at once (a refusal, a synchronous tool) needs no turn of the event loop.
          const outcome = this.#answer(call, callOptions);
          if (outcome instanceof ToolResult) {
            results[index] = outcome;
            continue;
          }
          active++;
          results[index] = await outcome;
          active--;
          if (active === 0 && drained !== undefined) {
            const wake = drained;
            drained = undefined;
            wake();
          }
        }
      }
    };
    const workers = Array.from({ length: Math.min(concurrency, list.length) }, worker);
    await Promise.all(workers);
    return results;
  }

  /** The result of one call, at once when no tool promise is involved. Never throws. */
  #answer(toolCall: unknown, options: CallOptions | undefined): ToolResult | Promise<ToolResult> {
    let read: ReadCall = { callId: "", name: "", rawArguments: "" };
    try {
      read = readCall(toolCall);
      const signal = readSignal(options);
      if (this.#onCallStart === undefined && this.#onCallEnd === undefined) {
        return this.#dispatch(read, signal);
      }
      return this.#callWithHooks(read, signal);
    } catch (error) {
      return this.#internalFailure(read, error);
    }
  }

  #isSequential(call: unknown): boolean {
    try {
      const name = readCall(call).name;
      return this.#entries.get(name)?.sequential === true;
    } catch {
      return false;
    }
  }

  #callWithHooks(
    read: ReadCall,
    signal: AbortSignal | undefined,
  ): ToolResult | Promise<ToolResult> {
    const started = now();
    runHook(this.#onCallStart, { name: read.name, callId: read.callId });
    const end = (result: ToolResult): ToolResult => {
      runHook(this.#onCallEnd, {
        name: read.name,
        callId: read.callId,
        durationMs: now() - started,
        kind: result.kind,
        result,
      });
      return result;
    };
    let outcome: ToolResult | Promise<ToolResult>;
    try {
      outcome = this.#dispatch(read, signal);
    } catch (error) {
      outcome = this.#internalFailure(read, error);
    }
    return outcome instanceof ToolResult ? end(outcome) : outcome.then(end);
  }

  #dispatch(read: ReadCall, signal: AbortSignal | undefined): ToolResult | Promise<ToolResult> {
    const { name } = read;
    if (signal?.aborted === true) {
      return this.#result(
        read,
        "cancelled",
        `tool ${shownName(name)} was cancelled before it started; it did not run`,
      );
    }
    const entry = this.#entries.get(name);
    if (entry === undefined) return this.#result(read, "unknown_tool", this.#unknownTool(name));
    const raw = read.rawArguments;
    let text: string;
    if (raw === undefined || raw === null) {
      text = "";
    } else if (typeof raw === "string") {
      text = raw;
    } else {
      return this.#result(
        read,
        "invalid_arguments",
        `invalid arguments for ${name}:\n$: expected the arguments as a string of JSON, got ${jsonType(raw)}`,
      );
    }
    if (exceedsUtf8Length(text, this.#maxArgumentBytes)) {
      return this.#result(
        read,
        "arguments_too_large",
        `arguments for ${name} are ${utf8Length(text)} bytes of UTF-8, over the limit of ${this.#maxArgumentBytes} bytes; they were not read and the tool did not run`,
      );
    }
    let args: unknown;
    let errors: readonly ValidationError[];
    if (isEmptyArguments(text)) {
      args = {};
      errors = entry.schema.validate(args);
    } else {
      const parsed = entry.schema.parseJSON(text);
      if (parsed.ok) {
        args = parsed.value;
        errors = [];
      } else {
        errors = parsed.errors;
      }
    }
    if (errors.length > 0) {
      const lines = errors.map((error) => `${error.path}: ${error.message}`);
      return this.#result(
        read,
        "invalid_arguments",
        `invalid arguments for ${name}:\n${lines.join("\n")}`,
      );
    }
    return runTool(
      entry.tool,
      args,
      read,
      text,
      entry.timeoutMs ?? this.#timeoutMs,
      signal,
      this.#limits,
    );
  }

  #internalFailure(read: ReadCall, error: unknown): ToolResult {
    return this.#result(
      read,
      "tool_failed",
      `tool ${shownName(read.name)} failed in the registry: ${describeThrown(error)}`,
    );
  }

  #result(read: ReadCall, kind: ToolResultKind, content: string): ToolResult {
    return answer(read, kind, content, this.#maxResultChars);
  }

  #unknownTool(name: string): string {
    const names = this.#names();
    const head = `unknown tool ${quote(name)}`;
    if (names.length === 0) return `${head}; no tools are registered`;
    const suggestion = closestName(name, names);
    const list = `available tools: ${names.map((known) => quote(known)).join(", ")}`;
    if (suggestion === undefined) return `${head}; ${list}`;
    return `${head}; did you mean ${quote(suggestion)}? ${list}`;
  }

  #prepare(tool: Tool, taken: (name: string) => boolean): Entry {
    if ((typeof tool !== "object" && typeof tool !== "function") || tool === null) {
      throw new InvalidToolDefinitionError(
        undefined,
        `expected a tool with definition() and execute(), got ${jsonType(tool)}`,
      );
    }
    let definition: unknown;
    try {
      definition = tool.definition();
    } catch (error) {
      throw new InvalidToolDefinitionError(
        undefined,
        `tool definition() threw: ${describeThrown(error)}; expected a ToolDef`,
      );
    }
    const { name, description, parameters } = readDefinition(definition);
    checkToolName(name);
    if (typeof description !== "string") {
      throw new InvalidToolDefinitionError(
        name,
        `tool "${name}" has a description of type ${jsonType(description)}; expected a string`,
      );
    }
    if (typeof tool.execute !== "function") {
      throw new InvalidToolDefinitionError(
        name,
        `tool "${name}" has no execute function; expected a function`,
      );
    }
    if (taken(name)) throw new DuplicateToolError(name);
    let prepared = preparedParametersOf(tool);
    if (prepared === undefined || parametersText(parameters) !== prepared.text) {
      prepared = prepareParameters(name, parameters);
    }
    const definitionText = `{"type":"function","function":{"name":${JSON.stringify(name)},"description":${JSON.stringify(description)},"parameters":${prepared.text}}}`;
    return {
      name,
      tool,
      schema: prepared.schema,
      definitionText,
      timeoutMs: checkTimeout(name, tool.timeoutMs),
      sequential: tool.sequential === true,
    };
  }

  #names(): string[] {
    this.#sortedNames ??= [...this.#entries.keys()].sort(compareCodeUnits);
    return this.#sortedNames;
  }

  #serializedDefinitions(): string {
    this.#definitionsText ??= `[${this.#names()
      .map((name) => this.#entries.get(name)?.definitionText)
      .join(",")}]`;
    return this.#definitionsText;
  }

  #changed(): void {
    this.#sortedNames = undefined;
    this.#definitionsText = undefined;
    this.#fingerprint = undefined;
  }
}

function readCall(toolCall: unknown): ReadCall {
  if (typeof toolCall !== "object" || toolCall === null) {
    return { callId: "", name: "", rawArguments: "" };
  }
  const { id, function: target } = toolCall as { id?: unknown; function?: unknown };
  const fields =
    typeof target === "object" && target !== null
      ? (target as { name?: unknown; arguments?: unknown })
      : {};
  return {
    callId: typeof id === "string" ? id : "",
    name: typeof fields.name === "string" ? fields.name : "",
    rawArguments: fields.arguments,
  };
}

function readSignal(options: CallOptions | undefined): AbortSignal | undefined {
  const signal = options?.signal;
  return signal === null || signal === undefined ? undefined : signal;
}

function readDefinition(definition: unknown): {
  name: unknown;
  description: unknown;
  parameters: unknown;
} {
  let fields: { name?: unknown; description?: unknown; parameters?: unknown } | undefined;
  try {
    const target =
      typeof definition === "object" && definition !== null
        ? (definition as { type?: unknown; function?: unknown })
        : undefined;
    const inner = target?.function;
    if (target?.type === "function" && typeof inner === "object" && inner !== null) {
      const { name, description, parameters } = inner as typeof fields & object;
      fields = { name, description, parameters };
    }
  } catch (error) {
    throw new InvalidToolDefinitionError(
      undefined,
      `tool definition() returned a value that cannot be read (${describeThrown(error)}); expected a ToolDef`,
    );
  }
  if (fields === undefined) {
    throw new InvalidToolDefinitionError(
      undefined,
      `tool definition() returned ${quote(definition)}; expected {"type":"function","function":{...}}`,
    );
  }
  return { name: fields.name, description: fields.description, parameters: fields.parameters };
}

function parametersText(parameters: unknown): string | undefined {
  if (parameters === undefined) return EMPTY_PARAMETERS_TEXT;
  try {
    return typeof parameters === "string" ? parameters : JSON.stringify(parameters);
  } catch {
    return undefined;
  }
}

/** Empty, JSON whitespace only, or `null`: all read as `{}`. */
function isEmptyArguments(text: string): boolean {
  if (text.length === 0) return true;
  let start = 0;
  let end = text.length;
  while (start < end && isJsonWhitespace(text.charCodeAt(start))) start++;
  if (start === end) return true;
  while (isJsonWhitespace(text.charCodeAt(end - 1))) end--;
  return end - start === 4 && text.startsWith("null", start);
}

function isJsonWhitespace(unit: number): boolean {
  return unit === 0x20 || unit === 0x0a || unit === 0x0d || unit === 0x09;
}

function shownName(name: string): string {
  return TOOL_NAME_PATTERN.test(name) ? name : quote(name);
}

function runHook<E>(hookFunction: ((event: E) => unknown) | undefined, event: E): void {
  if (hookFunction === undefined) return;
  try {
    const returned = hookFunction(event);
    thenable(returned)?.then(undefined, () => {});
  } catch {
    // A hook is for logs and traces; its failure must not change the call.
  }
}

function now(): number {
  return typeof performance === "object" ? performance.now() : Date.now();
}

function positive(
  option: string,
  value: unknown,
  fallback: number | undefined,
  minimum: number,
): number | undefined {
  if (value === undefined) return fallback;
  if (
    typeof value === "number" &&
    value >= minimum &&
    (Number.isInteger(value) || value === Number.POSITIVE_INFINITY)
  ) {
    return value;
  }
  throw new InvalidRegistryOptionError(
    option,
    `registry option ${option} is ${quote(value)}; expected an integer of at least ${minimum}, or Infinity`,
  );
}

function hook<F>(option: string, value: F | undefined): F | undefined {
  if (value === undefined || typeof value === "function") return value;
  throw new InvalidRegistryOptionError(
    option,
    `registry option ${option} is ${jsonType(value)}; expected a function`,
  );
}

function concurrencyOf(value: unknown, fallback: number): number {
  if (typeof value !== "number" || Number.isNaN(value)) return fallback;
  return Math.max(1, Math.floor(value));
}
