import { Registry } from "@tinyllm/tool";
import type { Message } from "@tinyllm/types";
import { runAgent, type ToolRunner } from "../agent/run-agent.js";
import { AnthropicProvider } from "../providers/anthropic-provider.js";
import { GeminiProvider } from "../providers/gemini-provider.js";
import type { ModelProvider } from "../providers/model-provider.js";
import { OpenAIProvider, type OpenAIProviderOptions } from "../providers/openai-provider.js";
import { ScriptedProvider } from "../providers/scripted-provider.js";
import { palette, shouldColour } from "../render/colour.js";
import { createJsonRenderer } from "../render/json-renderer.js";
import { createTextRenderer } from "../render/text-renderer.js";
import { visibleLines } from "../render/visible-text.js";
import { approvalScenario, sendEmailTool } from "../scenarios/approval-scenario.js";
import { findScenario, SCENARIOS } from "../scenarios/scenarios.js";
import {
  type StreamReport,
  streamingRunner,
  streamReportLine,
} from "../stream/streaming-runner.js";
import { createDemoTools } from "../tools/demo-tools.js";
import { type AskLine, approvalRunner } from "./approval-gate.js";
import {
  type CliOptions,
  HELP,
  parseCliOptions,
  SERVER_PROVIDERS,
  type ServerProvider,
  UsageError,
} from "./cli-options.js";
import { connectMcpServers, type McpServers } from "./mcp-servers.js";

/** What the CLI reads and writes; the real process, or a test's stand-ins. */
export interface CliIo {
  readonly stdout: { write(text: string): unknown; readonly isTTY?: boolean | undefined };
  readonly stderr: { write(text: string): unknown; readonly isTTY?: boolean | undefined };
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Aborted on Ctrl-C. */
  readonly signal?: AbortSignal;
  /** Asks the human a question on the terminal (given only when stdin is a TTY). */
  readonly ask?: AskLine | undefined;
}

/** The instructions a real model gets; the scripted one plays its scenario regardless. */
export const SYSTEM_PROMPT =
  "You are a helpful assistant in a demo of tinyllm tools. Use the tools when they help. " +
  "When a tool answers with an error, read it, correct your call and try again. " +
  "Answer briefly once you have what you need.";

/** How long one tool call may run before the registry answers it with a timeout. */
export const TOOL_TIMEOUT_MS = 10_000;

/** Exit codes: see `--help`. */
export const EXIT = { answered: 0, stopped: 1, usage: 2, cancelled: 130 } as const;

