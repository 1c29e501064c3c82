import { describeThrown, type Json } from "@tinyllm/types";
import type { RegistrySettings } from "../registry-options.js";
import {
  argumentsTooLargeText,
  cancelledBeforeText,
  invalidArgumentsText,
} from "../result/render-content.js";
import {
  answer,
  type CallIdentity,
  issuesAnswer,
  registryFailure,
} from "../result/shape-result.js";
import { NO_ISSUES, type ToolIssue } from "../result/tool-issue.js";
import { ToolResult } from "../result/tool-result.js";
import type { ApprovalStep } from "./approval-step.js";
import { CallContext } from "./call-context.js";
import { type CallHooks, withHooks } from "./call-hooks.js";
import type { Deadlines } from "./deadlines.js";
import { findTool, type ToolLookup } from "./find-tool.js";
import { sortIssues } from "./issue-order.js";
import { type ArgumentsOutcome, overflowIssues, readArguments } from "./read-arguments.js";
import { type ReadCall, readCall } from "./read-call.js";
import type { ArgumentNormalizer, CallSettings } from "./read-options.js";
import { runTool } from "./run-tool.js";
import { isThenable, type ValidationOutcome } from "./validate-arguments.js";

/** What the pipeline reads from the registry: its tools, its settings and its timeout queues. */
export interface CallEnvironment extends ToolLookup, RegistrySettings {
  /** The registry's hooks, or `undefined` when it has none. */
  readonly hooks: CallHooks | undefined;
  readonly deadlines: Deadlines;
  /** Makes the approval gate of a tool that needs one: `ApprovalRegistry`'s, or a refusal. */
  readonly approval: ApprovalStep;
  /** Whether any registered tool is `sequential`: when none is, `callAll` need not look. */
  hasSequential(): boolean;
}

/**
 * One call through the pipeline: read the call, find the tool, read the arguments, validate,
 * run, shape the result. A result at once when no promise is involved. Never throws.
 */
export function answerCall(
  environment: CallEnvironment,
  toolCall: unknown,
  settings: CallSettings | string,
): ToolResult | Promise<ToolResult> {
  const call = readCall(toolCall);
  // No closure on the common path: a call without hooks is answered directly.
  if (environment.hooks === undefined) return answerSafely(environment, call, settings);
  return withHooks(environment.hooks, call, () => answerSafely(environment, call, settings));
}

function answerSafely(
  environment: CallEnvironment,
  call: ReadCall,
  settings: CallSettings | string,
): ToolResult | Promise<ToolResult> {
  try {
    const result = answerRead(environment, call, settings);
    // The whole hook: the repairer (@tinyllm/tool/repair) decides what it answers (README: budget).
    // The call's own `repair` wins over the registry's; `"off"` (no function) means none.
    const repair = (settings as Partial<CallSettings>).repair ?? environment.repair;
    return typeof repair === "function" ? repair(result, environment, call, settings) : result;
  } catch (error) {
    return registryFailure(call, describeThrown(error), environment.maxResultChars);
  }
}

function answerRead(
  environment: CallEnvironment,
  call: ReadCall,
  settings: CallSettings | string,
): ToolResult | Promise<ToolResult> {
  // Every refusal is built out of line (`refuseCall`, `refuseArguments`, ...): the steps that run
  // on every call stay small enough for the engine to inline them into one another.
  if (call.unreadable !== undefined || typeof settings === "string") {
    return refuseCall(environment, call, settings);
  }
  const { maxResultChars } = environment;
  if (settings.watch?.aborted === true) return cancelledBefore(call, maxResultChars);
  const found = findTool(environment, call, maxResultChars);
  if (found instanceof ToolResult) return found;
  const read = readArguments(call.rawArguments, environment.maxArgumentBytes);
  if (!read.ok) return refuseArguments(environment, call, read);
  let value = read.value;
  const normalize = settings.normalize ?? environment.normalizeArguments;
  if (normalize !== undefined) {
    const rewritten = normalized(normalize, value, call.name);
    if (!rewritten.ok) return registryFailure(call, rewritten.what, maxResultChars);
    value = rewritten.value;
  }
  // One object per call: the run step's options and the tool's context, built before validation,
  // so the validate step's continuation needs no object of its own.
  const run = new CallContext(environment, found, call, settings, value, read.text);
  const outcome = found.prepared.validator.validate(value);
  if (!isThenable(outcome)) return decide(run, read, outcome);
  return decideLater(run, read, outcome);
}

