import { MockLanguageModelV4 } from "ai/test";

type LanguageModelV4CallOptions = Parameters<MockLanguageModelV4["doGenerate"]>[0];
type LanguageModelV4GenerateResult = Awaited<ReturnType<MockLanguageModelV4["doGenerate"]>>;

/** One model turn: tool calls (name and arguments text) or a final text. */
export type Turn = { calls: [name: string, input: string][] } | { text: string };

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 1, text: 1, reasoning: 0 },
};

/**
 * The AI SDK's own mock model answering with the given turns in order; `prompts` records what
 * the model was sent each time, so a test reads what the model read.
 */
export function scriptedModel(
  turns: Turn[],
  /** The URLs the model reads itself (the AI SDK downloads any other URL in a prompt). */
  supportedUrls: Record<string, RegExp[]> = {},
): {
  model: MockLanguageModelV4;
  prompts: LanguageModelV4CallOptions["prompt"][];
  tools: LanguageModelV4CallOptions["tools"][];
} {
  const prompts: LanguageModelV4CallOptions["prompt"][] = [];
  const tools: LanguageModelV4CallOptions["tools"][] = [];
  let next = 0;
  const model = new MockLanguageModelV4({
    supportedUrls,
    doGenerate: async (options): Promise<LanguageModelV4GenerateResult> => {
      prompts.push(options.prompt);
      tools.push(options.tools);
      const turn = turns[next++];
      if (turn === undefined) throw new Error("the script has no more turns");
      if ("text" in turn) {
        return {
          content: [{ type: "text", text: turn.text }],
          finishReason: { unified: "stop", raw: undefined },
          usage,
          warnings: [],
        };
      }
      return {
        content: turn.calls.map(([toolName, input], index) => ({
          type: "tool-call",
          toolCallId: `call_${next}_${index}`,
          toolName,
          input,
        })),
        finishReason: { unified: "tool-calls", raw: undefined },
        usage,
        warnings: [],
      };
    },
  });
  return { model, prompts, tools };
}

/** The tool results the model read in one prompt: `[toolName, output type, text]`. */
export function toolResultsIn(prompt: LanguageModelV4CallOptions["prompt"]): string[][] {
  const last = prompt.at(-1);
  if (last?.role !== "tool") return [];
  return last.content.flatMap((part) => {
    if (part.type !== "tool-result") return [];
    const output = part.output as { type: string; value: unknown };
    return [[part.toolName, output.type, String(output.value)]];
  });
}
