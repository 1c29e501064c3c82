import { fileURLToPath } from "node:url";
import { defaultClientConditions, defaultServerConditions } from "vite";
import { defineConfig } from "vitest/config";

// Stryker copies the repository into a sandbox but symlinks node_modules, and pnpm's workspace
// links inside them point back at the original packages. Aliases keep every @tinyllm import
// inside the sandbox, where the mutated sources are.
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const SOURCE_CONDITION = "@tinyllm/source";

// STRYKER_TESTS=conformance measures the contract suites alone; the default adds the packages' own tests.
const onlyConformance = process.env.STRYKER_TESTS === "conformance";

// Property and differential tests are random and slow; the pattern engine's tests go with the
// `pattern` target, which is the only one that mutates the engine (see MUTATION.md).
const packageTests = {
  exclude: [
    "**/*differential*.test.ts",
    "**/*.property.test.ts",
    // Inputs at the size of a limit take seconds each; run once per mutant they would dominate.
    "**/*.slow.test.ts",
    "packages/schema/src/pattern/**",
    "**/node_modules/**",
  ],
  include: [
    "packages/conformance/test/schema-contract.test.ts",
    "packages/conformance/test/registry-contract.test.ts",
    "packages/conformance/test/official-suite.test.ts",
    ...(onlyConformance
      ? []
      : [
          "packages/schema/src/**/*.test.ts",
          "packages/schema/test/**/*.test.ts",
          "packages/tool/src/**/*.test.ts",
          "packages/tool/test/**/*.test.ts",
        ]),
  ],
};

// STRYKER_PACKAGE=pattern (`pnpm mutate:pattern`): the pattern engine's own tests and the schema
// tests that compile patterns. The differential test against native RegExp runs on a fixed seed
// and 300 patterns (about a second uninstrumented), so every run tests the same pairs.
const patternTests = {
  env: { PATTERN_FUZZ_SEED: "17017", PATTERN_FUZZ_RUNS: "300" },
  exclude: ["**/*.property.test.ts", "**/*.slow.test.ts", "**/node_modules/**"],
  include: [
    "packages/schema/src/pattern/**/*.test.ts",
    "packages/schema/src/keywords/pattern.test.ts",
    "packages/schema/src/format/regex.test.ts",
    "packages/schema/src/compile.test.ts",
  ],
};

export default defineConfig({
  root: here("../.."),
  resolve: {
    // Exact names: a prefix alias would turn "@tinyllm/schema/core" into ".../index.ts/core".
    alias: [
      { find: /^@tinyllm\/schema$/, replacement: here("../schema/src/index.ts") },
      { find: /^@tinyllm\/schema\/core$/, replacement: here("../schema/src/core.ts") },
      { find: /^@tinyllm\/tool$/, replacement: here("../tool/src/index.ts") },
      { find: /^@tinyllm\/types$/, replacement: here("../types/src/index.ts") },
    ],
    conditions: [SOURCE_CONDITION, ...defaultClientConditions],
  },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
  test: {
    // Instrumented code with per-test coverage runs several times slower than usual.
    testTimeout: 60_000,
    ...(process.env.STRYKER_PACKAGE === "pattern" ? patternTests : packageTests),
  },
});
