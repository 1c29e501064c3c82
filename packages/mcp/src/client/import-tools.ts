import type { Registry } from "@tinyllm/tool";
import type { McpClient, McpToolsOptions, SkippedTool } from "./mcp-client.js";
import type { McpTool } from "./mcp-tool.js";

/** Options of {@link importMcpTools}. */
export interface ImportMcpToolsOptions extends Omit<McpToolsOptions, "taken"> {
  /** Milliseconds a burst of `list_changed` notifications is gathered into one refresh; default 100. */
  readonly debounceMs?: number | undefined;
  /** Told when a refresh fails (the previous tools stay registered). */
  readonly onRefreshError?: ((error: unknown) => void) | undefined;
}

/** Tools of one server living in a registry, kept in step with the server. */
export interface McpImport {
  /** The registry names of the imported tools, sorted. */
  readonly names: readonly string[];
  /** The server's tools left out at the last listing, with the reason. */
  readonly skipped: readonly SkippedTool[];
  /** The server's name of a registry name, if it is one of these tools. */
  serverNameOf(name: string): string | undefined;
  /** Lists the tools again and updates the registry when they changed. */
  refresh(): Promise<void>;
  /** Stops following the server; the tools stay registered. */
  stop(): void;
}

/**
 * Registers a server's tools and keeps them current: after the server restarts, the tools are
 * listed again at once; a `list_changed` notification gives one debounced refresh. Only the tools
 * this import registered are ever replaced; names already taken are left alone.
 */
export async function importMcpTools(
  registry: Registry,
  client: McpClient,
  options: ImportMcpToolsOptions = {},
): Promise<McpImport> {
  let current: McpTool[] = [];
  let skipped: readonly SkippedTool[] = [];

  const apply = async (): Promise<void> => {
    const mine = new Set(current.map((tool) => tool.name));
    const taken = registry.names().filter((name) => !mine.has(name));
    const listed = await client.tools({ ...options, taken });
    skipped = listed.skipped;
    // Only what changed is replaced, so the registry's fingerprint and change feed move only then.
    const before = new Map(current.map((tool) => [tool.name, signature(tool)]));
    const after = new Map(listed.tools.map((tool) => [tool.name, signature(tool)]));
    const removed = current.filter((tool) => after.get(tool.name) !== before.get(tool.name));
    const added = listed.tools.filter((tool) => before.get(tool.name) !== after.get(tool.name));
    for (const tool of removed) registry.unregister(tool.name);
    try {
      registry.mustRegister(...added);
    } catch (error) {
      // All or none: the previous tools go back, and the refresh reports why it failed.
      registry.mustRegister(...removed);
      throw error;
    }
    const kept = current.filter((tool) => after.get(tool.name) === before.get(tool.name));
    current = [...kept, ...added].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  };
  await apply();

  let refreshing: Promise<void> | undefined;
  const refresh = (): Promise<void> => {
    refreshing ??= apply().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  };
  const background = (): void => {
    refresh().catch((error: unknown) => options.onRefreshError?.(error));
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unsubscribe = [
    client.connection.on("reconnected", background),
    client.connection.on("toolsChanged", () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(background, options.debounceMs ?? 100);
    }),
  ];

  return {
    get names() {
      return current.map((tool) => tool.name);
    },
    get skipped() {
      return skipped;
    },
    serverNameOf: (name) => current.find((tool) => tool.name === name)?.serverName,
    refresh,
    stop: () => {
      if (timer !== undefined) clearTimeout(timer);
      for (const off of unsubscribe) off();
    },
  };
}

/** What identifies an imported tool's version: its server name and its definition. */
function signature(tool: McpTool): string {
  return JSON.stringify([tool.serverName, tool.definition()]);
}
