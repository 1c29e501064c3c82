import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { expectedOutput } from "./expected-output.js";
import { type ExampleBlock, readExampleBlocks } from "./markdown-blocks.js";

/** Every example block of some READMEs, and every problem with how they are marked. */
export interface CollectedExamples {
  /** The blocks, README by README, in order. */
  readonly blocks: ExampleBlock[];
  /** `README.md:LINE: message` for each misplaced or unknown directive, and for output
   * comments under a block that is not marked `run` (they would never be compared). */
  readonly issues: string[];
}

/** Reads the `ts` blocks of the given READMEs. */
export function collectExamples(readmes: readonly string[], root: string): CollectedExamples {
  const blocks: ExampleBlock[] = [];
  const issues: string[] = [];
  for (const readme of readmes) {
    const found = readExampleBlocks(readme, readFileSync(readme, "utf8"));
    blocks.push(...found.blocks);
    for (const issue of found.issues) {
      issues.push(`${relative(root, issue.file)}:${issue.line}: ${issue.message}`);
    }
    for (const block of found.blocks) {
      if (block.mode !== "check") continue;
      const output = expectedOutput(block.code);
      const first = output.commentLines[0];
      if (first === undefined) continue;
      issues.push(
        `${relative(root, block.file)}:${block.line + first}: output comments under console.log ` +
          `in a block that is not run, so nothing compares them: mark the block ` +
          "<!-- example: run --> or separate the comment from the call by a blank line",
      );
    }
  }
  return { blocks, issues };
}
