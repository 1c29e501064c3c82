import { compile, type Schema } from "@tinyllm/schema";
import type { Json } from "@tinyllm/types";
import { propertyPath, typeName } from "@tinyllm/types";
import { NO_ISSUES, type ToolIssue, toolIssue } from "../result/tool-issue.js";
import { exceedsUtf8Length, utf8Length } from "../result/utf8-length.js";
import { isDigit } from "./issue-order.js";
import { issuesOf } from "./validate-arguments.js";

/** What the read-arguments step made of a call's `arguments`. */
export type ArgumentsOutcome =
  /** Parsed: the value (numbers too large to represent in it are found by {@link overflowIssues}). */
  | { readonly ok: true; readonly text: string; readonly value: Json }
  /** Not a string of JSON, not JSON, or too large: the tool does not run. */
  | {
      readonly ok: false;
      readonly kind: "invalid_arguments" | "arguments_too_large";
      readonly text: string;
      readonly issues: readonly ToolIssue[];
      /** For `arguments_too_large`: the size in UTF-8 bytes. */
      readonly bytes?: number;
    };

// A schema that accepts anything, made on first need: its parseJSON gives malformed JSON the
// schema package's words.
let any: Schema | undefined;

/**
 * The read-arguments step: the arguments text as the model sent it, within `maxBytes`, parsed.
 * `""`, JSON whitespace, `null` and a missing field read as `{}`.
 */
export function readArguments(raw: unknown, maxBytes: number): ArgumentsOutcome {
  // Refusals are built out of line: a small step is inlined whole into the pipeline.
  if (typeof raw !== "string" && raw !== undefined && raw !== null) return notText(raw);
  const text = typeof raw === "string" ? raw : "";
  if (exceedsUtf8Length(text, maxBytes)) return tooLarge(text, maxBytes);
  if (isEmptyArguments(text)) return { ok: true, text, value: {} };
  let value: Json;
  try {
    value = JSON.parse(text) as Json;
  } catch {
    return notJson(text);
  }
  return { ok: true, text, value };
}

function notText(raw: unknown): ArgumentsOutcome {
  const message = `expected the arguments as a string of JSON, got ${typeName(raw)}`;
  return refused("", [toolIssue("arguments_not_text", "$", message)]);
}

function tooLarge(text: string, maxBytes: number): ArgumentsOutcome {
  const bytes = utf8Length(text);
  const message = `the arguments are ${bytes} bytes of UTF-8, over the limit of ${maxBytes} bytes`;
  return {
    ok: false,
    kind: "arguments_too_large",
    text,
    bytes,
    issues: [toolIssue("arguments_too_large", "$", message)],
  };
}

/** Text `JSON.parse` refused: the schema package's words for where and why. */
function notJson(text: string): ArgumentsOutcome {
  any ??= compile({});
  const parsed = any.parseJSON(text);
  return refused(text, parsed.ok ? NO_ISSUES : issuesOf(parsed.errors));
}

function refused(text: string, issues: readonly ToolIssue[]): ArgumentsOutcome {
  return { ok: false, kind: "invalid_arguments", text, issues };
}

/** Empty, JSON whitespace only, or `null`: all read as `{}`. */
function isEmptyArguments(text: string): boolean {
  let start = 0;
  let end = text.length;
  while (start < end && isJsonWhitespace(text.charCodeAt(start))) start++;
  if (start === end) return true;
  while (isJsonWhitespace(text.charCodeAt(end - 1))) end--;
  return end - start === 4 && text.startsWith("null", start);
}

function isJsonWhitespace(unit: number): boolean {
  return unit === 0x20 || unit === 0x0a || unit === 0x0d || unit === 0x09;
}

// A number beyond 1.8e308 needs an exponent of three digits, or more than 308 digits.
const LARGE_NUMBER = /\d[eE]\+?\d{3}|\d{309}/;

/** Whether the text may hold a number too large for a double: only then is the value walked. */
function mayOverflow(text: string): boolean {
  // Most texts hold no digit right before an "e" or "E": a few native searches are far cheaper
  // than the expression, which runs only then (or for a text long enough for 309 digits).
  if (text.length < 309 && !digitBefore(text, "e") && !digitBefore(text, "E")) return false;
  return LARGE_NUMBER.test(text);
}

/** Whether some `letter` in the text follows a digit, as an exponent does. */
function digitBefore(text: string, letter: string): boolean {
  for (let at = text.indexOf(letter, 1); at !== -1; at = text.indexOf(letter, at + 1)) {
    if (isDigit(text.charCodeAt(at - 1))) return true;
  }
  return false;
}

/**
 * One issue per number `JSON.parse` read as ±Infinity in `value` (parsed from `text`), with its
 * path; the value is walked (without recursion) only when the text may hold one.
 */
export function overflowIssues(text: string, value: Json): readonly ToolIssue[] {
  if (!mayOverflow(text)) return NO_ISSUES;
  const issues: ToolIssue[] = [];
  const stack: [Json, string][] = [[value, "$"]];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [item, path] = next;
    if (typeof item === "number") {
      if (!Number.isFinite(item)) issues.push(toolIssue("number_too_large", path, TOO_LARGE));
    } else if (Array.isArray(item)) {
      for (let index = 0; index < item.length; index++) {
        stack.push([item[index] as Json, `${path}[${index}]`]);
      }
    } else if (typeof item === "object" && item !== null) {
      for (const key of Object.keys(item)) stack.push([item[key] as Json, propertyPath(path, key)]);
    }
  }
  return issues.length === 0 ? NO_ISSUES : issues;
}

const TOO_LARGE =
  "got a number too large to represent; expected a number between -1.7976931348623157e308 and 1.7976931348623157e308";
