// Writes package.json's version into src/server/package-version.ts: the default version a
// served registry announces. Run by the root `pnpm version-packages` after `changeset version`.
import { readFileSync, writeFileSync } from "node:fs";

const root = new URL("../", import.meta.url);
const { version } = JSON.parse(readFileSync(new URL("package.json", root), "utf8"));
const file = new URL("src/server/package-version.ts", root);
const source = readFileSync(file, "utf8");
const next = source.replace(/MCP_PACKAGE_VERSION = "[^"]*"/, `MCP_PACKAGE_VERSION = "${version}"`);
if (next === source && !source.includes(`"${version}"`)) {
  throw new Error(`no MCP_PACKAGE_VERSION constant found in ${file.pathname}`);
}
writeFileSync(file, next);
