import type { Model, ModelRequest, ModelResponse } from "@openai/agents";
import { Usage } from "@openai/agents";

/** One model turn: function calls (name and arguments text) or a final text. */
export type AgentsTurn = { calls: [name: string, input: string][] } | { text: string };

/** A fake Agents JS model answering with the given turns in order, recording each request. */
export class ScriptedAgentsModel implements Model {
  readonly requests: ModelRequest[] = [];
  readonly #turns: AgentsTurn[];

  constructor(turns: AgentsTurn[]) {
    this.#turns = [...turns];
  }

  async getResponse(request: ModelRequest): Promise<ModelResponse> {
    this.requests.push(request);
    const turn = this.#turns.shift();
    if (turn === undefined) throw new Error("the script has no more turns");
    const index = this.requests.length;
    const output: ModelResponse["output"] =
      "text" in turn
        ? [
            {
              type: "message",
              role: "assistant",
              status: "completed",
              id: `message_${index}`,
              content: [{ type: "output_text", text: turn.text }],
            },
          ]
        : turn.calls.map(([name, input], call) => ({
            type: "function_call",
            callId: `call_${index}_${call}`,
            name,
            arguments: input,
            status: "completed",
          }));
    return { usage: new Usage(), output, responseId: `response_${index}` };
  }

  // biome-ignore lint/correctness/useYield: the scripted model only answers getResponse.
  async *getStreamedResponse(): AsyncIterable<never> {
    throw new Error("streaming is not scripted");
  }
}

/** The function call outputs the model read in a request: `[callId, text]`. */
export function functionResultsIn(request: ModelRequest | undefined): [string, string][] {
  const input = request?.input;
  if (!Array.isArray(input)) return [];
  return input.flatMap((item) => {
    if (item.type !== "function_call_result") return [];
    const output = item.output as { type?: string; text?: string } | string;
    return [[item.callId, typeof output === "string" ? output : String(output.text)]];
  });
}
