// The public surface of @tinyllm/mcp (browser- and edge-safe: no `node:` imports): named re-exports only.
export {};
