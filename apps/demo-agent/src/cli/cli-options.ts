import { parseArgs } from "node:util";
import { hasMarker } from "@tinyllm/types";
import { ANTHROPIC_BASE_URL } from "../providers/anthropic-provider.js";
import { GEMINI_BASE_URL } from "../providers/gemini-provider.js";
import { DEFAULT_SCENARIO, findScenario, SCENARIOS } from "../scenarios/scenarios.js";

const usageErrorMarker = Symbol.for("@tinyllm/demo-agent.UsageError");

/** A command line the CLI cannot run; it exits with code 2. */
export class UsageError extends Error {
  override readonly name = "UsageError";
  /** A stable code for programs; the message is for people. */
  readonly code = "usage";

  /** Whether `value` is a `UsageError` from any copy of this app (by its `Symbol.for` marker); never throws. */
  static isInstance(value: unknown): value is UsageError {
    return hasMarker(value, usageErrorMarker);
  }
}
Object.defineProperty(UsageError.prototype, usageErrorMarker, { value: true });

/** The default API root of `--provider openai`. */
export const OPENAI_BASE_URL = "https://api.openai.com/v1";

/** A model server the CLI can talk to. */
export type ServerProvider = "openai" | "anthropic" | "gemini";

/** What the CLI knows of one model server provider. */
export interface ServerProviderInfo {
  /** Its name in messages: `OpenAI`. */
  readonly label: string;
  /** Its default API root. */
  readonly baseUrl: string;
  /** The environment variables it reads: key, model, API root. */
  readonly keyVariable: string;
  readonly modelVariable: string;
  readonly baseUrlVariable: string;
}

/** Per server provider: its default API root and the environment variables it reads. */
export const SERVER_PROVIDERS: Readonly<Record<ServerProvider, ServerProviderInfo>> = {
  openai: {
    label: "OpenAI",
    baseUrl: OPENAI_BASE_URL,
    keyVariable: "OPENAI_API_KEY",
    modelVariable: "OPENAI_MODEL",
    baseUrlVariable: "OPENAI_BASE_URL",
  },
  anthropic: {
    label: "Anthropic",
    baseUrl: ANTHROPIC_BASE_URL,
    keyVariable: "ANTHROPIC_API_KEY",
    modelVariable: "ANTHROPIC_MODEL",
    baseUrlVariable: "ANTHROPIC_BASE_URL",
  },
  gemini: {
    label: "Gemini",
    baseUrl: GEMINI_BASE_URL,
    keyVariable: "GEMINI_API_KEY",
    modelVariable: "GEMINI_MODEL",
    baseUrlVariable: "GEMINI_BASE_URL",
  },
};

const PROVIDERS = ["scripted", "openai", "anthropic", "gemini"] as const;

/** The settings one run of the CLI uses. */
export type CliOptions =
  | { readonly command: "help" }
  | { readonly command: "list-scenarios" }
  | {
      readonly command: "run";
      readonly provider: "scripted" | ServerProvider;
      readonly scenario: string;
      /** The positional question, or undefined to ask the scenario's. */
      readonly question: string | undefined;
      readonly baseUrl: string;
      readonly model: string;
      readonly maxSteps: number;
      readonly timeoutMs: number;
      readonly json: boolean;
      readonly quiet: boolean;
      /** `--stream`: each call's arguments judged character by character as they stream. */
      readonly stream: boolean;
      /** `--mcp` commands whose tools join the demo's, in the order given. */
      readonly mcp: readonly string[];
      /** `--approve all|none`, or `ask` (the default: a prompt on a TTY, else denied). */
      readonly approve: "all" | "none" | "ask";
    };

/** The `--help` text. */
export const HELP = `Usage: pnpm demo [options] ["question"]

Runs an agent whose tool calls go through a @tinyllm/tool Registry, and prints
the transcript. Without options, a built-in scripted model plays the "${DEFAULT_SCENARIO}"
scenario: no network, no key.

Options:
  --scenario NAME       play a built-in scenario (default: ${DEFAULT_SCENARIO}); with a model
                        server provider, only its question is used
  --list-scenarios      list the scenarios and exit
  --provider NAME       scripted (default); openai: any OpenAI-compatible Chat
                        Completions server (OpenAI, llama.cpp, Ollama, vLLM);
                        anthropic: the Anthropic Messages API; gemini: the Gemini API
  --base-url URL        the server's API root (default: $OPENAI_BASE_URL or
                        ${OPENAI_BASE_URL}; $ANTHROPIC_BASE_URL or
                        ${ANTHROPIC_BASE_URL}; $GEMINI_BASE_URL or
                        ${GEMINI_BASE_URL}); e.g. http://127.0.0.1:8080/v1
  --model NAME          the model name (default: $OPENAI_MODEL, $ANTHROPIC_MODEL or
                        $GEMINI_MODEL, else required)
  --max-steps N         model requests before giving up (default: 8)
  --timeout SECONDS     per request to the model server (default: 120)
  --mcp "COMMAND ARGS"  start an MCP server over stdio and add its tools (repeatable);
                        e.g. --mcp "npx -y @modelcontextprotocol/server-everything"
  --approve all|none    decide every call that needs approval (scenario approval);
                        default: ask "approve? [y/N/e(dit)]" on a TTY, else deny
  --json                print the transcript as JSON lines
  --quiet               print only the final answer
  --stream              stream each call's arguments character by character through
                        @tinyllm/tool/stream: a bad call is refused at the character
                        where it can no longer pass
  -h, --help            show this help

The question is the positional argument; without one, the scenario's question is
asked. The API key is read from OPENAI_API_KEY, ANTHROPIC_API_KEY or
GEMINI_API_KEY and never printed. Ctrl-C cancels
the model request and the running tools.

Exit codes: 0 answered, 1 stopped without an answer (error or step limit),
2 bad command line, 130 cancelled.
`;

