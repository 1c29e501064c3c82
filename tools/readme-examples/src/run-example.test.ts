import { join } from "node:path";
import { expect, test } from "vitest";
import { ROOT, workFolder } from "../test/work-folder.js";
import { writeExampleFile } from "./example-file.js";
import { readExampleBlocks } from "./markdown-blocks.js";
import { runExample, sameOutput } from "./run-example.js";

const work = workFolder();

async function run(code: string) {
  const [block] = readExampleBlocks(join(ROOT, "FIXTURE.md"), `\`\`\`ts\n${code}\n\`\`\``).blocks;
  if (block === undefined) throw new Error("no block");
  return runExample(writeExampleFile(block, work, ROOT, Math.floor(Math.random() * 1e9)));
}

test("what a block prints is compared with the comments under its console.log calls", async () => {
  const good = await run(
    'import { compile } from "@tinyllm/schema";\n' +
      'console.log(compile({ type: "integer" }).validate("3").map(String));\n' +
      "// [ '$: expected integer, got string' ]\n" +
      "await new Promise((resolve) => setTimeout(resolve, 1));\n" +
      'console.log("after %s", "await");\n' +
      "// after await",
  );
  expect(good).toEqual({
    printed: ["[ '$: expected integer, got string' ]", "after await"],
    expected: ["[ '$: expected integer, got string' ]", "after await"],
  });
  expect(sameOutput(good)).toBe(true);

  const wrong = await run('console.log("sunny");\n// rainy');
  expect(sameOutput(wrong)).toBe(false);
});

test("a block that throws is a failure, with what it printed before", async () => {
  const thrown = await run('console.log("one");\n// one\nthrow new TypeError("boom");');
  expect(thrown).toEqual({ printed: ["one"], expected: ["one"], failure: "TypeError: boom" });
});

test("trailing spaces do not count; console.log is restored afterwards", async () => {
  const original = console.log;
  const spaced = await run('console.log("a  ");\n// a');
  expect(sameOutput(spaced)).toBe(true);
  expect(console.log).toBe(original);
});
