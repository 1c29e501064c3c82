import type { AnsweredCall, Scenario, ScriptedTurn } from "../providers/scripted-provider.js";
import { repairArguments } from "./repair-arguments.js";
import { giveUp, pickSuggestedTool, readJson } from "./scenario-helpers.js";

/** The bad call of SPEC section 6, byte for byte. */
export const BAD_WEATHER_ARGUMENTS = '{"days": "3", "unit": "kelvin", "country": "FR"}';

/** The misspelled tool name the tour uses. */
export const MISSPELLED_CALCULATOR = "calculater";

interface Day {
  day: number;
  condition: string;
  high: number;
  low: number;
}

interface Forecast {
  city: string;
  unit: string;
  forecast: Day[];
}

function readForecast(answered: AnsweredCall | undefined): Forecast | undefined {
  if (answered === undefined || answered.isError) return undefined;
  const value = readJson(answered.content);
  if (typeof value !== "object" || value === null || !("forecast" in value)) return undefined;
  return value as Forecast;
}

function isWeatherRefusal(answered: AnsweredCall): boolean {
  return answered.content.startsWith("error: invalid arguments for get_weather:");
}

/**
 * The default scenario, a tour of what the registry does: the bad call of SPEC
 * section 6 and its refusal, the call corrected from the refusal's lines, two
 * cities at once, a misspelled tool name and its suggestion, and an answer.
 */
export const tour: Scenario = {
  name: "tour",
  description:
    "the default: a refused call corrected from the refusal, two cities in parallel, a misspelled tool, an answer",
  question:
    "What's the weather in Paris for the next three days? And how much warmer than London is Tokyo today?",

  respond(view): ScriptedTurn {
    if (view.turn === 0) {
      return {
        content: "Let me look up the Paris forecast.",
        calls: [{ name: "get_weather", arguments: BAD_WEATHER_ARGUMENTS }],
      };
    }
    const last = view.lastResults;
    const first = last[0];
    if (first === undefined) return giveUp("I received no tool results.");

    // The refusal: rewrite the arguments from its lines, as a model would.
    if (last.length === 1 && isWeatherRefusal(first)) {
      const repair = repairArguments(first.call.function.arguments, first.content, {
        city: "Paris",
      });
      if (repair === undefined) return giveUp(`I could not make sense of: ${first.content}`);
      return {
        content: `The registry refused my arguments. Fixing them: ${repair.fixes.join(", ")}.`,
        calls: [{ name: "get_weather", arguments: JSON.stringify(repair.arguments) }],
      };
    }

    const paris = readForecast(last.length === 1 ? first : undefined);
    if (paris?.city === "Paris") {
      return {
        content: "Now London and Tokyo, both in one turn.",
        calls: [
          { name: "get_weather", arguments: '{"city":"London"}' },
          { name: "get_weather", arguments: '{"city":"Tokyo"}' },
        ],
      };
    }

    const london = readForecast(
      last.find((answered) => answered.call.function.arguments.includes("London")),
    );
    const tokyo = readForecast(
      last.find((answered) => answered.call.function.arguments.includes("Tokyo")),
    );
    if (last.length === 2 && london !== undefined && tokyo !== undefined) {
      const expression = `${tokyo.forecast[0]?.high} - ${london.forecast[0]?.high}`;
      return {
        content: "Working out the difference.",
        calls: [{ name: MISSPELLED_CALCULATOR, arguments: JSON.stringify({ expression }) }],
      };
    }

    // The unknown tool: retry under the name the registry suggests.
    if (first.isError && first.call.function.name === MISSPELLED_CALCULATOR) {
      const name = pickSuggestedTool(first.content, view.tools);
      if (name === undefined) return giveUp(`I could not find the calculator: ${first.content}`);
      return {
        content: `No tool called ${MISSPELLED_CALCULATOR}; the registry suggests ${name}.`,
        calls: [{ name, arguments: first.call.function.arguments }],
      };
    }

    if (first.call.function.name === "calculator" && !first.isError) {
      return { content: finalAnswer(view.history, first.content) };
    }
    return giveUp(`the last tool answer was unexpected: ${first.content}`);
  },
};

function finalAnswer(history: readonly AnsweredCall[], difference: string): string {
  const forecasts = history.map(readForecast).filter((item) => item !== undefined);
  const paris = forecasts.find((item) => item.city === "Paris");
  const london = forecasts.find((item) => item.city === "London");
  const tokyo = forecasts.find((item) => item.city === "Tokyo");
  const days = (paris?.forecast ?? [])
    .map((day) => `day ${day.day} ${day.condition}, ${day.high}/${day.low} °C`)
    .join("; ");
  const result = difference.split(" = ")[1] ?? difference;
  return (
    `Paris over the next three days: ${days}. ` +
    `Today Tokyo (${tokyo?.forecast[0]?.high} °C) is ${result} °C warmer than London (${london?.forecast[0]?.high} °C).`
  );
}
