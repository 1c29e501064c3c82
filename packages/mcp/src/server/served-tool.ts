import type { Registry, Tool, ToolResult } from "@tinyllm/tool";

/** MCP's hints about a tool's behaviour; clients must treat them as untrusted. */
export interface ToolAnnotations {
  readonly title?: string;
  readonly readOnlyHint?: boolean;
  readonly destructiveHint?: boolean;
  readonly idempotentHint?: boolean;
  readonly openWorldHint?: boolean;
}

/** A tool as this package reads it: the optional MCP fields beside the base contract. */
export interface ServedTool extends Tool {
  readonly outputSchema?: unknown;
  readonly annotations?: ToolAnnotations | undefined;
}

/** A result as this package reads it: the structured value when the tool has an output schema. */
export interface ServedResult extends ToolResult {
  readonly structuredContent?: unknown;
}

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
