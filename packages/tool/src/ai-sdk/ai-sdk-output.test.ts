import { generateText, stepCountIs } from "ai";
import { describe, expect, it } from "vitest";
import { scriptedModel } from "../../test/ai-sdk-model.js";
import { content } from "../content/content-parts.js";
import { newTool } from "../define/func-tool.js";
import { Registry } from "../registry.js";
import { aiSdkTools } from "./index.js";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const registry = new Registry().mustRegister(
  newTool("chart", "a chart", undefined, () =>
    content.parts(
      "the chart:",
      content.image(PNG, "image/png"),
      content.image({ url: "https://example.com/b.png" }, "image/png"),
      content.file({ data: "JVBERi0xLjQ=" }, "application/pdf", "r.pdf"),
      content.resourceLink("test://r/1", "r1"),
    ),
  ),
  newTool("plain", "text", undefined, () => "sunny"),
);

/** The tool results of the last tool message the model read, by tool name. */
function outputsIn(
  prompt: { role: string; content: unknown }[] | undefined,
): Record<string, unknown> {
  const last = prompt?.at(-1);
  const outputs: Record<string, unknown> = {};
  if (last?.role !== "tool") return outputs;
  for (const part of last.content as { type: string; toolName: string; output: unknown }[]) {
    if (part.type === "tool-result") outputs[part.toolName] = part.output;
  }
  return outputs;
}

describe("toModelOutput in generateText", () => {
  it("sends a rich result as the AI SDK's content output, and text as before", async () => {
    const { model, prompts } = scriptedModel(
      [
        {
          calls: [
            ["chart", "{}"],
            ["plain", "{}"],
          ],
        },
        { text: "done" },
      ],
      { "image/*": [/^https:\/\//] },
    );
    const result = await generateText({
      model,
      prompt: "chart?",
      tools: aiSdkTools(registry),
      stopWhen: stepCountIs(3),
    });
    expect(result.text).toBe("done");
    const outputs = outputsIn(prompts[1] as never);
    expect(outputs.plain).toEqual({ type: "text", value: "sunny" });
    expect(outputs.chart).toEqual({
      type: "content",
      value: [
        { type: "text", text: "the chart:" },
        { type: "file", data: { type: "data", data: "iVBORw0KGgo=" }, mediaType: "image/png" },
        {
          type: "file",
          data: { type: "url", url: new URL("https://example.com/b.png") },
          mediaType: "image/png",
        },
        {
          type: "file",
          data: { type: "data", data: "JVBERi0xLjQ=" },
          mediaType: "application/pdf",
          filename: "r.pdf",
        },
        { type: "text", text: "[resource link: test://r/1 (r1)]" },
      ],
    });
  });
});
