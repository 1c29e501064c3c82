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
const packageExclude = [
  "**/*differential*.test.ts",
  "**/*.property.test.ts",
  // Inputs at the size of a limit take seconds each; run once per mutant they would dominate.
  "**/*.slow.test.ts",
  "packages/schema/src/pattern/**",
  "**/node_modules/**",
];

const packageTestFiles = {
  exclude: packageExclude,
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
          "packages/types/src/**/*.test.ts",
        ]),
  ],
};

// Each mutant run starts fresh workers, but inside a run the test files share one module graph
// (isolate: false): re-importing it for each of about a hundred files was three quarters of a
// mutant's time (the whole set: 16 s shared, 60 s isolated, uninstrumented). Files that replace a
// module (vi.mock) or stub globals keep a graph of their own, and so does ref.test.ts, whose
// MAX_REFERENCE_DEPTH case needs the call stack a fresh graph leaves (instrumented and shared, the
// stack ran out first).
const ownModuleGraph = [
  "packages/schema/src/keywords/ref.test.ts",
  "packages/schema/src/leaf-check-counting.test.ts",
  "packages/tool/src/call/call-hooks.test.ts",
  "packages/tool/src/call/deadlines-wheel.test.ts",
  "packages/tool/src/define/prepare-tool-compile-once.test.ts",
  "packages/tool/src/define/prepare-tool-foreign-error.test.ts",
  "packages/tool/src/call/run-tool.test.ts",
  "packages/tool/src/result/tool-error.test.ts",
];
const sharedGraph = process.env.STRYKER_ISOLATE !== "1";

const packageTests = sharedGraph
  ? {
      projects: [
        {
          extends: true,
          test: {
            ...packageTestFiles,
            name: "shared",
            isolate: false,
            exclude: [...packageExclude, ...ownModuleGraph],
            setupFiles: [here("stryker-file-coverage.ts")],
          },
        },
        ...(onlyConformance
          ? []
          : [
              {
                extends: true,
                test: { name: "isolated", include: ownModuleGraph, exclude: packageExclude },
              },
            ]),
      ],
    }
  : packageTestFiles;

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
