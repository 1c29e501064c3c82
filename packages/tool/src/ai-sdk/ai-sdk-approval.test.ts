import {
  generateText,
  type ModelMessage,
  simulateReadableStream,
  stepCountIs,
  streamText,
} from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { describe, expect, it } from "vitest";
import { scriptedModel, toolResultsIn } from "../../test/ai-sdk-model.js";
import { ApprovalRegistry } from "../approval/index.js";
import { defineTool } from "../define/define-tool.js";
import { aiSdkTools } from "./index.js";

function payRegistry(runs: unknown[]) {
  return new ApprovalRegistry().mustRegister(
    defineTool({
      name: "pay",
      description: "Pays someone.",
      parameters: {
        type: "object",
        properties: { to: { type: "string" }, cents: { type: "integer", minimum: 1 } },
        required: ["to", "cents"],
        additionalProperties: false,
      },
      needsApproval: (args) => args.cents > 100,
      execute: (args) => {
        runs.push(args);
        return `paid ${args.cents} to ${args.to}`;
      },
    }),
  );
}

/** The first generateText stops at the approval request; the second carries the human's answer. */
async function roundTrip(approved: boolean, reason?: string) {
  const runs: unknown[] = [];
  const { model, prompts } = scriptedModel([
    { calls: [["pay", '{"to":"bob","cents":500}']] },
    { text: approved ? "Paid." : "I did not pay." },
  ]);
  const tools = aiSdkTools(payRegistry(runs));
  const first = await generateText({
    model,
    tools,
    prompt: "Pay bob $5",
    stopWhen: stepCountIs(3),
  });
  const requests = first.content.filter((part) => part.type === "tool-approval-request");
  const ranBefore = runs.length;
  const messages: ModelMessage[] = [
    { role: "user", content: "Pay bob $5" },
    ...first.response.messages,
    {
      role: "tool",
      content: requests.map((request) => ({
        type: "tool-approval-response" as const,
        approvalId: request.approvalId,
        approved,
        ...(reason === undefined ? {} : { reason }),
      })),
    },
  ];
  const second = await generateText({ model, tools, messages, stopWhen: stepCountIs(3) });
  return { requests, ranBefore, runs, prompts, second };
}

describe("aiSdkTools with an ApprovalRegistry: the AI SDK's tool approval drives resume", () => {
  it("stops at a tool-approval-request; an approval runs the tool once with the reviewed arguments", async () => {
    const { requests, ranBefore, runs, prompts, second } = await roundTrip(true);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.toolCall.toolName).toBe("pay");
    expect(requests[0]?.toolCall.input).toEqual({ to: "bob", cents: 500 });
    expect(ranBefore).toBe(0);
    expect(runs).toEqual([{ to: "bob", cents: 500 }]);
    expect(toolResultsIn(prompts[1] ?? [])).toEqual([["pay", "text", "paid 500 to bob"]]);
    expect(second.text).toBe("Paid.");
  });

  it("a denial never runs the tool; the model reads the human's reason", async () => {
    const { runs, prompts, second } = await roundTrip(false, "not without the user's OK");
    expect(runs).toEqual([]);
    expect(JSON.stringify(prompts[1])).toContain("not without the user's OK");
    expect(second.text).toBe("I did not pay.");
  });

  it("a call the predicate lets through runs without asking", async () => {
    const runs: unknown[] = [];
    const { model } = scriptedModel([
      { calls: [["pay", '{"to":"bob","cents":5}']] },
      { text: "Paid." },
    ]);
    const result = await generateText({
      model,
      tools: aiSdkTools(payRegistry(runs)),
      prompt: "Pay bob 5 cents",
      stopWhen: stepCountIs(3),
    });
    expect(result.content.some((part) => part.type === "tool-approval-request")).toBe(false);
    expect(runs).toEqual([{ to: "bob", cents: 5 }]);
  });

  it("an execute the hook never asked about stays refused: fail closed", async () => {
    const runs: unknown[] = [];
    const tools = aiSdkTools(payRegistry(runs));
    const pay = tools.pay;
    await expect(pay?.execute({ to: "bob", cents: 500 }, { toolCallId: "forged" })).rejects.toThrow(
      "tool pay needs a human's approval before it runs; it has not run",
    );
    // Asked about other arguments than those it then runs with: refused too.
    await pay?.needsApproval?.({ to: "bob", cents: 500 }, { toolCallId: "c1" });
    await expect(pay?.execute({ to: "mallory", cents: 500 }, { toolCallId: "c1" })).rejects.toThrow(
      "needs a human's approval",
    );
    expect(runs).toEqual([]);
  });
});

type StreamPart =
  Awaited<ReturnType<MockLanguageModelV4["doStream"]>>["stream"] extends ReadableStream<infer Part>
    ? Part
    : never;

const streamUsage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 1, text: 1, reasoning: 0 },
};

/** A streaming mock model: the first turn calls pay with `input`, the next ones answer `text`. */
function streamingModel(input: string, text: string) {
  let turn = 0;
  return new MockLanguageModelV4({
    doStream: async () => {
      const parts: StreamPart[] =
        turn++ === 0
          ? [
              { type: "stream-start", warnings: [] },
              { type: "tool-call", toolCallId: "call_1", toolName: "pay", input },
              {
                type: "finish",
                finishReason: { unified: "tool-calls", raw: undefined },
                usage: streamUsage,
              },
            ]
          : [
              { type: "stream-start", warnings: [] },
              { type: "text-start", id: "t" },
              { type: "text-delta", id: "t", delta: text },
              { type: "text-end", id: "t" },
              {
                type: "finish",
                finishReason: { unified: "stop", raw: undefined },
                usage: streamUsage,
              },
            ];
      return { stream: simulateReadableStream({ chunks: parts }) };
    },
  });
}

describe("aiSdkTools with an ApprovalRegistry under streamText", () => {
  it.each([true, false])(
    "approved %s: the tool runs only after an approval, once",
    async (approved) => {
      const runs: unknown[] = [];
      const tools = aiSdkTools(payRegistry(runs));
      const model = streamingModel('{"to":"bob","cents":500}', approved ? "Paid." : "Not paid.");
      const first = streamText({ model, tools, prompt: "Pay bob $5", stopWhen: stepCountIs(3) });
      const content = await first.content;
      const requests = content.filter((part) => part.type === "tool-approval-request");
      expect(requests.map((request) => request.toolCall.input)).toEqual([
        { to: "bob", cents: 500 },
      ]);
      expect(runs).toEqual([]);
      const messages: ModelMessage[] = [
        { role: "user", content: "Pay bob $5" },
        ...(await first.response).messages,
        {
          role: "tool",
          content: requests.map((request) => ({
            type: "tool-approval-response" as const,
            approvalId: request.approvalId,
            approved,
          })),
        },
      ];
      const second = streamText({ model, tools, messages, stopWhen: stepCountIs(3) });
      expect(await second.text).toBe(approved ? "Paid." : "Not paid.");
      expect(runs).toEqual(approved ? [{ to: "bob", cents: 500 }] : []);
    },
  );
});
