import { fileURLToPath } from "node:url";
import { defaultClientConditions, defaultServerConditions } from "vite";
import { defineConfig } from "vitest/config";

// Workspace packages resolve to their TypeScript source through this export
// condition, so tests never need a build. Vitest needs it for both the client
// and the SSR resolver (CONVENTIONS.md).
const SOURCE_CONDITION = "@tinyllm/source";

// Type-level tests (*.test-d.ts) are checked by `tsc` in each package's
// typecheck task, which fails on a broken expectTypeOf.
const projects = [
  "packages/types",
  "packages/schema",
  "packages/tool",
  "packages/conformance",
  "packages/providers",
  "packages/mcp",
  "apps/demo-agent",
  "tools/readme-examples",
];

export default defineConfig({
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  // Without "module": Vitest hands these conditions to Node's own loader too, and a "module"
  // build (@opentelemetry/api's) may import its files without their extension, which Node refuses.
  ssr: {
    resolve: {
      conditions: [
        SOURCE_CONDITION,
        ...defaultServerConditions.filter((condition) => condition !== "module"),
      ],
    },
  },
  test: {
    reporters: process.env.CI
      ? ["default", ["json", { outputFile: ".vitest-results.json" }]]
      : ["default"],
    projects: projects.map((root) => ({
      extends: true,
      test: {
        name: root.split("/")[1],
        // Absolute, so a package's own `pnpm test` (run from its folder) finds it too.
        root: fileURLToPath(new URL(`./${root}/`, import.meta.url)),
        include: ["src/**/*.test.ts", "test/**/*.test.ts"],
      },
    })),
  },
});
