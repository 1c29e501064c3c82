// Mutation testing of @tinyllm/schema, @tinyllm/tool and @tinyllm/types. Run from the repository
// root: `pnpm mutate:schema`, `pnpm mutate:pattern`, `pnpm mutate:tool`, `pnpm mutate:types`, or
// `pnpm mutate` for schema and tool (each script changes directory itself).
const target = process.env.STRYKER_PACKAGE ?? "all";
// Runs of different packages (or files, with STRYKER_MUTATE) can go side by side under their own name.
const name = process.env.STRYKER_REPORT ?? target;

// The pattern engine (schema/src/pattern) is its own target, `pattern` (`pnpm mutate:pattern`),
// with its own tests (see vitest.stryker.config.ts); `schema` and `all` leave it out. Its
// unicode-property-names.ts is test data (every \p{…} spelling), imported by tests only.
// STRYKER_MUTATE (a comma list of globs) overrides the set.
const schemaFiles = "packages/schema/src/**/*.ts,!packages/schema/src/pattern/**";
const patternFiles =
  "packages/schema/src/pattern/**/*.ts,!packages/schema/src/pattern/unicode-property-names.ts";
const toolFiles = "packages/tool/src/**/*.ts";
// @tinyllm/types holds what every message is made with (quote, typeName, describeThrown).
const typesFiles = "packages/types/src/**/*.ts";
const mutateByTarget = {
  schema: schemaFiles,
  pattern: patternFiles,
  tool: toolFiles,
  types: typesFiles,
  all: `${schemaFiles},${toolFiles}`,
};
const mutate = process.env.STRYKER_MUTATE ?? mutateByTarget[target];
if (mutate === undefined) {
  throw new Error(`STRYKER_PACKAGE must be schema, pattern, tool, types or all, got "${target}"`);
}

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  plugins: ["@stryker-mutator/vitest-runner"],
  vitest: { configFile: "packages/conformance/vitest.stryker.config.ts", related: false },
  mutate: mutate.split(",").concat(["!**/*.test.ts", "!**/*.test-d.ts", "!**/index.ts"]),
  ignorePatterns: ["apps", "**/dist", "**/.turbo", "reports", ".git", "**/bench", ".stryker-tmp*"],
  coverageAnalysis: "perTest",
  concurrency: Number(process.env.STRYKER_CONCURRENCY ?? 2),
  timeoutMS: 10000,
  // A re-run after new tests re-tests only the mutants whose code or covering tests changed.
  incremental: true,
  incrementalFile: `reports/mutation/${name}-incremental.json`,
  reporters: ["clear-text", "progress", "json", "html"],
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  tempDirName: `.stryker-tmp-${name}`,
  cleanTempDir: true,
};
