import { Agent, Runner, setTracingDisabled, tool } from "@openai/agents";
import { generateText, stepCountIs } from "ai";
import { beforeAll, describe, expect, it } from "vitest";
import { ScriptedAgentsModel } from "../../test/agents-model.js";
import { scriptedModel } from "../../test/ai-sdk-model.js";
import { aiSdkTools } from "../ai-sdk/index.js";
import { defineTool } from "../define/define-tool.js";
import { agentsTools } from "../openai-agents/index.js";
import { Registry } from "../registry.js";

beforeAll(() => setTracingDisabled(true));

interface Session {
  readonly user: string;
}

function whoamiRegistry(seen: unknown[]): Registry<Session> {
  return new Registry<Session>().mustRegister(
    defineTool({
      name: "whoami",
      description: "The user",
      requiresContext: true,
      execute: (_args, { context }: { context: Session }) => {
        seen.push(context);
        return context.user;
      },
    }),
  );
}

describe("adapters hand their framework's context to the registry", () => {
  it("aiSdkTools: generateText's toolsContext reaches toolContext.context", async () => {
    const seen: unknown[] = [];
    const { model } = scriptedModel([{ calls: [["whoami", "{}"]] }, { text: "You are ada." }]);
    const session = { user: "ada" };
    const result = await generateText({
      model,
      prompt: "Who am I?",
      tools: aiSdkTools(whoamiRegistry(seen)),
      // The adapter's tools are structural; AI SDK 7 types toolsContext from a contextSchema.
      toolsContext: { whoami: session } as never,
      stopWhen: stepCountIs(3),
    });
    expect(result.text).toBe("You are ada.");
    expect(seen).toEqual([session]);
  });

  it("agentsTools: the run's context reaches toolContext.context", async () => {
    const seen: unknown[] = [];
    const model = new ScriptedAgentsModel([{ calls: [["whoami", "{}"]] }, { text: "ada" }]);
    const agent = new Agent({
      name: "who",
      instructions: "Answer.",
      tools: agentsTools(whoamiRegistry(seen), tool),
      model,
    });
    const session = { user: "ada" };
    const result = await new Runner().run(agent, "Who am I?", { maxTurns: 4, context: session });
    expect(result.finalOutput).toBe("ada");
    expect(seen).toEqual([session]);
  });
});
