// The README's flags table says what the CLI does: every flag it reads is in the table and in
// --help, and the rows about the question name every provider that takes one (issue 33: the
// table said only openai took a question, while anthropic and gemini do too).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { HELP, OPTIONS, parseCliOptions } from "../src/cli/cli-options.js";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
const table = readme.slice(
  readme.indexOf("\n## Flags\n"),
  readme.indexOf("\n## ", readme.indexOf("\n## Flags\n") + 1),
);
const rowOf = (cell: string) =>
  table.split("\n").find((line) => line.startsWith(`| ${cell}`)) ?? "";
const modelServers = ["openai", "anthropic", "gemini"] as const;

describe("the demo README's flags table", () => {
  it.each(Object.keys(OPTIONS))("lists --%s, and so does --help", (flag) => {
    expect(table).toContain(`\`--${flag}`);
    expect(HELP).toContain(`--${flag}`);
  });

  it.each(modelServers)("says that --provider %s takes a question, as the CLI does", (provider) => {
    const options = parseCliOptions(["--provider", provider, "--model", "m", "Why?"], {});
    expect(options).toMatchObject({ command: "run", question: "Why?" });
    expect(rowOf('`"question"`')).toContain(`\`${provider}\``);
    expect(rowOf("`--scenario NAME`")).toContain(`\`${provider}\``);
  });

  it("says that the scripted model refuses a question, as the CLI does", () => {
    expect(() => parseCliOptions(["Why?"], {})).toThrow(/scripted model only plays/);
    expect(rowOf('`"question"`')).toContain("the scripted model refuses one");
  });
});
