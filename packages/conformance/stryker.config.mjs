// Mutation testing of @tinyllm/schema and @tinyllm/tool. Run from the repository root:
// `pnpm --filter @tinyllm/conformance mutate` (the script changes directory itself).
/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  plugins: ["@stryker-mutator/vitest-runner"],
  vitest: { configFile: "packages/conformance/vitest.stryker.config.ts", related: false },
  // The pattern engine (schema/src/pattern) is left out by default: it has its own differential
  // tests against native RegExp, and mutating it multiplies the run time. STRYKER_MUTATE overrides.
  mutate: (
    process.env.STRYKER_MUTATE ??
    "packages/schema/src/**/*.ts,!packages/schema/src/pattern/**,packages/tool/src/**/*.ts"
  )
    .split(",")
    .concat(["!**/*.test.ts", "!**/*.test-d.ts", "!**/index.ts"]),
  ignorePatterns: ["apps", "**/dist", "**/.turbo", "reports", ".git", "**/bench"],
  coverageAnalysis: "perTest",
  concurrency: Number(process.env.STRYKER_CONCURRENCY ?? 2),
  timeoutMS: 10000,
  reporters: ["clear-text", "progress", "json", "html"],
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  htmlReporter: { fileName: "reports/mutation/mutation.html" },
  tempDirName: ".stryker-tmp",
  cleanTempDir: true,
};
