import { defineTool, ToolError } from "@tinyllm/tool";
import { findCity, forecast, KNOWN_CITIES } from "./weather-table.js";

/** Options for {@link createWeatherTool}. */
export interface WeatherToolOptions {
  /** A pretend network delay per call, in milliseconds, so parallel calls show. Default 0. */
  readonly latencyMs?: number;
}

/** The arguments `get_weather`'s schema admits. */
export interface WeatherArguments {
  readonly city: string;
  readonly days?: number;
  readonly unit?: "c" | "f";
}

/** `get_weather` with SPEC section 6's schema, answered from a small built-in table. */
export function createWeatherTool(options: WeatherToolOptions = {}) {
  const latencyMs = options.latencyMs ?? 0;
  return defineTool({
    name: "get_weather",
    description:
      "Weather forecast for a city: conditions, high and low for each day. " +
      `Known cities: ${KNOWN_CITIES.join(", ")}.`,
    parameters: {
      type: "object",
      properties: {
        city: { type: "string", minLength: 1 },
        days: { type: "integer", minimum: 1, maximum: 7 },
        unit: { enum: ["c", "f"] },
      },
      required: ["city"],
      additionalProperties: false,
    },
    async execute(args, context) {
      if (latencyMs > 0) await delay(latencyMs, context.signal);
      const entry = findCity(args.city);
      if (entry === undefined) {
        throw new ToolError(
          `unknown city ${JSON.stringify(args.city)}; this demo knows ${KNOWN_CITIES.join(", ")}`,
        );
      }
      const unit = args.unit === "f" ? "f" : "c";
      return { city: entry.city, unit, forecast: forecast(entry, args.days ?? 1, unit) };
    },
  });
}

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    signal.throwIfAborted();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
