import { readdirSync } from "node:fs";
import { join } from "node:path";

const SKIPPED_FOLDERS = new Set(["node_modules", "dist", "coverage", "reports", ".git", ".turbo"]);

/**
 * Every `README.md` under `root` (the root's own, each package's and app's, and any deeper one),
 * sorted, skipping dependencies, build output and hidden folders.
 */
export function findReadmes(root: string): string[] {
  const found: string[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name) && !entry.name.startsWith(".")) walk(path);
      } else if (entry.name === "README.md") {
        found.push(path);
      }
    }
  };
  walk(root);
  return found.sort();
}
