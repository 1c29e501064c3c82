import type { ContentPart, Json, ToolMessage } from "@tinyllm/types";
import { deepFreeze } from "../deep-freeze.js";
import { NO_ISSUES, type ToolIssue } from "./tool-issue.js";

/**
 * What happened to a call, for programs: `ok`, or the failure kind. Provider adapters map
 * every kind but `ok` to their error flag (Anthropic's `is_error`, MCP's `isError`).
 */
export type ToolResultKind =
  /** The tool ran and returned; the content is its output. */
  | "ok"
  /** No tool has the name the model used; `suggestion` may name the one it meant. */
  | "unknown_tool"
  /** The arguments were not JSON, or failed the tool's schema; the tool did not run. */
  | "invalid_arguments"
  /** The arguments were over `maxArgumentBytes`; they were not parsed and the tool did not run. */
  | "arguments_too_large"
  /** The tool threw or rejected with a `ToolError`; the content is its message. */
  | "tool_error"
  /** The tool threw or rejected with anything else, or the registry could not run the call. */
  | "tool_failed"
  /** The tool returned a value that cannot be serialised as JSON, or that fails its `outputSchema`. */
  | "invalid_result"
  /** The tool ran past its timeout; its signal was aborted, but it may still be running. */
  | "timeout"
  /** The caller's signal aborted, before the tool started or while it ran. */
  | "cancelled"
  /** The tool needs a human's approval (`@tinyllm/tool/approval`); it has not run. */
  | "approval_required"
  /** A human denied the call; the content is the human's message, which is what the model reads. */
  | "denied";

/** The fields a {@link ToolResult} is made of. */
export interface ToolResultFields {
  /** The id of the call this answers (`""` when the call had none). */
  readonly callId: string;
  /** The tool name the call used, as the model wrote it. */
  readonly name: string;
  /** What happened. */
  readonly kind: ToolResultKind;
  /** What the model reads (without the `error: ` prefix). */
  readonly content: string;
  /** The problems found, for `invalid_arguments`, `arguments_too_large` and `invalid_result`. */
  readonly issues?: readonly ToolIssue[] | undefined;
  /** For `unknown_tool`: the registered name the model most likely meant. */
  readonly suggestion?: string | undefined;
  /** For `ok` from a tool with an `outputSchema`: the value it returned, which passed it. */
  readonly structuredContent?: Json | undefined;
  /** For `ok` from a tool that returned content parts (`@tinyllm/tool/content`): the parts, checked. */
  readonly parts?: readonly ContentPart[] | undefined;
}

/**
 * The answer to one call: always produced, whatever went wrong. Immutable: its fields are getters
 * over private state, `issues` and `structuredContent` are frozen, so a hook that receives it
 * cannot change what the caller and the model read.
 */
export class ToolResult {
  readonly #callId: string;
  readonly #name: string;
  readonly #kind: ToolResultKind;
  readonly #content: string;
  readonly #issues: readonly ToolIssue[];
  readonly #suggestion: string | undefined;
  readonly #structuredContent: Json | undefined;
  readonly #parts: readonly ContentPart[] | undefined;

  constructor(fields: ToolResultFields) {
    this.#callId = fields.callId;
    this.#name = fields.name;
    this.#kind = fields.kind;
    this.#content = fields.content;
    const issues = fields.issues;
    this.#issues = issues === undefined || issues.length === 0 ? NO_ISSUES : frozenIssues(issues);
    this.#suggestion = fields.suggestion;
    const structured = fields.structuredContent;
    this.#structuredContent = structured === undefined ? undefined : deepFreeze(structured);
    this.#parts =
      fields.parts &&
      (deepFreeze(fields.parts as unknown as Json) as unknown as readonly ContentPart[]);
  }

  /** The id of the call this answers (`""` when the call had none). */
  get callId(): string {
    return this.#callId;
  }

  /** The tool name the call used, as the model wrote it. */
  get name(): string {
    return this.#name;
  }

  /** What happened, for programs. */
  get kind(): ToolResultKind {
    return this.#kind;
  }

  /** The tool's output, or the words that explain the failure (without the `error: ` prefix). */
  get content(): string {
    return this.#content;
  }

  /** The problems behind `invalid_arguments`, `arguments_too_large` or `invalid_result`, as data; else `[]`. */
  get issues(): readonly ToolIssue[] {
    return this.#issues;
  }

  /** For `unknown_tool`: the registered name the model most likely meant, when one is close. */
  get suggestion(): string | undefined {
    return this.#suggestion;
  }

  /** For `ok` from a tool with an `outputSchema`: its returned value (`content` is its JSON text). */
  get structuredContent(): Json | undefined {
    return this.#structuredContent;
  }

  /**
   * The result as content parts: a tool's checked parts (frozen), else a fresh list of one text
   * part holding `content`. `message()` stays text: parts are for providers that take them.
   */
  parts(): readonly ContentPart[] {
    return this.#parts ?? [{ type: "text", text: this.#content }];
  }

  /** Whether the call failed: every kind but `ok`. */
  get isError(): boolean {
    return this.#kind !== "ok";
  }

  /** The tool message that answers the call; a failure's content is prefixed `error: `. */
  message(): ToolMessage {
    return {
      role: "tool",
      tool_call_id: this.#callId,
      content: this.#kind === "ok" ? this.#content : `error: ${this.#content}`,
    };
  }

  /** The fields as plain data, for logs and `JSON.stringify`. */
  toJSON(): ToolResultFields {
    // Optional fields only when set, in this order (no spreads: smaller once bundled).
    const json: { -readonly [K in keyof ToolResultFields]: ToolResultFields[K] } = {
      callId: this.#callId,
      name: this.#name,
      kind: this.#kind,
      content: this.#content,
      issues: this.#issues,
    };
    if (this.#suggestion !== undefined) json.suggestion = this.#suggestion;
    if (this.#structuredContent !== undefined) json.structuredContent = this.#structuredContent;
    if (this.#parts) json.parts = this.#parts;
    return json;
  }
}

function frozenIssues(issues: readonly ToolIssue[]): readonly ToolIssue[] {
  if (Object.isFrozen(issues)) return issues;
  return Object.freeze(issues.map((issue) => Object.freeze({ ...issue })));
}
