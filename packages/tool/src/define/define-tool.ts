import type { Infer, StandardOutput, Vocabulary } from "@tinyllm/schema";
import { FuncTool, type ToolExecute } from "./func-tool.js";
import type { NeedsApproval, ToolAnnotations } from "./tool.js";

/** The schema of a tool declared without parameters. */
type EmptyParameters = { readonly type: "object" };

/**
 * The arguments a tool's `execute` receives: a Standard Schema's output type (zod, valibot,
 * arktype, our compiled `Schema`), or `Infer` of a JSON Schema.
 */
export type ArgumentsOf<P> = P extends { readonly "~standard": { readonly validate: unknown } }
  ? StandardOutput<P>
  : Infer<P>;

/** Everything that makes a tool, with `execute`'s arguments typed from `parameters`. */
export interface ToolDefinitionSpec<P, C = unknown> {
  /** The name the model calls it by, matching `TOOL_NAME_PATTERN`. */
  readonly name: string;
  /** What the tool does and when to use it, written for the model. */
  readonly description: string;
  /**
   * A JSON Schema of type object, written inline: no `as const` needed. Omitted: any object. Or a
   * Standard Schema (zod 4.2+, arktype, valibot through `toStandardJsonSchema`, a compiled
   * `Schema`): its own `validate` judges, and `execute` gets its output.
   */
  readonly parameters?: P;
  /** The JSON Schema of a Standard Schema `parameters` that cannot state its own (`~standard.jsonSchema`). */
  readonly jsonSchema?: object | undefined;
  /** The code that runs on valid arguments, typed from `parameters`. */
  readonly execute: ToolExecute<ArgumentsOf<P>, C>;
  /** When true, a call without `options.context` is refused (`tool_failed`) before the tool runs. */
  readonly requiresContext?: boolean | undefined;
  /**
   * `true`, or a predicate of the validated arguments (typed from `parameters`) and the call's
   * context: a call it holds for waits for a human (`@tinyllm/tool/approval`).
   */
  readonly needsApproval?: NeedsApproval<ArgumentsOf<P>, C> | undefined;
  /** This tool's timeout in milliseconds, overriding the registry's; `Infinity` means none. */
  readonly timeoutMs?: number | undefined;
  /** When true, `Registry.callAll` never runs this tool beside another call. */
  readonly sequential?: boolean | undefined;
  /**
   * A JSON Schema of type object the returned value must pass (else the call is
   * `invalid_result`); the result then carries the value as `structuredContent`.
   */
  readonly outputSchema?: object | string | undefined;
  /** Hints for hosts (MCP's tool annotations): title, readOnlyHint, destructiveHint, ... */
  readonly annotations?: ToolAnnotations | undefined;
  /** The schema vocabulary: `"standard"` (the default) or `"core"` (SPEC 4.1 only). */
  readonly vocabulary?: Vocabulary | undefined;
}

/**
 * Makes a tool whose `execute` receives arguments typed from its schema, which is checked and
 * compiled here: a bad name or schema throws where the tool is written.
 */
export function defineTool<const P extends object | string = EmptyParameters, C = unknown>(
  spec: ToolDefinitionSpec<P, C>,
): FuncTool<ArgumentsOf<P>, C> {
  return new FuncTool<ArgumentsOf<P>, C>(spec);
}
