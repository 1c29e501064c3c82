import type { ToolCall, ToolDef, ToolMessage } from "@tinyllm/types";

/** One validation error as the suites read it: a path, a message, and `toString()`. */
export interface ValidationErrorLike {
  /** Where the value breaks the schema: `$`, `$.days`, `$.tags[1]`. */
  readonly path: string;
  /** What was expected and what came. */
  readonly message: string;
  /** `path: message`. */
  toString(): string;
}

/** A compiled schema as the schema suite uses it. */
export interface CompiledSchemaLike {
  /** Every error of `value` against the schema, sorted; empty when valid. */
  validate(value: unknown): readonly ValidationErrorLike[];
  /** Parses JSON text (or its UTF-8 bytes) and validates it; malformed text is one error at `$`. */
  validateJSON(json: string | Uint8Array): readonly ValidationErrorLike[];
}

/** What `describeSchemaContract` needs from a schema package: its namespace, or a stand-in. */
export interface SchemaModuleLike {
  /** Compiles a schema object or JSON text; throws a SchemaError listing every problem. */
  compile(schema: unknown): CompiledSchemaLike;
}

/** What a tool receives beside its arguments (SPEC 5). */
export interface ToolContextLike {
  /** Aborts when the call is cancelled or times out. */
  readonly signal: AbortSignal;
  /** The provider's id of the call. */
  readonly callId: string;
  /** The exact arguments text the model sent. */
  readonly rawArguments: string;
  /** The caller's `options.context` (optional: the seed contract had none). */
  readonly context?: unknown;
}

/** A tool as the registry suite builds and registers it (SPEC 5's `Tool`). */
export interface ToolLike {
  /** The tool as the model sees it. */
  definition(): ToolDef;
  /** Runs the tool on arguments that passed its schema. */
  execute(args: unknown, context: ToolContextLike): unknown;
  /** When true, a call without `options.context` is refused before the tool runs. */
  readonly requiresContext?: boolean | undefined;
  /** When true (or a predicate), a call waits for a human's decision (only an approval registry registers it). */
  readonly needsApproval?: unknown;
}

/** The answer to one call, as the registry suite reads it. */
export interface ToolResultLike {
  /** The call's id. */
  readonly callId: string;
  /** The called name. */
  readonly name: string;
  /** The content, without the `error: ` prefix. */
  readonly content: string;
  /** True for every failure. */
  readonly isError: boolean;
  /** The tool message that answers the call. */
  message(): ToolMessage;
  /** What happened, as data: `ok`, `invalid_arguments`, `approval_required`, `denied`, ... */
  readonly kind?: string;
  /** For `approval_required`: the call waiting for a human. */
  readonly pending?: PendingApprovalLike;
}

/** A call waiting for a human, as the approval checks read it. */
export interface PendingApprovalLike {
  /** The id of the call. */
  readonly callId: string;
  /** The tool it would run. */
  readonly toolName: string;
  /** The validated arguments it would run with. */
  readonly arguments: unknown;
  /** Plain data to store and read back with `readPending`. */
  toJSON(): unknown;
}

/** A human's decision, as the approval checks pass it. */
export type ApprovalDecisionLike =
  | { readonly type: "approve" }
  | { readonly type: "deny"; readonly message?: string }
  | { readonly type: "edit"; readonly arguments: unknown };

/** A registry that can put calls to a human (`@tinyllm/tool/approval`'s `ApprovalRegistry`). */
export interface ApprovalRegistryLike extends RegistryLike {
  /** Carries out a decision on a pending approval; rejects, running nothing, when it cannot. */
  resume(pending: PendingApprovalLike, decision: ApprovalDecisionLike): Promise<ToolResultLike>;
  /** Reads a stored pending approval back; rejects for malformed or tampered input. */
  readPending(json: unknown): Promise<PendingApprovalLike>;
}

/** A registry as the registry suite drives it. */
export interface RegistryLike {
  /** Adds a tool; throws on a bad or duplicate tool. */
  register(tool: ToolLike): void;
  /** Registers every tool and returns the registry. */
  mustRegister(...tools: ToolLike[]): unknown;
  /** The tool registered under `name`. */
  get(name: string): unknown;
  /** The registered names. */
  names(): readonly string[];
  /** The tools as the model sees them, sorted by name. */
  definitions(): readonly ToolDef[];
  /** Answers one call; never rejects. */
  call(call: ToolCall, options?: CallOptionsLike): Promise<ToolResultLike>;
  /** Answers a turn's calls, one result per call, in order (optional for the seed contract). */
  callAll?(calls: readonly ToolCall[], options?: CallOptionsLike): Promise<ToolResultLike[]>;
}

