import { type ChildProcess, spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCENARIOS } from "../src/scenarios/scenarios.js";
import { bundleCli } from "./bundle-cli.js";
import { type ChatServer, completion, startChatServer, toolCall } from "./chat-server.js";

let cliPath = "";
let removeBundle = async () => {};

beforeAll(async () => {
  ({ cliPath, remove: removeBundle } = await bundleCli());
}, 60_000);

afterAll(() => removeBundle());

// Each test starts its own server (closed at the end), so the tests can run concurrently.
const servers: ChatServer[] = [];
async function serve(reply: Parameters<typeof startChatServer>[0]): Promise<ChatServer> {
  const started = await startChatServer(reply);
  servers.push(started);
  return started;
}
afterAll(async () => {
  await Promise.all(servers.map((started) => started.close()));
});

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the CLI with piped output and a clean environment plus `env`. */
function run(
  args: readonly string[],
  env: Record<string, string> = {},
  onSpawn?: (child: ChildProcess) => void,
): Promise<Run> {
  const base = { ...process.env };
  for (const name of [
    "FORCE_COLOR",
    "NO_COLOR",
    "OPENAI_API_KEY",
    "OPENAI_BASE_URL",
    "OPENAI_MODEL",
    "ANTHROPIC_API_KEY",
    "ANTHROPIC_BASE_URL",
    "ANTHROPIC_MODEL",
    "GEMINI_API_KEY",
    "GEMINI_BASE_URL",
    "GEMINI_MODEL",
  ]) {
    delete base[name];
  }
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cliPath, ...args], {
      env: { ...base, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    onSpawn?.(child);
  });
}

// The start of every ANSI colour sequence.
const ANSI = "\u001b[";

