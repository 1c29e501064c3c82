import type { PrefixJudgement, PrefixValidation } from "@tinyllm/schema/prefix";
import { optionRefuser, typeName } from "@tinyllm/types";
import { closestName } from "../call/closest-name.js";
import type { CallOptions } from "../call/read-options.js";
import { issuesOf } from "../call/validate-arguments.js";
import type { Registry } from "../registry.js";
import {
  cancelledBeforeText,
  invalidArgumentsText,
  unknownToolText,
} from "../result/render-content.js";
import { answer, contentBudget, registryFailure } from "../result/shape-result.js";
import { NO_ISSUES, type ToolIssue } from "../result/tool-issue.js";
import type { ToolResult } from "../result/tool-result.js";
import { utf8Length } from "../result/utf8-length.js";
import {
  ByteCounter,
  limitsOf,
  overLimitAnswer,
  type StreamLimits,
  tooLargeResult,
} from "./argument-limit.js";
import { type StreamJudge, streamJudgeOf, syntaxJudge } from "./stream-judges.js";
import { InvalidStreamOptionError } from "./stream-option-error.js";

/**
 * What a streaming call can still become:
 * - `viable`: it may still pass; `unlessRepeated` lists issues that stand unless the model gives
 *   a key again (JSON keeps a repeated key's last value): a model that does not repeat keys has lost;
 * - `invalid`: no completion can pass; `result` is the refusal to send the model if you stop here;
 * - `complete`: the arguments are one whole JSON value; `issues` is what validation says of it.
 */
export type StreamJudgement =
  | { readonly state: "viable"; readonly unlessRepeated: readonly ToolIssue[] }
  | {
      readonly state: "invalid";
      readonly issues: readonly ToolIssue[];
      readonly result: ToolResult;
    }
  | { readonly state: "complete"; readonly issues: readonly ToolIssue[] };

/** How a stream is opened: the call's id and its tool name (or the first piece of it). */
export interface StreamOpenOptions<C = unknown> {
  /** The provider's id for the call. */
  readonly id: string;
  /** The tool name, or its first piece (more with `pushName`); `""` when none came yet. */
  readonly name?: string | undefined;
  /** The options `finish` passes to `registry.call`. */
  readonly callOptions?: CallOptions<C> | undefined;
  /**
   * `"schema"` (the default): judge the tool's schema as the text comes; `"syntax"`: only JSON
   * syntax, for a registry whose `normalizeArguments` rewrites arguments before validation;
   * `"name"`: only the tool name, for a registry that repairs arguments (`repair`), which may
   * accept text that is not JSON yet (a code fence, a trailing comma).
   */
  readonly judge?: "schema" | "syntax" | "name" | undefined;
}

const OPTION_NAMES = Object.keys({
  id: 1,
  name: 1,
  callOptions: 1,
  judge: 1,
} satisfies { [Name in keyof StreamOpenOptions]-?: 1 });

const refuseUnknown = optionRefuser(InvalidStreamOptionError);

const VIABLE: StreamJudgement = Object.freeze({ state: "viable", unlessRepeated: NO_ISSUES });

/** One tool call whose name and arguments arrive in pieces; it runs only at `finish`. */
export interface ToolCallStream {
  /** The call's id. */
  readonly id: string;
  /** The tool name as read so far. */
  readonly name: string;
  /**
   * The arguments text as read so far: every delta, joined. Once over the registry's
   * `maxArgumentBytes`, the text before the delta that went over (no more is kept).
   */
  readonly text: string;
  /** `open` until `finish` or `abort`. */
  readonly status: "open" | "finished" | "aborted";
  /** Reads another piece of the tool name; the name is whole once the first argument delta comes. */
  pushName(piece: string): StreamJudgement;
  /**
   * Reads the next delta of the arguments and answers what the call can still become. Past the
   * registry's `maxArgumentBytes` it answers `invalid` with the registry's refusal for the text
   * so far (`arguments_too_large`), and keeps only the counts of what comes after.
   */
  push(delta: string): StreamJudgement;
  /** The answer for what was read so far. */
  judgement(): StreamJudgement;
  /**
   * The provider said the call is complete: answers exactly what `registry.call` answers for the
   * whole text, and only now runs the tool. `finalText`, when the provider reports one, must equal
   * the joined deltas, or the call is refused without running (past `maxArgumentBytes`, its
   * length, its UTF-8 size and the text kept are compared). Called again, the same answer.
   */
  finish(finalText?: string): Promise<ToolResult>;
  /** Ends the call without running it; a later `finish` answers `cancelled`. */
  abort(): void;
}

/**
 * Opens a streaming tool call on a registry. Nothing runs before `finish`, whatever the text
 * looks like. Throws `InvalidStreamOptionError` for an option it cannot use.
 */