/** The read-arguments step's outcome for arguments it could parse. */
type Parsed = Extract<ArgumentsOutcome, { ok: true }>;

/** A call that could not be read, or options that cannot be used: refused before any tool runs. */
function refuseCall(
  environment: CallEnvironment,
  call: ReadCall,
  settings: CallSettings | string,
): ToolResult {
  return registryFailure(
    call,
    call.unreadable ?? `${settings as string}; the tool did not run`,
    environment.maxResultChars,
  );
}

function cancelledBefore(call: CallIdentity, maxResultChars: number): ToolResult {
  return answer(call, "cancelled", cancelledBeforeText(call.name), maxResultChars);
}

/** Arguments that are not a string of JSON, not JSON, or too large. */
function refuseArguments(
  environment: CallEnvironment,
  call: ReadCall,
  read: Extract<ArgumentsOutcome, { ok: false }>,
): ToolResult {
  const { maxResultChars } = environment;
  if (read.kind === "invalid_arguments") {
    return refuseIssues(call, maxResultChars, sortIssues(read.issues));
  }
  const content = argumentsTooLargeText(call.name, read.bytes ?? 0, environment.maxArgumentBytes);
  return answer(call, read.kind, content, maxResultChars, { issues: read.issues });
}

/** The normalizer's rewrite of the arguments, or the words for what it threw. */
function normalized(
  normalize: ArgumentNormalizer,
  value: Json,
  toolName: string,
): { readonly ok: true; readonly value: Json } | { readonly ok: false; readonly what: string } {
  try {
    return { ok: true, value: normalize(value, toolName) };
  } catch (error) {
    return {
      ok: false,
      what: `normalizeArguments threw: ${describeThrown(error)}; the tool did not run`,
    };
  }
}

/** A foreign validator answered with a promise: the call goes on when it does, and never rejects. */
function decideLater(
  run: CallContext,
  read: Parsed,
  outcome: PromiseLike<ValidationOutcome>,
): Promise<ToolResult> {
  const { call, maxResultChars } = run;
  const failed = (error: unknown): ToolResult =>
    registryFailure(call, `the validator threw: ${describeThrown(error)}`, maxResultChars);
  return Promise.resolve(outcome).then((settled) => {
    try {
      return decide(run, read, settled);
    } catch (error) {
      return failed(error);
    }
  }, failed);
}

/**
 * After validation: refuse with the issues (those of numbers too large to represent first), or
 * (unless cancelled meanwhile) run the tool, on the validator's output when it gave one.
 */
function decide(
  run: CallContext,
  read: Parsed,
  outcome: ValidationOutcome,
): ToolResult | Promise<ToolResult> {
  const { call, maxResultChars } = run;
  const overflow = overflowIssues(read.text, read.value);
  const issues = mergeIssues(overflow, outcome.ok ? NO_ISSUES : outcome.issues);
  if (issues.length > 0) return refuseIssues(call, maxResultChars, issues);
  if (run.watch?.aborted === true) return cancelledBefore(call, maxResultChars);
  // Validated first: a call the schema refuses is never put to a human.
  if (run.approve) return run.approve(run, outcome);
  // A foreign validator's output (a zod transform) is what the tool gets.
  if (outcome.ok && "value" in outcome) run.args = outcome.value;
  return runTool(run);
}

/** Arguments that are not JSON, or fail the schema: `invalid_arguments` with the issues. */
function refuseIssues(
  call: CallIdentity,
  maxResultChars: number,
  issues: readonly ToolIssue[],
): ToolResult {
  return issuesAnswer(call, "invalid_arguments", invalidArgumentsText, issues, maxResultChars);
}

/**
 * The validator's issues with those of numbers too large to represent: the validator's words
 * at such a path (`got Infinity`) are about a value the model never wrote, so they give way.
 */
function mergeIssues(
  overflow: readonly ToolIssue[],
  issues: readonly ToolIssue[],
): readonly ToolIssue[] {
  if (overflow.length === 0) return issues.length < 2 ? issues : sortIssues(issues);
  const paths = new Set(overflow.map((issue) => issue.path));
  return sortIssues([...overflow, ...issues.filter((issue) => !paths.has(issue.path))]);
}
