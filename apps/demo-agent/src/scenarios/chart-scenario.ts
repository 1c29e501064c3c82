import type { Scenario } from "../providers/scripted-provider.js";
import { createForecastChartTool } from "../tools/forecast-chart.js";
import { giveUp } from "./scenario-helpers.js";

/** A tool returns an image: the transcript shows it as a line with its type and size. */
export const chartScenario: Scenario = {
  name: "chart",
  description: "a tool returns a PNG it draws; the model reads it as [image: image/png, N bytes]",
  question: "Show me a chart of the Paris highs for the next 5 days.",
  tools: () => [createForecastChartTool()],
  respond(view) {
    if (view.turn === 0) {
      return { calls: [{ name: "forecast_chart", arguments: '{"city":"Paris","days":5}' }] };
    }
    const last = view.lastResults[0];
    if (last === undefined || last.isError) return giveUp(last?.content ?? "no chart came back");
    const image = /\[image: ([^,]+), (\d+) bytes\]/.exec(last.content);
    if (image === null) return giveUp("the chart had no image");
    return {
      content: `Here is the chart (${image[1]}, ${image[2]} bytes): ${last.content.split("\n")[0]}.`,
    };
  },
};
