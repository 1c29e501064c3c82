import { describeThrown, quote } from "@tinyllm/types";
import { sortIssues } from "../call/issue-order.js";
import { TOOL_NAME_PATTERN } from "../define/tool-name.js";
import type { ToolIssue } from "./tool-issue.js";

// Every sentence the model reads about a failure is written here, from the result's data.

/** The most issue lines a content shows; the rest are counted in one closing line. */
export const MAX_ISSUE_LINES = 100;

/** A name as the model wrote it: bare when it is a valid tool name, else JSON-quoted and cut. */
export function shownName(name: string): string {
  return TOOL_NAME_PATTERN.test(name) ? name : quote(name);
}

/** `unknown tool "x"; did you mean "y"? available tools: ...` */
export function unknownToolText(
  name: string,
  names: readonly string[],
  suggestion: string | undefined,
): string {
  const head = `unknown tool ${quote(name)}`;
  if (names.length === 0) return `${head}; no tools are registered`;
  const list = `available tools: ${names.map((known) => quote(known)).join(", ")}`;
  if (suggestion === undefined) return `${head}; ${list}`;
  return `${head}; did you mean ${quote(suggestion)}? ${list}`;
}

/** `invalid arguments for NAME:` and one line per issue, within `budget` characters. */
export function invalidArgumentsText(name: string, issues: readonly ToolIssue[], budget: number) {
  return issueLines(`invalid arguments for ${name}:`, issues, budget);
}

/** A result that fails the tool's `outputSchema`: one line per issue, within `budget`. */
export function invalidOutputText(name: string, issues: readonly ToolIssue[], budget: number) {
  return issueLines(
    `tool ${name} returned a result that does not match its outputSchema:`,
    issues,
    budget,
  );
}

/** The arguments' size, over the limit. */
export function argumentsTooLargeText(name: string, bytes: number, limit: number): string {
  return `arguments for ${name} are ${bytes} bytes of UTF-8, over the limit of ${limit} bytes; they were not read and the tool did not run`;
}

/** A value the tool returned that JSON cannot hold. */
export function unserialisableResultText(name: string, problem: string): string {
  return `tool ${name} returned ${problem}, which cannot be sent to the model as JSON`;
}

/** Anything but a `ToolError` thrown or rejected by the tool. */
export function toolFailedText(name: string, thrown: unknown): string {
  return `tool ${name} failed: ${describeThrown(thrown)}`;
}

/** The registry could not run the call; `what` says why. */
export function registryFailedText(name: string, what: string): string {
  return `tool ${shownName(name)} failed in the registry: ${what}`;
}

/** The caller's signal had aborted before the call started. */
export function cancelledBeforeText(name: string): string {
  return `tool ${shownName(name)} was cancelled before it started; it did not run`;
}

/** The caller's signal aborted while the tool ran. */
export function cancelledWhileText(name: string): string {
  return `tool ${name} was cancelled while running; it was told to stop but may still be running, so it may have done part of its work`;
}

/** The tool ran past its timeout. */
export function timeoutText(name: string, timeoutMs: number): string {
  return `tool ${name} timed out after ${timeoutMs} ms; it was told to stop but may still be running, so it may have done part or all of its work`;
}

/**
 * `head`, then the issues sorted (indexes as numbers) one per line, at most
 * {@link MAX_ISSUE_LINES}, ending with a line that counts the rest, all within `budget`.
 */
export function issueLines(head: string, issues: readonly ToolIssue[], budget: number): string {
  const sorted = sortIssues(issues);
  const total = sorted.length;
  let text = head;
  let shown = 0;
  for (const issue of sorted) {
    const line = `\n${issue.path}: ${issue.message}`;
    const left = total - shown - 1;
    const reserve = left > 0 ? moreLine(left, total).length : 0;
    if (shown >= MAX_ISSUE_LINES || text.length + line.length + reserve > budget) break;
    text += line;
    shown++;
  }
  if (shown < total) text += moreLine(total - shown, total);
  return text;
}

function moreLine(more: number, total: number): string {
  return `\n... and ${more} more (${total} problems in all)`;
}
