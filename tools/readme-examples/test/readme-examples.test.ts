import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, test } from "vitest";
import { collectExamples } from "../src/collect-examples.js";
import { writeExampleFile } from "../src/example-file.js";
import { findReadmes } from "../src/find-readmes.js";
import { introduceTypo } from "../src/introduce-typo.js";
import { runExample } from "../src/run-example.js";
import { typeCheckExamples } from "../src/type-check.js";

// Every fenced `ts` block of every README in the repository is type-checked against the
// workspace packages (through the `@tinyllm/source` condition, as the packages' own typecheck
// does), and the blocks marked `<!-- example: run -->` run and print what the README says.
const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const WORK_ROOT = fileURLToPath(new URL("../.examples/", import.meta.url));
mkdirSync(WORK_ROOT, { recursive: true });
const work = mkdtempSync(join(WORK_ROOT, "run-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const collected = collectExamples(findReadmes(ROOT), ROOT);
const checked = collected.blocks.filter((block) => block.mode !== "skip");
const files = checked.map((block, index) => writeExampleFile(block, work, ROOT, index));
const label = (file: (typeof files)[number]) =>
  `${relative(ROOT, file.block.file)}:${file.block.line}`;

test("the READMEs hold examples, and every directive before them is well formed", () => {
  expect(collected.blocks.length).toBeGreaterThan(0);
  expect(collected.issues).toEqual([]);
});

test("every README ts block type-checks, and the same block with a typo does not", () => {
  // One program for the blocks as written and one copy of each with a typo in it.
  const typos = files.flatMap((file, index) => {
    const code = introduceTypo(file.block.code);
    return code === undefined
      ? []
      : [writeExampleFile({ ...file.block, code }, join(work, "typo"), ROOT, index)];
  });
  const errors = typeCheckExamples([...files, ...typos], ROOT);
  const originals = new Set(files);
  const real = errors.filter((error) => error.file === undefined || originals.has(error.file));
  expect(real.map((error) => error.text)).toEqual([]);
  const failed = new Set(errors.map((error) => error.file));
  expect(typos.filter((typo) => !failed.has(typo)).map(label)).toEqual([]);
  expect(typos.length).toBeGreaterThan(0);
}, 120_000);

describe("README blocks marked run print what the README says", () => {
  const runnable = files.filter((file) => file.block.mode === "run");
  // A block that starts a server or compiles a large schema may take seconds on a busy machine.
  test.each(runnable.map((file) => [label(file), file] as const))(
    "%s",
    async (_, file) => {
      const run = await runExample(file);
      expect(run.failure).toBeUndefined();
      expect(run.printed).toEqual(run.expected);
    },
    30_000,
  );
});
