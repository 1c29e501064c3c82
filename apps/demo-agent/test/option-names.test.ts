import { Registry } from "@tinyllm/tool";
import { unknownOption } from "@tinyllm/types";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RUN_AGENT_OPTION_NAMES, type RunAgentOptions, runAgent } from "../src/agent/run-agent.js";
import {
  ANTHROPIC_PROVIDER_OPTION_NAMES,
  AnthropicProvider,
} from "../src/providers/anthropic-provider.js";
import { GEMINI_PROVIDER_OPTION_NAMES, GeminiProvider } from "../src/providers/gemini-provider.js";
import {
  OPENAI_PROVIDER_OPTION_NAMES,
  OpenAIProvider,
  type OpenAIProviderOptions,
} from "../src/providers/openai-provider.js";
import {
  SCRIPTED_PROVIDER_OPTION_NAMES,
  ScriptedProvider,
} from "../src/providers/scripted-provider.js";
import { SCENARIOS } from "../src/scenarios/scenarios.js";
import {
  createDemoTools,
  DEMO_TOOLS_OPTION_NAMES,
  type DemoToolsOptions,
} from "../src/tools/demo-tools.js";

const scenario = SCENARIOS[0] as (typeof SCENARIOS)[number];
const server = { baseUrl: "http://127.0.0.1:8080/v1", model: "m" };
const HTTP_POLICY =
  "timeoutMs, maxRetries, retryBaseDelayMs, maxRetryDelayMs, maxResponseBytes, sleep, fetch";

/** One options object: its owner's name in messages, its list, and a call that gives it. */
const ENTRIES: readonly {
  readonly owner: string;
  readonly names: readonly string[];
  readonly give: (options: Record<string, unknown>) => unknown;
  /** The names `give` fills in, which an undefined would fail for another reason. */
  readonly required?: readonly string[];
}[] = [
  {
    owner: "runAgent",
    names: RUN_AGENT_OPTION_NAMES,
    give: (o) =>
      runAgent({
        provider: new ScriptedProvider(scenario),
        tools: new Registry(),
        messages: [],
        maxSteps: 0,
        ...o,
      }),
    required: ["provider", "tools", "messages"],
  },
  {
    owner: "new OpenAIProvider",
    names: OPENAI_PROVIDER_OPTION_NAMES,
    give: (o) => new OpenAIProvider({ ...server, ...o }),
    required: ["baseUrl", "model"],
  },
  {
    owner: "new AnthropicProvider",
    names: ANTHROPIC_PROVIDER_OPTION_NAMES,
    give: (o) => new AnthropicProvider({ ...server, ...o }),
    required: ["baseUrl", "model"],
  },
  {
    owner: "new GeminiProvider",
    names: GEMINI_PROVIDER_OPTION_NAMES,
    give: (o) => new GeminiProvider({ ...server, ...o }),
    required: ["baseUrl", "model"],
  },
  {
    owner: "new ScriptedProvider",
    names: SCRIPTED_PROVIDER_OPTION_NAMES,
    give: (o) => new ScriptedProvider(scenario, o),
  },
  { owner: "createDemoTools", names: DEMO_TOOLS_OPTION_NAMES, give: (o) => createDemoTools(o) },
];

/** What giving the options threw or rejected with, or undefined. */
async function failureOf(run: () => unknown): Promise<unknown> {
  try {
    await run();
    return undefined;
  } catch (error) {
    return error;
  }
}

describe("the demo's options objects refuse a name they do not know", () => {
  it("runAgent rejects with a TypeError naming the option, the closest one and the list", async () => {
    const options = {
      provider: new ScriptedProvider(scenario),
      tools: new Registry(),
      messages: [],
      maxStep: 2,
    } as RunAgentOptions;
    const failure = await failureOf(() => runAgent(options));
    expect(failure).toBeInstanceOf(TypeError);
    expect((failure as Error).message).toBe(
      'unknown option "maxStep"; did you mean "maxSteps"? runAgent options: provider, tools, messages, maxSteps, maxCallsPerTurn, signal, onEvent, now',
    );
  });

  it("new OpenAIProvider throws for timeoutMS, with the did-you-mean", () => {
    const attempt = () => new OpenAIProvider({ ...server, timeoutMS: 5 } as OpenAIProviderOptions);
    expect(attempt).toThrow(TypeError);
    expect(attempt).toThrow(
      `unknown option "timeoutMS"; did you mean "timeoutMs"? new OpenAIProvider options: ${HTTP_POLICY}, baseUrl, model, apiKey`,
    );
  });

  it("createDemoTools and new ScriptedProvider throw too", () => {
    expect(() => createDemoTools({ weatherLatency: 5 } as DemoToolsOptions)).toThrow(
      'unknown option "weatherLatency"; did you mean "weatherLatencyMs"? createDemoTools options: weatherLatencyMs, now',
    );
    expect(() => new ScriptedProvider(scenario, { delay: 5 } as never)).toThrow(
      'unknown option "delay"; did you mean "delayMs"? new ScriptedProvider options: delayMs',
    );
  });

  it("an unknown name whose value is undefined is refused too", () => {
    expect(() => new OpenAIProvider({ ...server, apikey: undefined } as never)).toThrow(
      /^unknown option "apikey"; did you mean "apiKey"\?/,
    );
  });

  for (const entry of ENTRIES) {
    it(`${entry.owner}: a random name not in the list is refused with unknownOption's message`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.string({ maxLength: 30 }).filter((name) => !entry.names.includes(name)),
          fc.anything(),
          async (name, value) => {
            const options = { [name]: value };
            const failure = await failureOf(() => entry.give(options));
            expect(failure).toBeInstanceOf(TypeError);
            expect((failure as Error).message).toBe(
              unknownOption(options, entry.owner, entry.names)?.message,
            );
          },
        ),
        { numRuns: 50 },
      );
    });

    it(`${entry.owner}: every subset of its names is taken`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.subarray([...entry.names]), async (picked) => {
          const required = entry.required ?? [];
          const options = Object.fromEntries(
            picked.filter((name) => !required.includes(name)).map((name) => [name, undefined]),
          );
          expect(await failureOf(() => entry.give(options))).toBeUndefined();
        }),
        { numRuns: 30 },
      );
    });
  }
});
