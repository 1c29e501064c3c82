import type { CompileOptions, Vocabulary } from "@tinyllm/schema";
import type { JsonObject, ToolDef } from "@tinyllm/types";

/** What a tool receives beside its arguments; `C` is the registry's context type. */
export interface ToolContext<C = unknown> {
  /** The caller's `options.context` for this call (`undefined` when it gave none). */
  readonly context: C;
  /**
   * Aborts when the call times out or the caller cancels it: stop work and return. A getter made
   * on first read, so `{ ...context }` does not copy it: pass `context` or `context.signal` along.
   */
  readonly signal: AbortSignal;
  /** The provider's id of this call. */
  readonly callId: string;
  /** The exact arguments text the model sent, before parsing and normalising. */
  readonly rawArguments: string;
  /**
   * Reports progress to the caller's `onProgress` (an MCP server turns it into
   * `notifications/progress`): `done` of `total` units, with an optional message. A no-op when
   * nobody listens, and once the call has its result.
   */
  progress(done: number, total?: number, message?: string): void;
}

/**
 * Whether a call must wait for a human: `true`, `false`, or a predicate that sees the validated
 * arguments (never the model's raw text) and the call's `options.context`.
 */
export type NeedsApproval<A = unknown, C = unknown> = boolean | ApprovalPredicate<A, C>;

/** The predicate form of {@link NeedsApproval}; a method type, so tools stay assignable as `execute` is. */
export type ApprovalPredicate<A = unknown, C = unknown> = {
  check(args: A, context: C): boolean | PromiseLike<boolean>;
}["check"];

/** Hints about a tool's behaviour, as MCP's tool annotations: advice for hosts, never enforced. */
export interface ToolAnnotations {
  /** A human-readable title. */
  readonly title?: string | undefined;
  /** The tool does not change its environment. */
  readonly readOnlyHint?: boolean | undefined;
  /** The tool may destroy or overwrite (meaningful when not read-only). */
  readonly destructiveHint?: boolean | undefined;
  /** Calling it twice with the same arguments does no more than once. */
  readonly idempotentHint?: boolean | undefined;
  /** The tool reaches an open world (the web, other people), not a closed domain. */
  readonly openWorldHint?: boolean | undefined;
}

/**
 * A contract with the model: a definition it reads, and code that runs on arguments that
 * already passed the definition's schema. {@link defineTool} and {@link newTool} make one.
 */
export interface Tool<C = unknown> {
  /** The tool as the model sees it; read once, when the tool is registered. */
  definition(): ToolDef;
  /**
   * Runs the tool. A string result reaches the model as it is; any other JSON value is
   * serialised; throw a `ToolError` to tell the model what went wrong in your own words.
   */
  execute(args: unknown, context: ToolContext<C>): unknown;
  /** When true, a call without `options.context` is refused (`tool_failed`) before the tool runs. */
  readonly requiresContext?: boolean | undefined;
  /**
   * `true`, or a predicate of the validated arguments and the call's context: a call it holds
   * for is answered `approval_required` and runs only when a human approves it. Only an
   * `ApprovalRegistry` (`@tinyllm/tool/approval`) registers such a tool; `Registry` refuses it.
   */
  readonly needsApproval?: NeedsApproval<never, C> | undefined;
  /** This tool's timeout in milliseconds, overriding the registry's; `Infinity` means none. */
  readonly timeoutMs?: number | undefined;
  /** When true, `Registry.callAll` never runs this tool beside another call. */
  readonly sequential?: boolean | undefined;
  /**
   * A JSON Schema (top-level type object) the tool's returned value must pass; compiled at
   * registration. The result then carries the value as `structuredContent`.
   */
  readonly outputSchema?: JsonObject | undefined;
  /** Hints for hosts (MCP's tool annotations). */
  readonly annotations?: ToolAnnotations | undefined;
  /** The schema vocabulary of this tool's schemas (`"standard"` or `"core"`); omitted: the registry's, which is standard unless told. */
  readonly vocabulary?: Vocabulary | undefined;
  /**
   * What compiling the parameters may leave unjudged (`compile`'s `annotations` and
   * `unenforceable`): set by the library for a foreign Standard Schema, which judges itself, and
   * by `@tinyllm/mcp` for keywords of servers' schemas that cannot change what passes.
   */
  readonly schemaOptions?: ToolSchemaOptions | undefined;
}

/** The `compile` options a tool's parameters may be compiled with, beside the vocabulary. */
export type ToolSchemaOptions = Pick<CompileOptions, "annotations" | "unenforceable">;
