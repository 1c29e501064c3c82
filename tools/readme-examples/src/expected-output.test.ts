import { describe, expect, test } from "vitest";
import { expectedOutput } from "./expected-output.js";

describe("expectedOutput", () => {
  test("the comment lines directly under console.log calls, in order", () => {
    const code = [
      "const a = 1; // not output: on the code's line", // 0
      "console.log(a);", //                              1
      "// 1", //                                         2
      "//", //                                           3
      "//   indented", //                                4
      "", //                                             5
      "// an explanation after a blank line", //         6
      "console.log(", //                                 7
      "  a + 1,", //                                     8
      ");", //                                           9
      "  // 2", //                                       10
      "for (const x of [3, 4]) {", //                    11
      "  console.log(x);", //                            12
      "}", //                                            13
      "// 3", //                                         14
      "// 4", //                                         15
    ].join("\n");
    expect(expectedOutput(code)).toEqual({
      commentLines: [2, 3, 4, 10, 14, 15],
      lines: ["1", "", "  indented", "2", "3", "4"],
    });
  });

  test("comments under other statements are not output", () => {
    expect(expectedOutput("const a = 1;\n// a is 1\nlog(a);\n// 1").lines).toEqual([]);
  });
});
