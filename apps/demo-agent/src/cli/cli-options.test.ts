import { describe, expect, it } from "vitest";
import { expectMarkedClass } from "../../test/error-marker.js";
import { parseCliOptions, UsageError } from "./cli-options.js";

describe("parseCliOptions", () => {
  it("defaults to the scripted tour", () => {
    expect(parseCliOptions([], {})).toEqual({
      command: "run",
      provider: "scripted",
      scenario: "tour",
      question: undefined,
      baseUrl: "https://api.openai.com/v1",
      model: "",
      maxSteps: 8,
      timeoutMs: 120_000,
      json: false,
      quiet: false,
      stream: false,
      mcp: [],
      approve: "ask",
    });
    expect(parseCliOptions(["--stream"], {})).toMatchObject({ stream: true });
  });

  it("collects every --mcp command in order", () => {
    expect(parseCliOptions(["--mcp", "npx -y server-a", "--mcp=node b.js"], {})).toMatchObject({
      mcp: ["npx -y server-a", "node b.js"],
    });
  });

  it("reads the openai flags, the positional question and the environment defaults", () => {
    expect(
      parseCliOptions(
        ["--provider", "openai", "--max-steps=3", "--timeout", "5", "--json", "what", "now?"],
        { OPENAI_BASE_URL: "http://127.0.0.1:11434/v1", OPENAI_MODEL: "qwen2.5:3b" },
      ),
    ).toMatchObject({
      provider: "openai",
      baseUrl: "http://127.0.0.1:11434/v1",
      model: "qwen2.5:3b",
      question: "what now?",
      maxSteps: 3,
      timeoutMs: 5000,
      json: true,
    });
  });

  it.each([
    ["anthropic", "https://api.anthropic.com/v1", "ANTHROPIC"],
    ["gemini", "https://generativelanguage.googleapis.com/v1beta", "GEMINI"],
  ])(
    "--provider %s reads its own defaults and environment, not OpenAI's",
    (provider, baseUrl, prefix) => {
      const openai = { OPENAI_MODEL: "gpt-4o-mini", OPENAI_BASE_URL: "http://127.0.0.1:1/v1" };
      expect(() => parseCliOptions(["--provider", provider], openai)).toThrow(UsageError);
      expect(parseCliOptions(["--provider", provider, "--model", "m"], openai)).toMatchObject({
        provider,
        baseUrl,
        model: "m",
      });
      expect(
        parseCliOptions(["--provider", provider], {
          [`${prefix}_MODEL`]: "from-env",
          [`${prefix}_BASE_URL`]: "http://127.0.0.1:2/v1",
        }),
      ).toMatchObject({ provider, baseUrl: "http://127.0.0.1:2/v1", model: "from-env" });
    },
  );

  it("lets --help and --list-scenarios win", () => {
    expect(parseCliOptions(["--json", "--help"], {})).toEqual({ command: "help" });
    expect(parseCliOptions(["-h"], {})).toEqual({ command: "help" });
    expect(parseCliOptions(["--list-scenarios"], {})).toEqual({ command: "list-scenarios" });
  });

  it.each([
    [["--timeout", "1"], "--timeout applies only to --provider openai, anthropic or gemini"],
    [["--provider", "gemini"], "--provider gemini needs --model NAME (or GEMINI_MODEL)"],
    [["--provider", "openai", "--model", "m", "  "], "the question is empty; expected some text"],
    [["--max-steps", "101"], '--max-steps "101" is not a whole number from 1 to 100'],
    [["--max-steps", "1e1"], '--max-steps "1e1" is not a whole number from 1 to 100'],
    [["--scenario", "--json"], 'option "--scenario" needs a value'],
    [
      ["--provider", "openai", "--model", "m", "--timeout", "-5"],
      '--timeout "-5" is not a whole number from 1 to 3600',
    ],
    [["--max-steps", "-1"], '--max-steps "-1" is not a whole number from 1 to 100'],
  ])("refuses %j", (argv, message) => {
    expect(() => parseCliOptions(argv, {})).toThrow(new UsageError(message));
  });
});

describe("UsageError", () => {
  it("is recognised by its marker, from any copy of the app", () => {
    expectMarkedClass(UsageError, new UsageError("bad flag"), "@tinyllm/demo-agent.UsageError");
  });
});
