import type { Tool } from "../define/tool.js";
import { type CallIdentity, registryFailure } from "../result/shape-result.js";
import type { ToolResult } from "../result/tool-result.js";

/**
 * The refusal of a call to a tool that declares `requiresContext` when the caller passed no
 * `context`: `tool_failed`, before the tool runs, so no `undefined` reaches its code unnoticed.
 * `undefined` when the call may go on. The text names what is missing, never a context's value.
 */
export function missingContext(
  tool: Tool,
  call: CallIdentity,
  maxResultChars: number,
): ToolResult | undefined {
  let requires: unknown;
  try {
    requires = tool.requiresContext;
  } catch {
    requires = true; // A getter that throws cannot promise the tool copes without one.
  }
  if (requires !== true) return undefined;
  const what = "it requires options.context and the call gave none; the tool did not run";
  return registryFailure(call, what, maxResultChars);
}