// Child processes spend most of their time starting: run them side by side. The
// timeout is a ceiling for a loaded machine (each process starts Node), not a speed goal.
describe.concurrent("the demo CLI", { timeout: 30_000 }, () => {
  it("--help prints the usage and every flag", async () => {
    const result = await run(["--help"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Usage: pnpm demo \[options\] \["question"\]/);
    for (const flag of [
      "--scenario",
      "--list-scenarios",
      "--provider",
      "--base-url",
      "--model",
      "--max-steps",
      "--timeout",
      "--json",
      "--quiet",
      "--help",
    ]) {
      expect(result.stdout).toContain(flag);
    }
    expect(result.stderr).toBe("");
  });

  it("--list-scenarios lists every scenario with its description", async () => {
    const result = await run(["--list-scenarios"]);
    expect(result.code).toBe(0);
    const lines = result.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(SCENARIOS.length);
    SCENARIOS.forEach((scenario, index) => {
      expect(lines[index]).toMatch(
        new RegExp(`^${scenario.name} +${escapeRegExp(scenario.description)}$`),
      );
    });
  });

  // The full matrix of refusals runs in process (src/cli/run-cli.test.ts); these
  // check that the real process exits 2 with the message on stderr.
  it.each([
    [["--bogus"], 'unknown option "--bogus"'],
    [["--max-steps", "0"], '--max-steps "0" is not a whole number from 1 to 100'],
    [["--scenario", "nope"], 'unknown scenario "nope"; expected one of tour, calculator, time, '],
  ])("refuses %j with exit code 2 and a clear message", async (args, message) => {
    const result = await run(args);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain(`error: ${message}`);
    expect(result.stderr).toMatch(/Run with --help for the options\.\n$/);
  });

  it("runs the default tour in plain text when piped, coloured when forced", async () => {
    const plain = await run([]);
    expect(plain.code).toBe(0);
    expect(plain.stdout).not.toContain(ANSI);
    expect(plain.stdout).toContain(
      [
        "      error: invalid arguments for get_weather:",
        '      $: missing required property "city"',
        '      $: unexpected property "country"',
        "      $.days: expected integer, got string",
        '      $.unit: "kelvin" is not one of ["c","f"]',
      ].join("\n"),
    );
    expect(plain.stdout).toContain('→ get_weather call_2 {"city":"Paris","days":3}');
    expect(plain.stdout).toContain("2 calls ran in parallel in ");
    expect(plain.stdout).toContain('did you mean "calculator"?');
    expect(plain.stdout).toMatch(/\nanswer {2}Paris over the next three days: /);
    expect(plain.stdout).toMatch(/\nanswered · 6 steps · 6 tool calls · 2 failures · \d+ ms\n$/);

    const coloured = await run(["--scenario", "calculator"], { FORCE_COLOR: "1" });
    expect(coloured.stdout).toContain(ANSI);
  });

  it("--json prints one JSON event per line", async () => {
    const result = await run(["--json"]);
    expect(result.code).toBe(0);
    const events = result.stdout
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(events[0]).toMatchObject({ type: "start", provider: "scripted:tour", maxSteps: 8 });
    expect(events[1]).toMatchObject({ type: "question" });
    expect(events).toContainEqual({
      type: "tool",
      step: 1,
      callId: "call_1",
      name: "get_weather",
      kind: "invalid_arguments",
      isError: true,
      content:
        'error: invalid arguments for get_weather:\n$: missing required property "city"\n$: unexpected property "country"\n$.days: expected integer, got string\n$.unit: "kelvin" is not one of ["c","f"]',
    });
    expect(events.at(-1)).toMatchObject({
      type: "summary",
      outcome: "answered",
      steps: 6,
      toolCalls: 6,
      failures: 2,
    });
  });

  it("--quiet prints only the answer", async () => {
    const quiet = await run(["--quiet", "--scenario", "calculator"]);
    expect(quiet.code).toBe(0);
    expect(quiet.stdout).toBe("It comes to 59.4142135624.\n");
  });

  it("asks an OpenAI-compatible server the positional question, with the key from the environment", async () => {
    const server = await serve((request) =>
      request.body.messages.at(-1)?.role === "user"
        ? {
            body: completion({
              tool_calls: [toolCall("c1", "calculator", '{"expression":"2+2"}')],
            }),
          }
        : { body: completion({ content: "Four." }) },
    );
    const result = await run(
      ["--provider", "openai", "--base-url", server.baseUrl, "--model", "tiny", "what is 2+2?"],
      { OPENAI_API_KEY: "sk-cli-secret-123" },
    );
    expect(result.code).toBe(0);
    expect(server.requests[0]?.headers.authorization).toBe("Bearer sk-cli-secret-123");
    expect(server.requests[0]?.body.messages.at(-1)).toEqual({
      role: "user",
      content: "what is 2+2?",
    });
    expect(result.stdout).toContain("model openai:tiny");
    expect(result.stdout).toContain("2+2 = 4");
    expect(result.stdout).toContain("answer  Four.");
    expect(result.stdout + result.stderr).not.toContain("sk-cli-secret-123");
  });

  it("never prints the key, even when the server's error repeats it", async () => {
    const key = "sk-cli-secret-456";
    const server = await serve(() => ({
      status: 401,
      body: { error: { message: `Incorrect API key provided: ${key}` } },
    }));
    const result = await run(
      ["--provider", "openai", "--base-url", server.baseUrl, "--model", "m"],
      {
        OPENAI_API_KEY: key,
      },
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("answered HTTP 401: Incorrect API key provided: [redacted]");
    expect(result.stdout + result.stderr).not.toContain(key);
  });

  it.each([
    [
      "anthropic",
      "ANTHROPIC_API_KEY",
      "x-api-key",
      (answered: boolean) =>
        answered
          ? { content: [{ type: "text", text: "Four." }], stop_reason: "end_turn" }
          : {
              content: [
                { type: "tool_use", id: "t1", name: "calculator", input: { expression: "2+2" } },
              ],
              stop_reason: "tool_use",
            },
    ],
    [
      "gemini",
      "GEMINI_API_KEY",
      "x-goog-api-key",
      (answered: boolean) => ({
        candidates: [
          {
            content: {
              role: "model",
              parts: answered
                ? [{ text: "Four." }]
                : [{ functionCall: { name: "calculator", args: { expression: "2+2" } } }],
            },
            finishReason: "STOP",
          },
        ],
      }),
    ],
  ])(
    "--provider %s answers through the registry; its key is sent, never printed",
    async (provider, variable, header, answer) => {
      const key = `secret-${provider}-0123456789`;
      const server = await serve((_request, index) => ({ body: answer(index > 0) }));
      const result = await run(
        ["--provider", provider, "--base-url", server.baseUrl, "--model", "tiny", "what is 2+2?"],
        { [variable]: key },
      );
      expect(result.code).toBe(0);
      expect(server.requests[0]?.headers[header]).toBe(key);
      expect(result.stdout).toContain(`model ${provider}:tiny`);
      expect(result.stdout).toContain("2+2 = 4");
      expect(result.stdout).toContain("answer  Four.");
      const failing = await serve(() => ({
        status: 401,
        body: { error: { message: `bad key ${key}` } },
      }));
      const refused = await run(
        ["--provider", provider, "--base-url", failing.baseUrl, "--model", "m"],
        {
          [variable]: key,
        },
      );
      expect(refused.code).toBe(1);
      expect(refused.stdout).toContain("answered HTTP 401: bad key [redacted]");
      expect(result.stdout + result.stderr + refused.stdout + refused.stderr).not.toContain(key);
    },
  );

  it("Ctrl-C cancels the model request and exits 130", async () => {
    const server = await serve(() => "hang");
    const waiting = server.firstRequest;
    const result = await run(
      ["--provider", "openai", "--base-url", server.baseUrl, "--model", "m"],
      {},
      (child) => {
        void waiting.then(() => child.kill("SIGINT"));
      },
    );
    await server.hungUp;
    expect(result.code).toBe(130);
    expect(result.stdout).toContain("stopped: cancelled by the user");
    expect(result.stdout).toMatch(/cancelled · 1 step · 0 tool calls · 0 failures · /);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
