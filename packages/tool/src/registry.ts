import type { JsonObject, ToolCall, ToolDef } from "@tinyllm/types";
import { type ApprovalStep, refuseApproval } from "./call/approval-step.js";
import { answerAll, type CallAllOptions } from "./call/call-all.js";
import { answerCall, type CallEnvironment } from "./call/call-pipeline.js";
import { Deadlines } from "./call/deadlines.js";
import type { RegisteredTool } from "./call/find-tool.js";
import { type CallOptions, readOptions } from "./call/read-options.js";
import { compareCodeUnits } from "./define/prepare-schema.js";
import { prepareRegistered } from "./define/prepare-tool.js";
import { DuplicateToolError } from "./define/registration-errors.js";
import type { Tool, ToolAnnotations } from "./define/tool.js";
import { fnv1a64 } from "./fnv1a64.js";
import { type RegistryOptions, readRegistryOptions } from "./registry-options.js";
import { ToolResult } from "./result/tool-result.js";

/**
 * Each registry's call environment, for `@tinyllm/tool/stream`: a stream refuses past the
 * registry's `maxArgumentBytes` as the text comes, and answers in its `maxResultChars`.
 */
export const environments = new WeakMap<object, CallEnvironment>();

/** A registered tool as the registry compiled it: what an MCP server lists. */
export interface ToolInfo {
  /** The tool's name. */
  readonly name: string;
  /** Its description, for the model. */
  readonly description: string;
  /** The parameters schema exactly as compiled and advertised (a fresh copy). */
  readonly parameters: JsonObject;
  /** The output schema as compiled (a fresh copy), when the tool has one. */
  readonly outputSchema?: JsonObject;
  /** The tool's annotations (a fresh copy), when it has some. */
  readonly annotations?: ToolAnnotations;
}

/**
 * The tools an agent offers, and the layer that turns every model call into a valid call or a
 * readable refusal. `call` never rejects: whatever goes wrong becomes a `ToolResult`.
 */
export class Registry<C = unknown> {
  readonly #tools = new Map<string, RegisteredTool>();
  readonly #listeners = new Set<() => void>();
  readonly #environment: CallEnvironment;
  #sortedNames: string[] | undefined;
  #definitionsText: string | undefined;
  #fingerprint: string | undefined;
  #anySequential: boolean | undefined;

  /**
   * Throws `InvalidRegistryOptionError` for an option it cannot use (a negative limit, NaN).
   * `approval` is how `ApprovalRegistry` (`@tinyllm/tool/approval`) installs its step.
   */
  constructor(options: RegistryOptions = {}, approval?: ApprovalStep) {
    const settings = readRegistryOptions(options);
    this.#environment = {
      ...settings,
      tools: this.#tools,
      names: () => this.#names(),
      hasSequential: () => this.#hasSequential(),
      // The settings hold both hooks (functions or undefined); `undefined` when neither is set
      // spares every call a look.
      hooks: settings.onCallStart || settings.onCallEnd ? settings : undefined,
      deadlines: new Deadlines(),
      approval: approval ?? refuseApproval,
    };
    environments.set(this, this.#environment);
  }

  /**
   * Adds a tool. Throws, naming the tool and the rule, for a name outside `TOOL_NAME_PATTERN`,
   * a name already registered (the first tool stays), or parameters that are not an object
   * schema `compile` accepts. The definition is read and its schemas compiled once, here.
   */
  register(tool: Tool<C>): void {
    this.mustRegister(tool);
  }

  /** Adds every tool, or none when one is refused (the error is thrown); returns the registry. */
  mustRegister(...tools: Tool<C>[]): this {
    const batch = new Map<string, RegisteredTool>();
    for (const tool of tools) {
      const prepared = prepareRegistered(tool, this.#environment.vocabulary);
      if (this.#tools.has(prepared.name) || batch.has(prepared.name)) {
        throw new DuplicateToolError(prepared.name);
      }
      // Read once, here: a tool that needs approval gets the step's gate, or is refused.
      const needs = tool.needsApproval;
      const approve = needs
        ? this.#environment.approval(this.#environment, prepared.name, needs)
        : undefined;
      batch.set(prepared.name, { tool, prepared, approve });
    }
    for (const [name, registered] of batch) this.#tools.set(name, registered);
    if (batch.size > 0) this.#changed();
    return this;
  }

  /** Removes the tool registered under this name; `false` when there was none. Calls in flight finish. */
  unregister(name: string): boolean {
    if (typeof name !== "string" || !this.#tools.delete(name)) return false;
    this.#changed();
    return true;
  }

  /**
   * Calls `listener` after every change to the tool set (`register`, `mustRegister`,
   * `unregister`); what it throws is ignored. Returns a function that unsubscribes it.
   */
  onChange(listener: () => void): () => void {
    if (typeof listener !== "function") return () => {};
    const subscribed = () => listener();
    this.#listeners.add(subscribed);
    return () => {
      this.#listeners.delete(subscribed);
    };
  }

  /** The tool registered under exactly this name, if any. */
  get(name: string): Tool<C> | undefined {
    return typeof name === "string" ? this.#tools.get(name)?.tool : undefined;
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

  /** The tools as compiled, sorted like `definitions()`, with output schemas and annotations: fresh objects. */
  tools(): ToolInfo[] {
    return this.#names().map((name) => {
      const { prepared } = this.#tools.get(name) as RegisteredTool;
      return {
        name,
        description: prepared.description,
        parameters: JSON.parse(prepared.parameters.text) as JsonObject,
        ...(prepared.output === undefined
          ? {}
          : { outputSchema: JSON.parse(prepared.output.text) as JsonObject }),
        ...(prepared.annotations === undefined ? {} : { annotations: { ...prepared.annotations } }),
      };
    });
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
   * `options.context` reaches the tool as `toolContext.context`, typed `C`.
   */
  call(toolCall: ToolCall, options?: CallOptions<C>): Promise<ToolResult> {
    const outcome = answerCall(this.#environment, toolCall, readOptions(options));
    return outcome instanceof ToolResult ? Promise.resolve(outcome) : outcome;
  }

  /**
   * Answers a turn's calls: exactly one result per call, in the order given, whatever fails;
   * never rejects. Up to `concurrency` calls run at once; a `sequential` tool runs alone.
   */
  callAll(calls: readonly ToolCall[], options?: CallAllOptions<C>): Promise<ToolResult[]> {
    return answerAll(this.#environment, calls, options);
  }

  #names(): string[] {
    this.#sortedNames ??= [...this.#tools.keys()].sort(compareCodeUnits);
    return this.#sortedNames;
  }

  #hasSequential(): boolean {
    this.#anySequential ??= [...this.#tools.values()].some(({ prepared }) => prepared.sequential);
    return this.#anySequential;
  }

  #serializedDefinitions(): string {
    this.#definitionsText ??= `[${this.#names()
      .map((name) => this.#tools.get(name)?.prepared.definitionText)
      .join(",")}]`;
    return this.#definitionsText;
  }

  #changed(): void {
    this.#sortedNames = this.#definitionsText = this.#fingerprint = this.#anySequential = undefined;
    for (const listener of [...this.#listeners]) {
      try {
        listener();
      } catch {
        // A listener (an MCP server's list_changed) must not undo or block the change.
      }
    }
  }
}
