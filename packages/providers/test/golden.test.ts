import type { ToolDef } from "@tinyllm/types";
import { describe, expect, it } from "vitest";
import {
  ProjectionError,
  toAnthropicTools,
  toGeminiDeclarations,
  toOpenAIChatTools,
  toOpenAIResponsesTools,
} from "../src/index.js";
import { FIXTURES } from "./fixtures.js";

type Project = (defs: readonly ToolDef[]) => { tools: unknown[]; warnings: unknown[] };

const PROVIDERS: Record<string, Project> = {
  "openai-chat": (defs) => toOpenAIChatTools(defs),
  "openai-chat-strict": (defs) => toOpenAIChatTools(defs, { strict: true }),
  "openai-responses-strict": (defs) => toOpenAIResponsesTools(defs, { strict: true }),
  "anthropic-strict": (defs) => toAnthropicTools(defs, { strict: true }),
  "gemini-openapi": (defs) => toGeminiDeclarations(defs),
  "gemini-json-schema": (defs) => toGeminiDeclarations(defs, { dialect: "json-schema" }),
};

// One entry per fixture: the tool and its warnings, or the refusal's code and message.
function golden(project: Project): string {
  const entries = FIXTURES.map((tool) => {
    try {
      const { tools, warnings } = project([tool]);
      return { tool: tools[0], warnings };
    } catch (error) {
      if (!ProjectionError.isInstance(error)) throw error;
      return { refused: { code: error.code, message: error.message } };
    }
  });
  return `${JSON.stringify(entries, null, 2)}\n`;
}

describe.each(Object.entries(PROVIDERS))("%s", (name, project) => {
  it("matches its golden file", async () => {
    await expect(golden(project)).toMatchFileSnapshot(`golden/${name}.golden`);
  });

  it("gives the same bytes for a deep copy of the input, every run", () => {
    expect(golden(project)).toBe(golden((defs) => project(JSON.parse(JSON.stringify(defs)))));
  });

  it("never changes its input", () => {
    const before = JSON.stringify(FIXTURES);
    golden(project);
    expect(JSON.stringify(FIXTURES)).toBe(before);
  });
});
