import { defineTool, ToolError } from "@tinyllm/tool";
import { content } from "@tinyllm/tool/content";
import { barChartPng } from "./bar-chart-png.js";
import { findCity, forecast, KNOWN_CITIES } from "./weather-table.js";

/** `forecast_chart`: the daily highs of a city's forecast as a small PNG bar chart, with a caption. */
export function createForecastChartTool() {
  return defineTool({
    name: "forecast_chart",
    description: `A bar chart (PNG) of a city's daily highs in °C. Known cities: ${KNOWN_CITIES.join(", ")}.`,
    parameters: {
      type: "object",
      properties: {
        city: { type: "string", minLength: 1 },
        days: { type: "integer", minimum: 1, maximum: 7 },
      },
      required: ["city"],
      additionalProperties: false,
    },
    execute(args) {
      const entry = findCity(args.city);
      if (entry === undefined) throw new ToolError(`unknown city ${JSON.stringify(args.city)}`);
      const highs = forecast(entry, args.days ?? 5, "c").map((day) => day.high);
      return content.parts(
        `daily highs in ${entry.city}, °C: ${highs.join(", ")}`,
        content.image(barChartPng(highs), "image/png"),
      );
    },
  });
}