/** The flags `parseArgs` reads; the README's flags table lists each (a test checks). */
export const OPTIONS = {
  scenario: { type: "string" },
  "list-scenarios": { type: "boolean" },
  provider: { type: "string" },
  "base-url": { type: "string" },
  model: { type: "string" },
  "max-steps": { type: "string" },
  timeout: { type: "string" },
  json: { type: "boolean" },
  quiet: { type: "boolean" },
  stream: { type: "boolean" },
  mcp: { type: "string", multiple: true },
  approve: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

/** Reads the command line; throws a UsageError saying what is wrong and what was expected. */
export function parseCliOptions(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): CliOptions {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({
      args: joinNegativeValues(argv),
      options: OPTIONS,
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError(describeParseError(error));
  }
  const { values, positionals } = parsed;
  if (values.help) return { command: "help" };
  if (values["list-scenarios"]) return { command: "list-scenarios" };

  const provider = values.provider ?? "scripted";
  if (!isProvider(provider)) {
    throw new UsageError(
      `unknown provider ${JSON.stringify(provider)}; expected "scripted", "openai", "anthropic" or "gemini"`,
    );
  }
  const scenario = values.scenario ?? DEFAULT_SCENARIO;
  if (findScenario(scenario) === undefined) {
    throw new UsageError(
      `unknown scenario ${JSON.stringify(scenario)}; expected one of ${SCENARIOS.map((item) => item.name).join(", ")}`,
    );
  }
  if (provider === "scripted") {
    for (const flag of ["base-url", "model", "timeout"] as const) {
      if (values[flag] !== undefined) {
        throw new UsageError(`--${flag} applies only to --provider openai, anthropic or gemini`);
      }
    }
    if (positionals.length > 0) {
      throw new UsageError(
        "the scripted model only plays its scenario's question; use --provider openai, anthropic or gemini to ask your own",
      );
    }
  }
  const server = provider === "scripted" ? SERVER_PROVIDERS.openai : SERVER_PROVIDERS[provider];
  const model = values.model ?? env[server.modelVariable] ?? "";
  if (provider !== "scripted" && model === "") {
    throw new UsageError(`--provider ${provider} needs --model NAME (or ${server.modelVariable})`);
  }
  const approve = values.approve ?? "ask";
  if (approve !== "all" && approve !== "none") {
    if (values.approve !== undefined) {
      throw new UsageError(`--approve is ${JSON.stringify(approve)}; expected "all" or "none"`);
    }
  }
  const question = positionals.length > 0 ? positionals.join(" ") : undefined;
  if (question !== undefined && question.trim() === "") {
    throw new UsageError("the question is empty; expected some text");
  }
  return {
    command: "run",
    provider,
    scenario,
    question,
    baseUrl: values["base-url"] ?? env[server.baseUrlVariable] ?? server.baseUrl,
    model,
    maxSteps: readInteger("--max-steps", values["max-steps"], 8, 1, 100),
    timeoutMs: readInteger("--timeout", values.timeout, 120, 1, 3600) * 1000,
    json: values.json ?? false,
    quiet: values.quiet ?? false,
    stream: values.stream ?? false,
    mcp: values.mcp ?? [],
    approve: approve as "all" | "none" | "ask",
  };
}

function isProvider(name: string): name is (typeof PROVIDERS)[number] {
  return (PROVIDERS as readonly string[]).includes(name);
}

function readInteger(
  flag: string,
  text: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (text === undefined) return fallback;
  const value = /^[0-9]+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new UsageError(
      `${flag} ${JSON.stringify(text)} is not a whole number from ${min} to ${max}`,
    );
  }
  return value;
}

/**
 * `--timeout -5` as `--timeout=-5`: parseArgs takes a value starting with `-` for a missing one,
 * and would say "needs a value" where the value is there and out of range.
 */
function joinNegativeValues(argv: readonly string[]): string[] {
  const joined: string[] = [];
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index] ?? "";
    const next = argv[index + 1];
    const name = argument.startsWith("--") ? argument.slice(2) : undefined;
    const takesValue =
      name !== undefined &&
      Object.hasOwn(OPTIONS, name) &&
      OPTIONS[name as keyof typeof OPTIONS].type === "string";
    if (takesValue && next !== undefined && /^-[0-9.]/.test(next)) {
      joined.push(`${argument}=${next}`);
      index += 1;
    } else {
      joined.push(argument);
    }
  }
  return joined;
}

/** Node's parseArgs messages, rewritten in the CLI's words. */
function describeParseError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  const option = /'(-[^']*)'/.exec(message)?.[1]?.split(" ")[0];
  if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" && option !== undefined) {
    return `unknown option ${JSON.stringify(option)}`;
  }
  if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE" && option !== undefined) {
    return /argument missing|ambiguous/.test(message)
      ? `option ${JSON.stringify(option)} needs a value`
      : `option ${JSON.stringify(option)} takes no value`;
  }
  return message;
}