export function openStream<C>(
  registry: Registry<C>,
  options: StreamOpenOptions<C>,
): ToolCallStream {
  if (typeof options !== "object" || options === null) {
    throw new InvalidStreamOptionError(
      `openStream options are ${typeName(options)}; expected an object`,
    );
  }
  refuseUnknown(options, "openStream", OPTION_NAMES);
  const { id, name = "", callOptions, judge = "schema" } = options;
  if (typeof id !== "string") {
    throw new InvalidStreamOptionError(`openStream id is ${typeName(id)}; expected a string`);
  }
  if (typeof name !== "string") {
    throw new InvalidStreamOptionError(`openStream name is ${typeName(name)}; expected a string`);
  }
  if (judge !== "schema" && judge !== "syntax" && judge !== "name") {
    throw new InvalidStreamOptionError(
      `openStream judge is ${typeName(judge)}; expected "schema", "syntax" or "name"`,
    );
  }
  // A normalizer may turn refused arguments into accepted ones: only syntax can be judged then.
  const mode =
    judge === "schema" && callOptions?.normalizeArguments !== undefined ? "syntax" : judge;
  return new StreamingCall(registry, id, name, callOptions, mode);
}

class StreamingCall<C> implements ToolCallStream {
  readonly id: string;
  readonly #registry: Registry<C>;
  readonly #callOptions: CallOptions<C> | undefined;
  readonly #mode: "schema" | "syntax" | "name";
  readonly #limits: StreamLimits;
  #name: string;
  #text = "";
  #counter: ByteCounter;
  /** Whether the text went over `maxArgumentBytes`: nothing more is kept or judged. */
  #over = false;
  #status: "open" | "finished" | "aborted" = "open";
  /** The tool's judge once the name is whole; null for an unknown name or when only names are judged. */
  #judge: StreamJudge | null | undefined;
  #validation: PrefixValidation | undefined;
  /** Whether the arguments begin with `n`: `null` means `{}` to the registry. */
  #nullRoot = false;
  #judgement: StreamJudgement = VIABLE;
  #lastPrefix: PrefixJudgement | undefined;
  #result: Promise<ToolResult> | undefined;

  constructor(
    registry: Registry<C>,
    id: string,
    name: string,
    callOptions: CallOptions<C> | undefined,
    mode: "schema" | "syntax" | "name",
  ) {
    this.#registry = registry;
    this.id = id;
    this.#name = name;
    this.#callOptions = callOptions;
    this.#mode = mode;
    this.#limits = limitsOf(registry);
    this.#counter = new ByteCounter(this.#limits.maxArgumentBytes);
  }

  get name(): string {
    return this.#name;
  }

  get text(): string {
    return this.#text;
  }

  get status(): "open" | "finished" | "aborted" {
    return this.#status;
  }

  judgement(): StreamJudgement {
    return this.#judgement;
  }

