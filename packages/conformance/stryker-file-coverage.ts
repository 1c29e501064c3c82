import { afterAll, inject } from "vitest";

// Stryker's setup file hands the runner each test file's coverage as a reference to one global
// object. Files that share a module graph (isolate: false) would all hand over that same object,
// growing with every file, and its copies ran the dry run out of memory (past 8 GB). So when the
// next file starts, the file before gets a copy of its own coverage and the global object is
// emptied in place (each instrumented module keeps its own reference to it). The last file keeps
// the global object, which then holds its coverage alone.
type Coverage = { static: Record<string, number>; perTest: Record<string, Record<string, number>> };
type Meta = { mutantCoverage?: Coverage };
type Globals = Record<string, { mutantCoverage?: Coverage } | undefined> & {
  strykerFileBefore?: { meta: Meta };
};

const provided = inject as (key: string) => unknown;
const namespace = provided("globalNamespace");
const globals = globalThis as unknown as Globals;

if (provided("mode") === "dry-run" && typeof namespace === "string") {
  const coverage = globals[namespace]?.mutantCoverage;
  const before = globals.strykerFileBefore;
  if (coverage !== undefined && before !== undefined) {
    before.meta.mutantCoverage = structuredClone(coverage);
    for (const id of Object.keys(coverage.static)) delete coverage.static[id];
    for (const id of Object.keys(coverage.perTest)) delete coverage.perTest[id];
  }
  // biome-ignore lint/correctness/noEmptyPattern: vitest requires a destructuring first argument
  afterAll(({}, suite) => {
    globals.strykerFileBefore = suite as unknown as { meta: Meta };
  });
}
