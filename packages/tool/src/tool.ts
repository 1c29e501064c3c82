import type { ToolDef } from "@tinyllm/types";

/** What a tool receives beside its arguments. */
export interface ToolContext {
  /**
   * Aborts when the call times out or the caller cancels it: stop work and return. A getter made
   * on first read, so `{ ...context }` does not copy it: pass `context` or `context.signal` along.
   */
  readonly signal: AbortSignal;
  /** The provider's id of this call. */
  readonly callId: string;
  /** The exact arguments text the model sent, before parsing. */
  readonly rawArguments: string;
}

/**
 * A contract with the model: a definition it reads, and code that runs on arguments that
 * already passed the definition's schema. {@link defineTool} and {@link newTool} make one.
 */
export interface Tool {
  /** The tool as the model sees it; read once, when the tool is registered. */
  definition(): ToolDef;
  /**
   * Runs the tool. A string result reaches the model as it is; any other JSON value is
   * serialised; throw a `ToolError` to tell the model what went wrong in your own words.
   */
  execute(args: unknown, context: ToolContext): unknown;
  /** This tool's timeout in milliseconds, overriding the registry's; `Infinity` means none. */
  readonly timeoutMs?: number | undefined;
  /** When true, `Registry.callAll` never runs this tool beside another call. */
  readonly sequential?: boolean | undefined;
}
