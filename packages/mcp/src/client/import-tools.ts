import type { Registry } from "@tinyllm/tool";
import { type OptionFields, refuseUnknownOption } from "../wire/index.js";
import type { McpClient, McpToolsOptions, SkippedTool } from "./mcp-client.js";
import type { McpTool } from "./mcp-tool.js";

/** Options of {@link importMcpTools}. */
export interface ImportMcpToolsOptions extends Omit<McpToolsOptions, "taken"> {
  /** Milliseconds a burst of `list_changed` notifications is gathered into one refresh; default 100. */
  readonly debounceMs?: number | undefined;
  /** Told when a refresh fails (the previous tools stay registered). */
  readonly onRefreshError?: ((error: unknown) => void) | undefined;
  /**
   * The shortest wait before a listing is repeated because its `ttlMs` ran out; default 1,000 ms
   * (a server's `ttlMs: 1` would otherwise keep the client listing in a loop).
   */
  readonly minRelistMs?: number | undefined;
}

/** Every option {@link importMcpTools} takes: the one list its unknown-name check reads. */
export const IMPORT_OPTION_NAMES: readonly string[] = Object.keys({
  prefix: 1,
  callTimeoutMs: 1,
  maxCallTimeoutMs: 1,
  maxTools: 1,
  maxDescriptionChars: 1,
  debounceMs: 1,
  onRefreshError: 1,
  minRelistMs: 1,
} as const satisfies OptionFields<ImportMcpToolsOptions>);

/** The longest a timer can wait (setTimeout treats more as 1 ms). */
const MAX_TIMER_MS = 2_147_483_647;

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
 * listed again at once; a `list_changed` notification (unasked in the legacy era, on the
 * connection's `subscriptions/listen` stream in 2026-07-28) gives one debounced refresh; a
 * listing whose `ttlMs` (2026-07-28) runs out is repeated then, at most once per `minRelistMs`.
 * Only the tools this import registered are ever replaced; names already taken are left alone.
 * Rejects with a `RangeError` for an option it does not know or cannot use.
 */
export async function importMcpTools(
  registry: Registry,
  client: McpClient,
  options: ImportMcpToolsOptions = {},
): Promise<McpImport> {
  refuseUnknownOption(options, "importMcpTools", IMPORT_OPTION_NAMES);
  // What the listing takes: the names were checked above, so `client.tools` finds only its own.
  const { debounceMs, onRefreshError, minRelistMs = 1_000, ...listing } = options;
  let current: McpTool[] = [];
  let skipped: readonly SkippedTool[] = [];
  if (!(minRelistMs >= 0)) {
    throw new RangeError(`minRelistMs must be a number >= 0, got ${String(minRelistMs)}`);
  }
  let stopped = false;
  let lastTtlMs: number | undefined;
  let expiry: ReturnType<typeof setTimeout> | undefined;
  const expireAfter = (ttlMs: number | undefined): void => {
    if (expiry !== undefined) clearTimeout(expiry);
    expiry = undefined;
    // A ttl of 0 (cache nothing) leaves the listing to notifications and refresh().
    if (stopped || ttlMs === undefined || ttlMs === 0) return;
    const wait = Math.min(Math.max(ttlMs, minRelistMs), MAX_TIMER_MS);
    expiry = setTimeout(() => background(), wait);
    unref(expiry);
  };

  const apply = async (): Promise<void> => {
    const mine = new Set(current.map((tool) => tool.name));
    const taken = registry.names().filter((name) => !mine.has(name));
    const listed = await client.tools({ ...listing, taken });
    skipped = listed.skipped;
    // Only what changed is replaced, so the registry's fingerprint and change feed move only then.
    const before = new Map(current.map((tool) => [tool.name, signature(tool)]));
    const after = new Map(listed.tools.map((tool) => [tool.name, signature(tool)]));
    const removed = current.filter((tool) => after.get(tool.name) !== before.get(tool.name));
    const added = listed.tools.filter((tool) => before.get(tool.name) !== after.get(tool.name));
    for (const tool of removed) registry.unregister(tool.name);
    try {
      registerAll(registry, added);
    } catch (error) {
      // All or none: the previous tools go back, and the refresh reports why it failed.
      registerAll(registry, removed);
      throw error;
    }
    const kept = current.filter((tool) => after.get(tool.name) === before.get(tool.name));
    current = [...kept, ...added].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    lastTtlMs = listed.ttlMs;
    expireAfter(lastTtlMs);
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
    refresh().catch((error: unknown) => {
      // A failed listing is tried again when the last one's ttl runs out once more.
      expireAfter(lastTtlMs);
      onRefreshError?.(error);
    });
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unsubscribe = [
    client.connection.on("reconnected", background),
    client.connection.on("toolsChanged", () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(background, debounceMs ?? 100);
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
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      if (expiry !== undefined) clearTimeout(expiry);
      for (const off of unsubscribe) off();
    },
  };
}

/** A timer that must not keep a Node process alive on its own (browsers have no such notion). */
function unref(timer: unknown): void {
  const handle = timer as { unref?: unknown } | null;
  if (typeof handle === "object" && handle !== null && typeof handle.unref === "function") {
    handle.unref();
  }
}

/** Tools registered per `mustRegister` call: a spread of a larger array could overflow the stack. */
const REGISTER_SLICE = 1_000;

/** Registers every tool or none, a slice at a time (one change event per slice). */
function registerAll(registry: Registry, tools: readonly McpTool[]): void {
  let registered = 0;
  try {
    for (; registered < tools.length; registered += REGISTER_SLICE) {
      registry.mustRegister(...tools.slice(registered, registered + REGISTER_SLICE));
    }
  } catch (error) {
    for (const tool of tools.slice(0, registered)) registry.unregister(tool.name);
    throw error;
  }
}

/** What identifies an imported tool's version: its server name and its definition. */
function signature(tool: McpTool): string {
  return JSON.stringify([tool.serverName, tool.definition()]);
}