/** Runs the CLI with `argv` (without `node` and the script) and returns the exit code. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const colour = palette(shouldColour(io.stderr, io.env));
  let options: CliOptions;
  try {
    options = parseCliOptions(argv, io.env);
  } catch (error) {
    if (!UsageError.isInstance(error)) throw error;
    io.stderr.write(`${colour.red("error:")} ${error.message}\nRun with --help for the options.\n`);
    return EXIT.usage;
  }
  if (options.command === "help") {
    io.stdout.write(HELP);
    return EXIT.answered;
  }
  if (options.command === "list-scenarios") {
    const width = Math.max(...SCENARIOS.map((scenario) => scenario.name.length));
    for (const scenario of SCENARIOS) {
      io.stdout.write(`${scenario.name.padEnd(width)}  ${scenario.description}\n`);
    }
    return EXIT.answered;
  }

  const scenario = findScenario(options.scenario);
  if (scenario === undefined) throw new Error(`scenario ${options.scenario} vanished`);
  if (options.stream && scenario.name === approvalScenario.name) {
    // The approval scenario answers through its own runner, which does not stream its calls.
    io.stderr.write(
      `${colour.red("error:")} --stream does not work with --scenario approval yet\nRun with --help for the options.\n`,
    );
    return EXIT.usage;
  }
  let provider: ModelProvider;
  if (options.provider === "scripted") {
    provider = new ScriptedProvider(scenario);
  } else {
    const server = SERVER_PROVIDERS[options.provider];
    const apiKey = io.env[server.keyVariable];
    if (!apiKey && options.baseUrl.replace(/\/+$/, "") === server.baseUrl) {
      io.stderr.write(
        `${colour.red("error:")} ${server.keyVariable} is not set; the ${server.label} API needs it (a local server given with --base-url does not)\n`,
      );
      return EXIT.usage;
    }
    try {
      provider = serverProvider(options.provider, {
        baseUrl: options.baseUrl,
        model: options.model,
        apiKey,
        timeoutMs: options.timeoutMs,
      });
    } catch (error) {
      io.stderr.write(`${colour.red("error:")} ${(error as Error).message}\n`);
      return EXIT.usage;
    }
  }

  // A tool that hangs must not hang the agent: after 10 s its call is answered with a timeout.
  const demoTools = [...createDemoTools({ weatherLatencyMs: 120 }), ...(scenario.tools?.() ?? [])];
  // The approval scenario's send_email needs a human: an ApprovalRegistry, decided as it goes.
  const approval =
    scenario.name === approvalScenario.name
      ? approvalRunner(
          [...demoTools, sendEmailTool()],
          { timeoutMs: TOOL_TIMEOUT_MS },
          {
            mode: options.approve,
            ask: io.ask,
            json: options.json,
            write: (text) => {
              if (!options.quiet) io.stdout.write(text);
            },
          },
        )
      : undefined;
  const registry =
    approval?.registry ?? new Registry({ timeoutMs: TOOL_TIMEOUT_MS }).mustRegister(...demoTools);
  let servers: McpServers = { clients: [], lines: [] };
  try {
    servers = await connectMcpServers(options.mcp, registry);
  } catch (error) {
    // The message can hold the server's stderr lines: shown, never acted on.
    io.stderr.write(`${colour.red("error:")} ${visibleLines((error as Error).message)}\n`);
    return EXIT.stopped;
  }
  // On stderr, so that `--json` keeps stdout to JSON lines.
  for (const line of servers.lines) io.stderr.write(`${line}\n`);
  try {
    return await converse(options, scenario, provider, approval?.runner ?? registry, io);
  } finally {
    await Promise.all(servers.clients.map((client) => client.close()));
  }
}

/** One conversation with the model, rendered as it goes; returns the exit code. */
async function converse(
  options: Extract<CliOptions, { command: "run" }>,
  scenario: NonNullable<ReturnType<typeof findScenario>>,
  provider: ModelProvider,
  registry: ToolRunner,
  io: CliIo,
): Promise<number> {
  const messages: Message[] = [
    { role: "system", content: SYSTEM_PROMPT },
    { role: "user", content: options.question ?? scenario.question },
  ];
  const write = (text: string) => {
    io.stdout.write(text);
  };
  const render = options.json
    ? createJsonRenderer(write, { quiet: options.quiet })
    : createTextRenderer(write, {
        palette: palette(shouldColour(io.stdout, io.env)),
        quiet: options.quiet,
      });
  const result = await runAgent({
    provider,
    tools:
      options.stream && registry instanceof Registry
        ? streamingRunner(registry, (report) => write(streamLine(report, options)))
        : registry,
    messages,
    maxSteps: options.maxSteps,
    ...(io.signal === undefined ? {} : { signal: io.signal }),
    onEvent: render,
  });
  switch (result.outcome) {
    case "answered":
      return EXIT.answered;
    case "cancelled":
      return EXIT.cancelled;
    default:
      return EXIT.stopped;
  }
}

/** The provider for a model server; each takes the same settings and shares the HTTP policy. */
function serverProvider(name: ServerProvider, options: OpenAIProviderOptions): ModelProvider {
  if (name === "anthropic") return new AnthropicProvider(options);
  if (name === "gemini") return new GeminiProvider(options);
  return new OpenAIProvider(options);
}

/** A `--stream` report as a transcript line: text, or one JSON line with `--json`; none with `--quiet`. */
function streamLine(
  report: StreamReport,
  options: { readonly json: boolean; readonly quiet: boolean },
): string {
  if (options.quiet) return "";
  return options.json
    ? `${JSON.stringify({ type: "stream", ...report })}\n`
    : `  ${streamReportLine(report)}\n`;
}
