import { describe, expect, it } from "vitest";
import { toolCall } from "../test/fixtures.js";
import { defineTool } from "./define-tool.js";
import { Registry } from "./registry.js";

// The README's "Output schemas and annotations" example, as written there.
describe("README: output schemas and annotations", () => {
  it("gives structuredContent and its JSON text", async () => {
    const forecast = defineTool({
      name: "forecast",
      description: "Tomorrow's forecast for a city",
      parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
      outputSchema: {
        type: "object",
        properties: { high: { type: "number" }, low: { type: "number" } },
        required: ["high", "low"],
      },
      annotations: { title: "Forecast", readOnlyHint: true, openWorldHint: true },
      execute: async ({ city }) => (city === "" ? { high: 0, low: 0 } : { high: 21, low: 12 }),
    });
    const result = await new Registry()
      .mustRegister(forecast)
      .call(toolCall("forecast", '{"city":"Paris"}'));
    expect(result.kind).toBe("ok");
    expect(result.structuredContent).toEqual({ high: 21, low: 12 });
    expect(result.content).toBe('{"high":21,"low":12}');
    expect(forecast.annotations).toEqual({
      title: "Forecast",
      readOnlyHint: true,
      openWorldHint: true,
    });
  });
});
