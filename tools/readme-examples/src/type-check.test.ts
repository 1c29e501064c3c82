import { join } from "node:path";
import { expect, test } from "vitest";
import { ROOT, workFolder } from "../test/work-folder.js";
import { writeExampleFile } from "./example-file.js";
import { readExampleBlocks } from "./markdown-blocks.js";
import { typeCheckExamples } from "./type-check.js";

const work = workFolder();

test("a typo, a wrong type and a preamble error are reported at their README lines", () => {
  const readme = join(ROOT, "packages/schema/FIXTURE.md");
  const markdown = [
    "# Fixture", //                                                        1
    "```ts", //                                                            2
    'import { compile } from "@tinyllm/schema";', //                       3
    'const schema = compile({ type: "string" });', //                    4
    "schema.validat(1);", //                                               5
    "```", //                                                              6
    "<!-- example: preamble", //                                           7
    "const n: number = 'one';", //                                         8
    "-->", //                                                              9
    "```ts", //                                                            10
    "const s: string = n;", //                                             11
    "```", //                                                              12
    "```ts", //                                                            13
    'import { compilePattern } from "./src/pattern/index.js";', //         14
    "compilePattern(1);", //                                               15
    "```", //                                                              16
  ].join("\n");
  const { blocks } = readExampleBlocks(readme, markdown);
  const files = blocks.map((block, index) => writeExampleFile(block, work, ROOT, index));
  const errors = typeCheckExamples(files, ROOT).map((error) => error.text);
  expect(errors).toEqual([
    "packages/schema/FIXTURE.md:5: TS2551 Property 'validat' does not exist on type 'Schema<string>'. Did you mean 'validate'?",
    "packages/schema/FIXTURE.md:11 (preamble line 1): TS2322 Type 'string' is not assignable to type 'number'.",
    "packages/schema/FIXTURE.md:11: TS2322 Type 'number' is not assignable to type 'string'.",
    // The relative import resolved from the README's folder, so the call itself is checked.
    "packages/schema/FIXTURE.md:15: TS2345 Argument of type 'number' is not assignable to parameter of type 'string'.",
  ]);
}, 60_000);
