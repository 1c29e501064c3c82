import { describeThrown, type Json } from "@tinyllm/types";
import { type CallHooks, withHooks } from "./call-hooks.js";
import type { Deadlines } from "./deadlines.js";
import { findTool, type RegisteredTool, type ToolLookup } from "./find-tool.js";
import { sortIssues } from "./issue-order.js";
import { readArguments } from "./read-arguments.js";
import { type ReadCall, readCall } from "./read-call.js";
import type { ArgumentNormalizer, CallSettings } from "./read-options.js";
import {
  argumentsTooLargeText,
  cancelledBeforeText,
  invalidArgumentsText,
  registryFailedText,
} from "./render-content.js";
import { runTool } from "./run-tool.js";
import { answer, type CallIdentity, contentBudget } from "./shape-result.js";
import type { ToolIssue } from "./tool-issue.js";
import { ToolResult } from "./tool-result.js";
import type { ValidationOutcome } from "./validate-arguments.js";

/** What the pipeline reads from the registry: its tools and its limits. */
export interface CallEnvironment extends ToolLookup {
  /** The registry's hooks, or `undefined` when it has none. */
  readonly hooks: CallHooks | undefined;
  readonly timeoutMs: number | undefined;
  readonly maxArgumentBytes: number;
  readonly maxResultChars: number;
  readonly deadlines: Deadlines;
  readonly normalize: ArgumentNormalizer | undefined;
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
    return answerRead(environment, call, settings);
  } catch (error) {
    return registryFailure(call, describeThrown(error), environment.maxResultChars);
  }
}

/** The result for a call the registry could not handle: `tool_failed`, "failed in the registry". */
export function registryFailure(call: CallIdentity, what: string, maxChars: number): ToolResult {
  return answer(call, "tool_failed", registryFailedText(call.name, what), maxChars);
}

function answerRead(
  environment: CallEnvironment,
  call: ReadCall,
  settings: CallSettings | string,
): ToolResult | Promise<ToolResult> {
  const { maxResultChars } = environment;
  if (call.unreadable !== undefined) return registryFailure(call, call.unreadable, maxResultChars);
  // Options that cannot be used are refused before any tool runs, the same for every tool.
  if (typeof settings === "string") {
    return registryFailure(call, `${settings}; the tool did not run`, maxResultChars);
  }
  if (settings.watch?.aborted === true) {
    return answer(call, "cancelled", cancelledBeforeText(call.name), maxResultChars);
  }
  const found = findTool(environment, call, maxResultChars);
  if (found instanceof ToolResult) return found;
  const { prepared } = found;
  const read = readArguments(call.rawArguments, environment.maxArgumentBytes);
  if (!read.ok) {
    const content =
      read.kind === "arguments_too_large"
        ? argumentsTooLargeText(call.name, read.bytes ?? 0, environment.maxArgumentBytes)
        : invalidArgumentsText(
            call.name,
            read.issues,
            contentBudget("invalid_arguments", maxResultChars),
          );
    return answer(call, read.kind, content, maxResultChars, { issues: sortIssues(read.issues) });
  }
  let value: Json = read.value;
  const normalize = settings.normalize ?? environment.normalize;
  if (normalize !== undefined) {
    try {
      value = normalize(value, call.name);
    } catch (error) {
      return registryFailure(
        call,
        `normalizeArguments threw: ${describeThrown(error)}; the tool did not run`,
        maxResultChars,
      );
    }
  }
  const outcome = prepared.validator.validate(value);
  const step: DecideStep = { environment, call, settings, found, read, value };
  if (!isThenable(outcome)) return decide(step, outcome);
  // A foreign validator answered later: the call goes on when it does, and never rejects.
  const failed = (error: unknown): ToolResult =>
    registryFailure(call, `the validator threw: ${describeThrown(error)}`, maxResultChars);
  return Promise.resolve(outcome).then((judged) => {
    try {
      return decide(step, judged);
    } catch (error) {
      return failed(error);
    }
  }, failed);
}

const NO_ISSUES: readonly ToolIssue[] = Object.freeze([]);

/** What the validate step hands on: the call so far. */
interface DecideStep {
  readonly environment: CallEnvironment;
  readonly call: ReadCall;
  readonly settings: CallSettings;
  readonly found: RegisteredTool;
  readonly read: { readonly text: string; readonly overflow: readonly ToolIssue[] };
  readonly value: Json;
}

/** After validation: refuse with the issues, or (unless cancelled meanwhile) run the tool. */
function decide(step: DecideStep, outcome: ValidationOutcome): ToolResult | Promise<ToolResult> {
  const { environment, call, settings, found, read, value } = step;
  const { maxResultChars } = environment;
  const { tool, prepared } = found;
  const issues = mergeIssues(read.overflow, outcome.ok ? NO_ISSUES : outcome.issues);
  if (issues.length > 0) {
    const budget = contentBudget("invalid_arguments", maxResultChars);
    return answer(
      call,
      "invalid_arguments",
      invalidArgumentsText(call.name, issues, budget),
      maxResultChars,
      {
        issues,
      },
    );
  }
  if (settings.watch?.aborted === true) {
    return answer(call, "cancelled", cancelledBeforeText(call.name), maxResultChars);
  }
  return runTool({
    tool,
    args: outcome.ok && "value" in outcome ? outcome.value : value,
    call,
    rawArguments: read.text,
    timeoutMs: prepared.timeoutMs ?? environment.timeoutMs,
    watch: settings.watch,
    onProgress: settings.onProgress,
    output: prepared.output,
    deadlines: environment.deadlines,
    maxResultChars,
  });
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

function isThenable<T>(value: T | PromiseLike<T>): value is PromiseLike<T> {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { then?: unknown }).then === "function"
  );
}
