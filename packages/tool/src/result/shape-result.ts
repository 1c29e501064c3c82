import { describeThrown, type Json } from "@tinyllm/types";
import { isThenable, type ValidationOutcome } from "../call/validate-arguments.js";
import type { ContentLimits } from "../content/content-limits.js";
import type { PreparedOutput } from "../define/prepare-tool.js";
import { CONTENT_CHECK } from "./content-key.js";
import {
  invalidOutputText,
  registryFailedText,
  toolFailedText,
  unserialisableResultText,
} from "./render-content.js";
import { serializeResult } from "./serialize-result.js";
import { ToolError } from "./tool-error.js";
import { type ToolIssue, toolIssue } from "./tool-issue.js";
import { ToolResult, type ToolResultKind } from "./tool-result.js";
import { truncateMiddle } from "./truncate.js";

/** What `message()` puts before a failure's content; it counts against `maxResultChars` too. */
const ERROR_PREFIX = "error: ";

/** Which call a result answers. */
export interface CallIdentity {
  /** The call's id, `""` when it had none. */
  readonly callId: string;
  /** The tool name the call used. */
  readonly name: string;
}

/** The most characters the content of a result of this kind may have, so `message()` stays within `maxChars`. */
export function contentBudget(kind: ToolResultKind, maxChars: number): number {
  return kind === "ok" ? maxChars : maxChars - ERROR_PREFIX.length;
}

/** A result with its content cut so that what the model reads is at most `maxChars`. */
export function answer(
  call: CallIdentity,
  kind: ToolResultKind,
  content: string,
  maxChars: number,
  extra?: {
    readonly issues?: readonly ToolIssue[];
    readonly suggestion?: string | undefined;
    readonly structuredContent?: Json;
  },
): ToolResult {
  // Every field written, none spread: one object shape for every result (a spread cost 15 ns).
  return new ToolResult({
    callId: call.callId,
    name: call.name,
    kind,
    content: truncateMiddle(content, contentBudget(kind, maxChars)),
    issues: extra?.issues,
    suggestion: extra?.suggestion,
    structuredContent: extra?.structuredContent,
  });
}

/** A refusal with issues as data: its content the lines `text` writes within the content budget. */
export function issuesAnswer(
  call: CallIdentity,
  kind: ToolResultKind,
  text: (name: string, issues: readonly ToolIssue[], budget: number) => string,
  issues: readonly ToolIssue[],
  maxChars: number,
): ToolResult {
  const content = text(call.name, issues, contentBudget(kind, maxChars));
  return answer(call, kind, content, maxChars, { issues });
}

/** The result for a call the registry could not handle: `tool_failed`, "failed in the registry". */
export function registryFailure(call: CallIdentity, what: string, maxChars: number): ToolResult {
  return answer(call, "tool_failed", registryFailedText(call.name, what), maxChars);
}

/** What shaping a returned value reads (the run step's options hold it all). */
export interface ShapeOptions {
  /** Which call this answers. */
  readonly call: CallIdentity;
  /** The tool's output schema, when it has one. */
  readonly output: PreparedOutput | undefined;
  /** The longest content a result may have. */
  readonly maxResultChars: number;
  /** The registry's `contentLimits`, `undefined` for the defaults. */
  readonly contentLimits: ContentLimits | undefined;
}

/** A value that may carry the check of `@tinyllm/tool/content` under {@link CONTENT_CHECK}. */
type Checked = { readonly [CONTENT_CHECK]?: (options: ShapeOptions) => ToolResult } | undefined;

/**
 * The shape-result step for a tool that returned `value`: its content (a string as it is, content
 * parts by their own check, other values as JSON); with an output schema, the value must pass it
 * and becomes `structuredContent`.
 */
export function shapeValue(shape: ShapeOptions, value: unknown): ToolResult | Promise<ToolResult> {
  const { call, output, maxResultChars } = shape;
  if (output === undefined && typeof value === "string") {
    return answer(call, "ok", value, maxResultChars);
  }
  // Only a value made by the content constructors has a check; a look-alike is plain JSON.
  const check = (value as Checked)?.[CONTENT_CHECK];
  if (typeof check === "function") return check.call(value, shape);
  return shapeSerialized(call, value, output, maxResultChars);
}

/** A value that is not a string, or any value with an output schema: serialised, then judged. */
function shapeSerialized(
  call: CallIdentity,
  value: unknown,
  output: PreparedOutput | undefined,
  maxChars: number,
): ToolResult | Promise<ToolResult> {
  // A string reaches here only with an output schema: a JSON string like any value, never text to parse.
  const serialized = serializeResult(value);
  if (!serialized.ok) {
    const content = unserialisableResultText(call.name, serialized.problem);
    return answer(call, "invalid_result", content, maxChars, {
      issues: [toolIssue("unserialisable_result", "$", content)],
    });
  }
  if (output === undefined) return answer(call, "ok", serialized.text, maxChars);
  // The value as JSON sends it (toJSON applied, undefined dropped) is what the schema judges.
  const structured = (serialized.text === "" ? null : JSON.parse(serialized.text)) as Json;
  let outcome: ValidationOutcome | PromiseLike<ValidationOutcome>;
  try {
    outcome = output.validator.validate(structured);
  } catch (error) {
    return shapeThrown(call, error, maxChars);
  }
  const finish = (judged: ValidationOutcome): ToolResult => {
    if (judged.ok) {
      return answer(call, "ok", serialized.text, maxChars, { structuredContent: structured });
    }
    return issuesAnswer(call, "invalid_result", invalidOutputText, judged.issues, maxChars);
  };
  if (!isThenable(outcome)) return finish(outcome);
  return Promise.resolve(outcome).then(finish, (error: unknown) =>
    shapeThrown(call, error, maxChars),
  );
}

/** The shape-result step for a tool that threw or rejected: a `ToolError`'s words, or "tool NAME failed: ...". */
export function shapeThrown(call: CallIdentity, error: unknown, maxChars: number): ToolResult {
  if (ToolError.isInstance(error)) {
    let message: string;
    try {
      message = String(error.message);
    } catch {
      message = describeThrown(error);
    }
    return answer(call, "tool_error", message, maxChars);
  }
  return answer(call, "tool_failed", toolFailedText(call.name, error), maxChars);
}
