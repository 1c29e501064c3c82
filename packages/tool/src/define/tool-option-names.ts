import { quote, unknownOption } from "@tinyllm/types";
import type { FuncToolSpec } from "./func-tool.js";
import { InvalidToolDefinitionError } from "./registration-errors.js";

// One list per options object, each kept whole by its type: adding a field to the interface
// fails to compile until the name is here, so the unknown-name check never refuses a real option.

/** Every field of a tool's definition (`defineTool`, `new FuncTool`). */
export const TOOL_SPEC_NAMES = Object.keys({
  name: 1,
  description: 1,
  parameters: 1,
  jsonSchema: 1,
  execute: 1,
  timeoutMs: 1,
  sequential: 1,
  outputSchema: 1,
  annotations: 1,
  vocabulary: 1,
  requiresContext: 1,
  needsApproval: 1,
} satisfies { [Name in keyof FuncToolSpec<unknown>]-?: 1 });

/** Every option of `newTool` beside its four parts. */
// The definition's fields after its four parts and `jsonSchema` (tool-option-names.test.ts checks them against NewToolOptions).
// Pure: a bundle that never names it (the registry alone) drops it.
export const NEW_TOOL_OPTION_NAMES = /* @__PURE__ */ TOOL_SPEC_NAMES.slice(5);

// What other toolkits (MCP, LangChain, the AI SDK) call our fields: a hint no spelling rule finds.
const TOOL_ALIASES = { schema: "parameters", inputSchema: "parameters" };

/** Throws `InvalidToolDefinitionError` for a field a tool definition (or `newTool`'s options) does not have. */
export function checkToolSpecNames(
  spec: object,
  name: string,
  owner = "defineTool",
  names = TOOL_SPEC_NAMES,
): void {
  const unknown = unknownOption(spec, owner, names, TOOL_ALIASES);
  if (unknown !== undefined) {
    throw new InvalidToolDefinitionError(name, `tool ${quote(name)}: ${unknown.message}`);
  }
}
