import { type ArgumentsOf, defineTool, type ToolDefinitionSpec } from "../define/define-tool.js";
import type { FuncTool } from "../define/func-tool.js";

/** `defineTool` with the context type fixed, so `execute`'s arguments stay inferred from the schema. */
export interface ContextToolMaker<C> {
  /** Makes a tool whose `execute` gets arguments typed from `parameters` and `toolContext.context` typed `C`. */
  defineTool<const P extends object | string = { readonly type: "object" }>(
    spec: ToolDefinitionSpec<P, C>,
  ): FuncTool<ArgumentsOf<P>, C>;
}

/**
 * Tools for a `Registry<C>`: `withContext<Session>().defineTool({...})`. TypeScript cannot infer
 * the arguments from the schema and the context from an annotation in one call, hence two steps.
 */
export function withContext<C>(): ContextToolMaker<C> {
  return { defineTool: (spec) => defineTool(spec) };
}
