/**
 * This package's version, the default `serverInfo.version` of a served registry. Kept equal to
 * package.json's by `scripts/sync-version.mjs`, which `pnpm version-packages` runs after
 * changesets bumps it (a test compares the two), since browser code cannot read package.json.
 */
export const MCP_PACKAGE_VERSION = "0.0.0";
