import { defineTool, Registry } from "@tinyllm/tool";
import type { ToolCall } from "@tinyllm/types";
import { describe, expect, test } from "vitest";
import { type StreamReport, streamingRunner, streamReportLine } from "./streaming-runner.js";

function setup() {
  const ran: unknown[] = [];
  const registry = new Registry().mustRegister(
    defineTool({
      name: "get_weather",
      description: "Weather for a city",
      parameters: {
        type: "object",
        properties: { city: { type: "string" } },
        required: ["city"],
        additionalProperties: false,
      },
      execute: (args) => {
        ran.push(args);
        return `sunny in ${args.city}`;
      },
    }),
  );
  return { registry, ran };
}

const call = (id: string, text: string): ToolCall => ({
  id,
  type: "function",
  function: { name: "get_weather", arguments: text },
});

describe("streamingRunner", () => {
  test("refuses a bad call at the character where it can no longer pass, and runs the good ones once", async () => {
    const { registry, ran } = setup();
    const reports: StreamReport[] = [];
    const runner = streamingRunner(registry, (report) => reports.push(report));
    const calls = [call("a", '{"country":"FR","city":"Paris"}'), call("b", '{"city":"Rome"}')];
    const results = await runner.callAll(calls);
    expect(reports.map(streamReportLine)).toEqual([
      "streamed get_weather (a): refused at character 10 of 31; 21 characters of generation saved",
      "streamed get_weather (b): 15 characters, judged as they came, run once complete",
    ]);
    expect(results[0]?.message().content).toBe(
      'error: invalid arguments for get_weather:\n$: unexpected property "country"',
    );
    expect(results[1]?.message()).toEqual(
      (await setup().registry.call(calls[1] as ToolCall)).message(),
    );
    expect(ran).toEqual([{ city: "Rome" }]);
    expect(runner.definitions()).toEqual(registry.definitions());
  });
});
