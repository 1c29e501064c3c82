import type { PrefixJudgement, PrefixValidation } from "@tinyllm/schema/prefix";
import { optionRefuser, typeName } from "@tinyllm/types";
import { closestName } from "../call/closest-name.js";
import type { CallOptions } from "../call/read-options.js";
import { issuesOf } from "../call/validate-arguments.js";
import type { Registry } from "../registry.js";
import { DEFAULT_MAX_RESULT_CHARS } from "../registry-options.js";
import {
  cancelledBeforeText,
  invalidArgumentsText,
  unknownToolText,
} from "../result/render-content.js";
import { answer, contentBudget, registryFailure } from "../result/shape-result.js";
import { NO_ISSUES, type ToolIssue } from "../result/tool-issue.js";
import type { ToolResult } from "../result/tool-result.js";
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
  /** The arguments text as read so far: every delta, joined. */
  readonly text: string;
  /** `open` until `finish` or `abort`. */
  readonly status: "open" | "finished" | "aborted";
  /** Reads another piece of the tool name; the name is whole once the first argument delta comes. */
  pushName(piece: string): StreamJudgement;
  /** Reads the next delta of the arguments and answers what the call can still become. */
  push(delta: string): StreamJudgement;
  /** The answer for what was read so far. */
  judgement(): StreamJudgement;
  /**
   * The provider said the call is complete: answers exactly what `registry.call` answers for the
   * whole text, and only now runs the tool. `finalText`, when the provider reports one, must equal
   * the joined deltas, or the call is refused without running. Called again, the same answer.
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
  #name: string;
  #text = "";
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
    // A piece after the arguments began changes the tool: judge the text again, once.
    if (this.#judge !== undefined) {
      this.#judge = undefined;
      this.#validation = undefined;
      this.#lastPrefix = undefined;
      this.#judgement = VIABLE;
      const text = this.#text;
      this.#text = "";
      this.push(text);
    }
    return this.#judgement;
  }

  push(delta: string): StreamJudgement {
    if (this.#status !== "open" || typeof delta !== "string") return this.#judgement;
    if (this.#judge === undefined) this.#resolveName();
    this.#text += delta;
    if (this.#judge === null || delta === "") return this.#judgement;
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
    if (this.#status === "aborted") {
      this.#result = Promise.resolve(
        answer(call, "cancelled", cancelledBeforeText(this.#name), DEFAULT_MAX_RESULT_CHARS),
      );
    } else if (finalText !== undefined && finalText !== this.#text) {
      this.#result = Promise.resolve(
        registryFailure(call, mismatch(finalText, this.#text), DEFAULT_MAX_RESULT_CHARS),
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
        DEFAULT_MAX_RESULT_CHARS,
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
      const budget = contentBudget("invalid_arguments", DEFAULT_MAX_RESULT_CHARS);
      const result = answer(
        { callId: this.id, name: this.#name },
        "invalid_arguments",
        invalidArgumentsText(this.#name, issues, budget),
        DEFAULT_MAX_RESULT_CHARS,
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

function mismatch(finalText: string, streamed: string): string {
  let at = 0;
  while (at < finalText.length && at < streamed.length && finalText[at] === streamed[at]) at++;
  return `the final arguments (${finalText.length} characters) differ from the ${streamed.length} characters streamed, from offset ${at}; the tool did not run`;
}