  pushName(piece: string): StreamJudgement {
    if (this.#status !== "open" || typeof piece !== "string" || piece === "")
      return this.#judgement;
    this.#name += piece;
    if (this.#over) {
      // No text to judge again: the size refuses it under any tool the name finds.
      this.#judge = undefined;
      this.#resolveName();
      this.#refuseOverLimit();
      return this.#judgement;
    }
    // A piece after the arguments began changes the tool: judge the text again, once.
    if (this.#judge !== undefined) {
      this.#judge = undefined;
      this.#validation = undefined;
      this.#lastPrefix = undefined;
      this.#judgement = VIABLE;
      const text = this.#text;
      this.#text = "";
      this.#counter = new ByteCounter(this.#limits.maxArgumentBytes);
      this.push(text);
    }
    return this.#judgement;
  }

  push(delta: string): StreamJudgement {
    if (this.#status !== "open" || typeof delta !== "string") return this.#judgement;
    if (this.#judge === undefined) this.#resolveName();
    if (delta === "") return this.#judgement;
    if (this.#counter.add(delta, this.#text) || this.#over) {
      if (!this.#over) {
        this.#over = true;
        this.#validation = undefined;
        this.#lastPrefix = undefined;
        this.#refuseOverLimit();
      }
      return this.#judgement;
    }
    this.#text += delta;
    if (this.#judge === null) return this.#judgement;
    let validation = this.#validation;
    if (validation === undefined) {
      // The judge begins at the first character that is not whitespace: `null` reads as `{}`.
      const start = firstNonSpace(this.#text);
      if (start < 0) return this.#judgement;
      this.#nullRoot = this.#text.charCodeAt(start) === 0x6e;
      const judge = this.#nullRoot ? syntaxJudge() : (this.#judge as StreamJudge);
      validation = judge.prefix.begin();
      this.#validation = validation;
      return this.#answer(validation.push(this.#text));
    }
    return this.#answer(validation.push(delta));
  }

  finish(finalText?: string): Promise<ToolResult> {
    if (this.#result !== undefined) return this.#result;
    const call = { callId: this.id, name: this.#name };
    const maxChars = this.#limits.maxResultChars;
    if (this.#status === "aborted") {
      this.#result = Promise.resolve(
        answer(call, "cancelled", cancelledBeforeText(this.#name), maxChars),
      );
    } else if (finalText !== undefined && this.#differs(finalText)) {
      this.#result = Promise.resolve(
        registryFailure(call, mismatch(finalText, this.#text, this.#counter.length), maxChars),
      );
    } else if (this.#over) {
      const bytes = this.#counter.bytes;
      this.#result = Promise.resolve(
        overLimitAnswer(this.#limits, call, this.#callOptions, bytes) ??
          tooLargeResult(call, bytes, this.#limits),
      );
    } else {
      this.#result = this.#registry.call(
        { id: this.id, type: "function", function: { name: this.#name, arguments: this.#text } },
        this.#callOptions,
      );
    }
    this.#status = this.#status === "aborted" ? "aborted" : "finished";
    return this.#result;
  }

  abort(): void {
    if (this.#status === "open") this.#status = "aborted";
  }

  /** Whether the provider's final text is not the text streamed (past the limit, as far as kept). */
  #differs(finalText: string): boolean {
    if (!this.#over) return finalText !== this.#text;
    return (
      finalText.length !== this.#counter.length ||
      !finalText.startsWith(this.#text) ||
      utf8Length(finalText) !== this.#counter.bytes
    );
  }

  /** Over the limit: the registry's refusal for the text so far, unless the name is unknown. */
  #refuseOverLimit(): void {
    if (this.#judge === null && this.#judgement.state === "invalid") return;
    const result = tooLargeResult(
      { callId: this.id, name: this.#name },
      this.#counter.bytes,
      this.#limits,
    );
    this.#judgement = { state: "invalid", issues: result.issues, result };
  }

  #resolveName(): void {
    const name = this.#name;
    const judge = streamJudgeOf(this.#registry, name);
    if (judge === undefined) {
      this.#judge = null;
      const names = this.#registry.names();
      const suggestion = closestName(name, names);
      const result = answer(
        { callId: this.id, name },
        "unknown_tool",
        unknownToolText(name, names, suggestion),
        this.#limits.maxResultChars,
        { suggestion },
      );
      this.#judgement = { state: "invalid", issues: NO_ISSUES, result };
      return;
    }
    // Judging names only: the arguments stay `viable` until `finish`, whatever they look like.
    this.#judge = this.#mode === "name" ? null : this.#mode === "syntax" ? syntaxJudge() : judge;
  }

  /** The call's answer for the prefix judge's: made again only when that one changed. */
  #answer(prefix: PrefixJudgement): StreamJudgement {
    if (prefix === this.#lastPrefix) return this.#judgement;
    this.#lastPrefix = prefix;
    this.#judgement = this.#translate(prefix);
    return this.#judgement;
  }

  #translate(prefix: PrefixJudgement): StreamJudgement {
    if (prefix.state === "viable") {
      return prefix.unlessRepeated.length === 0
        ? VIABLE
        : { state: "viable", unlessRepeated: issuesOf(prefix.unlessRepeated) };
    }
    if (prefix.state === "invalid") {
      // Over validateJSON's length limit says nothing of the call: the registry parses the text
      // itself, within its own maxArgumentBytes.
      if (prefix.issues.some((issue) => issue.code === "too_large")) return VIABLE;
      const issues = issuesOf(prefix.issues);
      const maxChars = this.#limits.maxResultChars;
      const budget = contentBudget("invalid_arguments", maxChars);
      const result = answer(
        { callId: this.id, name: this.#name },
        "invalid_arguments",
        invalidArgumentsText(this.#name, issues, budget),
        maxChars,
        { issues },
      );
      return { state: "invalid", issues, result };
    }
    const judge = this.#judge as StreamJudge;
    if (!judge.judgesSchema) return { state: "complete", issues: NO_ISSUES };
    // `null` is `{}` to the registry: the schema judges that.
    const errors = this.#nullRoot ? judge.prefix.schema.validate({}) : prefix.errors;
    return { state: "complete", issues: issuesOf(errors) };
  }
}

function firstNonSpace(text: string): number {
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    if (unit !== 0x20 && unit !== 0x0a && unit !== 0x0d && unit !== 0x09) return index;
  }
  return -1;
}

/** Past the limit `kept` is only the start of what was streamed (`streamedLength` in all). */
function mismatch(finalText: string, kept: string, streamedLength: number): string {
  let at = 0;
  while (at < finalText.length && at < kept.length && finalText[at] === kept[at]) at++;
  return `the final arguments (${finalText.length} characters) differ from the ${streamedLength} characters streamed, from offset ${at}; the tool did not run`;
}