/** The options of a call as the registry suite passes them. */
export interface CallOptionsLike {
  /** Cancels the call. */
  readonly signal?: AbortSignal | undefined;
  /** What the call runs for; reaches the tool as `context.context`. */
  readonly context?: unknown;
}

/** What `describeRegistryContract` needs from a tool package: its namespace, or a stand-in. */
export interface ToolModuleLike {
  /** The registry class; the suite constructs it with no arguments. */
  readonly Registry: new () => RegistryLike;
  /** The registry that asks for approval (the approval requirements fail without one). */
  readonly ApprovalRegistry?: (new () => ApprovalRegistryLike) | undefined;
  /** The error a tool throws to speak to the model in its own words. */
  readonly ToolError: new (
    message: string,
  ) => Error;
  /** `^[A-Za-z0-9_-]{1,64}$`. */
  readonly TOOL_NAME_PATTERN: RegExp;
  /** Makes a tool from a name, a description, a schema (object or JSON text) and a function. */
  newTool(
    name: string,
    description: string,
    schema: object | string,
    execute: (args: unknown, context: ToolContextLike) => unknown,
  ): ToolLike;
  /** Makes a tool from a spec whose `execute` receives typed arguments. */
  defineTool(spec: {
    name: string;
    description: string;
    parameters: object;
    execute: (args: unknown, context: ToolContextLike) => unknown;
  }): ToolLike;
}

/** One change a repair made, as a repaired result lists it. */
export interface RepairLike {
  readonly path: string;
  readonly rule: string;
  readonly from: unknown;
  readonly to?: unknown;
}

/** A tool package with opt-in argument repair, as the repair suite drives it. */
export interface RepairModuleLike {
  /** The registry class, with the options the suite uses. */
  readonly Registry: new (options?: {
    readonly repair?: unknown;
    readonly normalizeArguments?: (args: never, toolName: string) => unknown;
  }) => RegistryLike;
  /** As in {@link ToolModuleLike}. */
  newTool(
    name: string,
    description: string,
    schema: object | string,
    execute: (args: unknown, context: ToolContextLike) => unknown,
  ): ToolLike;
  /** The repairer to pass as the registry's `repair` option. */
  conservativeRepair(): unknown;
  /** The changes a result lists, `[]` for a call that was not repaired. */
  repairsOf(result: ToolResultLike): readonly RepairLike[];
}
/** A content part as the content suite reads it (`ContentPart` of `@tinyllm/types`). */
export type ContentPartLike = { readonly type: string } & Readonly<Record<string, unknown>>;

/** A result as the content suite reads it: a registry result with `kind` and `parts()`. */
export interface ContentResultLike extends ToolResultLike {
  /** `ok`, `invalid_result`, ... */
  readonly kind: string;
  /** The checked parts, or one text part holding `content`. */
  parts(): readonly ContentPartLike[];
}

/** What `describeContentContract` needs: a tool package with its content subpath merged in. */
export interface ContentModuleLike {
  /** The registry class, constructed with `{}` or `{ contentLimits }`. */
  readonly Registry: new (options?: {
    contentLimits?: unknown;
  }) => Omit<RegistryLike, "call"> & {
    call(call: ToolCall): Promise<ContentResultLike>;
  };
  /** Makes a tool from a name, a description, a schema and a function. */
  newTool(
    name: string,
    description: string,
    schema: object | undefined,
    execute: (args: unknown, context: ToolContextLike) => unknown,
  ): ToolLike;
  /** The content constructors (`@tinyllm/tool/content`). */
  readonly content: {
    text(text: string): unknown;
    image(source: Uint8Array | { data: string } | { url: string }, mimeType: string): unknown;
    parts(...parts: unknown[]): unknown;
  };
  /** Checks content rules for the registry's `contentLimits` option. */
  contentLimits(options: {
    maxPartBytes?: number;
    maxResultBytes?: number;
    mimeTypes?: { image?: readonly string[] };
  }): unknown;
}

/** A provider projection of results, by name: `(results) => what is sent` (any JSON). */
export type ContentProjections = Readonly<
  Record<string, (results: readonly ContentResultLike[]) => unknown>
>;
