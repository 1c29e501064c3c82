import { describe, expect, test } from "vitest";
import { readExampleBlocks } from "./markdown-blocks.js";

const fence = "```";

describe("readExampleBlocks", () => {
  test("reads ts blocks with their first code line and mode, and nothing else", () => {
    const markdown = [
      "# Title", //                 1
      "", //                        2
      `${fence}ts`, //              3
      "const a = 1;", //            4
      fence, //                     5
      `${fence}sh`, //              6
      "pnpm test", //               7
      fence, //                     8
      "<!-- example: run -->", //   9
      "", //                        10
      `${fence}typescript`, //      11
      "console.log(2);", //         12
      "// 2", //                    13
      fence, //                     14
    ].join("\n");
    const { blocks, issues } = readExampleBlocks("R.md", markdown);
    expect(issues).toEqual([]);
    expect(blocks).toEqual([
      { file: "R.md", line: 4, code: "const a = 1;", mode: "check", preamble: "" },
      { file: "R.md", line: 12, code: "console.log(2);\n// 2", mode: "run", preamble: "" },
    ]);
  });

  test("a preamble, one line or several, goes with the block after it", () => {
    const markdown = [
      "<!-- example: preamble",
      'import { compile } from "@tinyllm/schema";',
      "declare const value: unknown;",
      "-->",
      "<!-- example: preamble declare const other: string; -->",
      "<!-- example: run -->",
      `${fence}ts`,
      "compile({}).validate(value);",
      fence,
    ].join("\n");
    const [block] = readExampleBlocks("R.md", markdown).blocks;
    expect(block?.mode).toBe("run");
    expect(block?.preamble).toBe(
      'import { compile } from "@tinyllm/schema";\ndeclare const value: unknown;\n declare const other: string;',
    );
  });

  test("skip needs a reason and keeps it", () => {
    const ok = readExampleBlocks(
      "R.md",
      `<!-- example: skip pseudo-code -->\n${fence}ts\nx\n${fence}`,
    );
    expect(ok.blocks[0]).toMatchObject({ mode: "skip", skipReason: "pseudo-code" });
    const bare = readExampleBlocks("R.md", `<!-- example: skip -->\n${fence}ts\nx\n${fence}`);
    expect(bare.issues.map((issue) => issue.message)).toEqual([
      '"example: skip" needs a reason: <!-- example: skip it needs a running model server -->',
    ]);
  });

  test("a directive before text, another language or nothing, or an unknown one, is an issue", () => {
    const markdown = [
      "<!-- example: run -->", //       1
      "Some text.", //                  2
      "<!-- example: runn -->", //      3
      "<!-- example: check -->", //     4
      `${fence}js`, //                  5
      "x", //                           6
      fence, //                         7
      "<!-- example: run now -->", //   8
      "<!-- example: run -->", //       9
    ].join("\n");
    expect(readExampleBlocks("R.md", markdown).issues).toEqual([
      {
        file: "R.md",
        line: 1,
        message:
          'the directive "example: run" stands before text (line 2), not before a `ts` block',
      },
      {
        file: "R.md",
        line: 3,
        message: 'unknown directive "example: runn"; expected run, check, skip REASON or preamble',
      },
      {
        file: "R.md",
        line: 4,
        message:
          'the directive "example: check" stands before a `js` block (line 5), not before a `ts` block',
      },
      { file: "R.md", line: 8, message: '"example: run" takes nothing after it, got "now"' },
      {
        file: "R.md",
        line: 9,
        message:
          'the directive "example: run" stands before the end of the file (line 9), not before a `ts` block',
      },
    ]);
  });

  test("two modes on one block are an issue; an unclosed directive is an issue", () => {
    const two = readExampleBlocks(
      "R.md",
      `<!-- example: run -->\n<!-- example: check -->\n${fence}ts\nx\n${fence}`,
    );
    expect(two.issues.map((issue) => [issue.line, issue.message])).toEqual([
      [2, "a block takes one of run, check or skip; this one has run, check"],
    ]);
    const open = readExampleBlocks("R.md", "<!-- example: preamble\nconst a = 1;\n");
    expect(open.issues.map((issue) => issue.message)).toEqual([
      "the directive is never closed with -->",
    ]);
  });

  test("an indented fence (in a list) is dedented; a longer fence holds a shorter one", () => {
    const markdown = [
      "1. Step",
      `   ${fence}ts`,
      "   const a = 1;",
      "     const b = 2;",
      `   ${fence}`,
      `${fence}${fence}md`,
      `${fence}ts`,
      "not a block",
      fence,
      `${fence}${fence}`,
    ].join("\n");
    const { blocks } = readExampleBlocks("R.md", markdown);
    expect(blocks.map((block) => block.code)).toEqual(["const a = 1;\n  const b = 2;"]);
  });
});
