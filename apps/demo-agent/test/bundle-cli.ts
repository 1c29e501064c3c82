import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, defaultServerConditions } from "vite";

// Node 20 cannot run TypeScript, and dist/ needs the other packages built; so the
// CLI is bundled from source, with the workspace's source condition, into a temp dir.
const APP_ROOT = fileURLToPath(new URL("..", import.meta.url));
const CONDITIONS = ["@tinyllm/source", ...defaultServerConditions];

/** The CLI bundled into a fresh temp folder: its path, and a function that removes the folder. */
export async function bundleCli(): Promise<{ cliPath: string; remove(): Promise<void> }> {
  const outDir = await mkdtemp(join(tmpdir(), "tinyllm-demo-cli-"));
  await build({
    configFile: false,
    logLevel: "silent",
    root: APP_ROOT,
    resolve: { conditions: CONDITIONS },
    ssr: { noExternal: true, resolve: { conditions: CONDITIONS, externalConditions: CONDITIONS } },
    build: {
      ssr: "src/cli.ts",
      outDir,
      emptyOutDir: true,
      minify: false,
      target: "node20",
      rollupOptions: { output: { entryFileNames: "cli.mjs", format: "es" } },
    },
  });
  return {
    cliPath: join(outDir, "cli.mjs"),
    remove: () => rm(outDir, { recursive: true, force: true }),
  };
}
