import { describe, expect, it } from "vitest";
import { type CliIo, runCli } from "./run-cli.js";

/** Runs the CLI in process with captured output. */
async function run(argv: string[], env: Record<string, string> = {}) {
  let stdout = "";
  let stderr = "";
  const io: CliIo = {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    env,
  };
  const code = await runCli(argv, io);
  return { code, stdout, stderr };
}

describe("runCli", () => {
  it.each([
    [["--bogus"], 'unknown option "--bogus"'],
    [["-x"], 'unknown option "-x"'],
    [["--scenario"], 'option "--scenario" needs a value'],
    [["--json=yes"], 'option "--json" takes no value'],
    [["--scenario", "nope"], 'unknown scenario "nope"; expected one of tour, calculator, time, '],
    [["--max-steps", "0"], '--max-steps "0" is not a whole number from 1 to 100'],
    [["--max-steps", "2.5"], '--max-steps "2.5" is not a whole number from 1 to 100'],
    [
      ["--provider", "claude"],
      'unknown provider "claude"; expected "scripted", "openai", "anthropic" or "gemini"',
    ],
    [["--provider", "openai"], "--provider openai needs --model NAME (or OPENAI_MODEL)"],
    [["--model", "x"], "--model applies only to --provider openai, anthropic or gemini"],
    [["--provider", "anthropic"], "--provider anthropic needs --model NAME (or ANTHROPIC_MODEL)"],
    [
      ["--provider", "anthropic", "--model", "claude-sonnet-4-5"],
      "ANTHROPIC_API_KEY is not set; the Anthropic API needs it",
    ],
    [
      ["--provider", "gemini", "--model", "gemini-2.5-flash"],
      "GEMINI_API_KEY is not set; the Gemini API needs it",
    ],
    [["what now?"], "the scripted model only plays its scenario's question"],
    [
      ["--provider", "openai", "--model", "m", "--base-url", "localhost:8080"],
      'invalid base URL "localhost:8080"; expected an http: or https: URL',
    ],
    [
      ["--provider", "openai", "--model", "gpt-4o-mini"],
      "OPENAI_API_KEY is not set; the OpenAI API needs it",
    ],
    [
      ["--scenario", "approval", "--stream", "--approve", "all"],
      "--stream does not work with --scenario approval yet",
    ],
  ])("refuses %j with exit code 2", async (argv, message) => {
    const result = await run(argv);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain(`error: ${message}`);
  });

  it("exits 1 at the step limit, saying so", async () => {
    const result = await run(["--scenario", "runaway", "--max-steps", "2", "--quiet"]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(
      "stopped: no final answer after 2 model steps (raise --max-steps to allow more)\n",
    );
  });

  it("--json --quiet prints only the answer and the summary", async () => {
    const result = await run(["--json", "--quiet", "--scenario", "unknown-city"]);
    expect(result.code).toBe(0);
    const types = result.stdout
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line).type);
    expect(types).toEqual(["answer", "summary"]);
  });

  it("exits 130 when cancelled before it starts", async () => {
    let stdout = "";
    const code = await runCli(["--scenario", "calculator"], {
      stdout: { write: (text: string) => (stdout += text) },
      stderr: { write: () => true },
      env: {},
      signal: AbortSignal.abort(new Error("cancelled by the user")),
    });
    expect(code).toBe(130);
    expect(stdout).toContain("stopped: cancelled by the user");
  });
});
