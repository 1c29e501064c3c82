import type { Registry, Tool, ToolResult } from "@tinyllm/tool";

/** MCP's hints about a tool's behaviour; clients must treat them as untrusted. */
export type { ToolAnnotations } from "@tinyllm/tool";

/** A tool as this package reads it: `@tinyllm/tool`'s, with `outputSchema` and `annotations`. */
export type ServedTool = Tool;

/** A result as this package reads it: `structuredContent` when the tool has an output schema. */
export type ServedResult = ToolResult;

/** The registry's change feed, when this version of `@tinyllm/tool` has one. */
export function watchRegistry(registry: Registry, listener: () => void): (() => void) | undefined {
  const feed = (registry as { onChange?: (listener: () => void) => () => void }).onChange;
  return typeof feed === "function" ? feed.call(registry, listener) : undefined;
}

/** Whether the registry can say when its tools change. */
export function canWatch(registry: Registry): boolean {
  return typeof (registry as { onChange?: unknown }).onChange === "function";
}

/** The tool behind a name, with the MCP fields typed. */
export function servedTool(registry: Registry, name: string): ServedTool | undefined {
  return registry.get(name) as ServedTool | undefined;
}
