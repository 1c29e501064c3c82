import type { Tool } from "@tinyllm/tool";
import type { Message, ToolCall } from "@tinyllm/types";
import { type OptionFields, refuseUnknownOption } from "../option-names.js";
import type {
  Completion,
  CompletionRequest,
  FinishReason,
  ModelProvider,
} from "./model-provider.js";
import { sleep } from "./retry.js";

/** A tool call the scripted model makes; `arguments` is raw text, so it can be malformed. */
export interface ScriptedCall {
  readonly name: string;
  readonly arguments: string;
}

/** One turn of the scripted model. */
export interface ScriptedTurn {
  readonly content?: string | null;
  readonly calls?: readonly ScriptedCall[];
  /** Default: `tool_calls` when there are calls, else `stop`. */
  readonly finishReason?: FinishReason;
}

/** A tool call and the tool message that answered it. */
export interface AnsweredCall {
  readonly call: ToolCall;
  readonly content: string;
  /** Whether the content starts with `error: `, as the registry marks failures. */
  readonly isError: boolean;
}

/** What the scripted model sees of the conversation: what a real model reads, indexed. */
export interface ScriptView {
  /** The last user message. */
  readonly question: string;
  /** The names of the tools offered in this request. */
  readonly tools: readonly string[];
  /** How many assistant turns came before this one. */
  readonly turn: number;
  /** The answers to the previous assistant turn's calls, in call order. */
  readonly lastResults: readonly AnsweredCall[];
  /** Every answered call so far, oldest first. */
  readonly history: readonly AnsweredCall[];
}

/** A built-in conversation: a question, and a model policy that reacts to what it reads. */
export interface Scenario {
  readonly name: string;
  /** One line for `--list-scenarios`. */
  readonly description: string;
  /** Asked when no question is given on the command line. */
  readonly question: string;
  /** Decides the next turn from the conversation so far. */
  respond(view: ScriptView): ScriptedTurn;
  /** Tools only this scenario uses, registered beside the demo's tools when it runs. */
  readonly tools?: (() => readonly Tool[]) | undefined;
}

/** Options for {@link ScriptedProvider}. */
export interface ScriptedProviderOptions {
  /** A pretend thinking time per turn, in milliseconds (cancellable). Default 0. */
  readonly delayMs?: number;
}

/** Every option `new ScriptedProvider` takes: the one list its unknown-name check reads. */
export const SCRIPTED_PROVIDER_OPTION_NAMES: readonly string[] = Object.keys({
  delayMs: 1,
} as const satisfies OptionFields<ScriptedProviderOptions>);

/**
 * The built-in model: no network, no key; each turn comes from a scenario's policy. Throws a
 * `TypeError` for an option name it does not know.
 */
export class ScriptedProvider implements ModelProvider {
  readonly label: string;

  constructor(
    private readonly scenario: Scenario,
    private readonly options: ScriptedProviderOptions = {},
  ) {
    refuseUnknownOption(options, "new ScriptedProvider", SCRIPTED_PROVIDER_OPTION_NAMES);
    this.label = `scripted:${scenario.name}`;
  }

  async complete(request: CompletionRequest): Promise<Completion> {
    request.signal?.throwIfAborted();
    if ((this.options.delayMs ?? 0) > 0) await sleep(this.options.delayMs ?? 0, request.signal);
    const view = viewOf(request);
    const turn = this.scenario.respond(view);
    const firstId = countCalls(request.messages) + 1;
    const calls: ToolCall[] = (turn.calls ?? []).map((call, index) => ({
      id: `call_${firstId + index}`,
      type: "function",
      function: { name: call.name, arguments: call.arguments },
    }));
    return {
      message: {
        role: "assistant",
        content: turn.content ?? null,
        ...(calls.length > 0 ? { tool_calls: calls } : {}),
      },
      finishReason: turn.finishReason ?? (calls.length > 0 ? "tool_calls" : "stop"),
    };
  }
}

function countCalls(messages: readonly Message[]): number {
  let count = 0;
  for (const message of messages) {
    if (message.role === "assistant") count += message.tool_calls?.length ?? 0;
  }
  return count;
}

/** Indexes the conversation the way the scenarios read it. */
export function viewOf(request: CompletionRequest): ScriptView {
  const calls = new Map<string, ToolCall>();
  const history: AnsweredCall[] = [];
  let lastResults: AnsweredCall[] = [];
  let question = "";
  let turn = 0;
  for (const message of request.messages) {
    if (message.role === "user") {
      question =
        typeof message.content === "string"
          ? message.content
          : message.content.map((part) => part.text).join("");
    } else if (message.role === "assistant") {
      turn += 1;
      lastResults = [];
      for (const call of message.tool_calls ?? []) calls.set(call.id, call);
    } else if (message.role === "tool") {
      const call = calls.get(message.tool_call_id);
      if (call === undefined) continue;
      const answered = {
        call,
        content: message.content,
        isError: message.content.startsWith("error: "),
      };
      history.push(answered);
      lastResults.push(answered);
    }
  }
  return {
    question,
    tools: request.tools.map((tool) => tool.function.name),
    turn,
    lastResults,
    history,
  };
}
