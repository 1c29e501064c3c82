import type { PreparedTool } from "../define/prepare-tool.js";
import type { Tool } from "../define/tool.js";
import { unknownToolText } from "../result/render-content.js";
import { answer } from "../result/shape-result.js";
import type { ToolResult } from "../result/tool-result.js";
import type { ApprovalGate } from "./approval-step.js";
import { closestName } from "./closest-name.js";
import type { ReadCall } from "./read-call.js";

/** A registered tool: the author's object and what registration made of it. */
export interface RegisteredTool {
  readonly tool: Tool;
  readonly prepared: PreparedTool;
  /** What answers its validated calls instead of running it, when it needs approval. */
  readonly approve?: ApprovalGate | undefined;
}

/** What the find-tool step reads from the registry. */
export interface ToolLookup {
  /** The registered tools by exact name. */
  readonly tools: ReadonlyMap<string, RegisteredTool>;
  /** Every registered name, sorted by code units. */
  names(): readonly string[];
}

/**
 * The find-tool step: the tool the call names, or an `unknown_tool` result that lists the
 * registered names and, when one is close, carries it as `suggestion`.
 */
export function findTool(
  lookup: ToolLookup,
  call: ReadCall,
  maxResultChars: number,
): RegisteredTool | ToolResult {
  const found = lookup.tools.get(call.name);
  if (found !== undefined) return found;
  const names = lookup.names();
  const suggestion = closestName(call.name, names);
  return answer(
    call,
    "unknown_tool",
    unknownToolText(call.name, names, suggestion),
    maxResultChars,
    {
      suggestion,
    },
  );
}
