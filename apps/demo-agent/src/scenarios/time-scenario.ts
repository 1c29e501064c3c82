import type { Scenario } from "../providers/scripted-provider.js";
import { giveUp, readJson } from "./scenario-helpers.js";

interface ZoneTime {
  time_zone: string;
  date: string;
  time: string;
  utc_offset: string;
}

/** Two time zones in parallel; one is misspelled and corrected from the tool's suggestion. */
export const timeScenario: Scenario = {
  name: "time",
  description: "two time zones in one turn; a misspelled zone is corrected from the tool's hint",
  question: "What time is it in Paris and in Tokyo?",
  respond(view) {
    if (view.turn === 0) {
      return {
        calls: [
          { name: "current_time", arguments: '{"time_zone":"Europe/Paris"}' },
          { name: "current_time", arguments: '{"time_zone":"Asia/Tokio"}' },
        ],
      };
    }
    const failed = view.lastResults.find((answered) => answered.isError);
    if (failed !== undefined) {
      const suggestion = /did you mean "([^"]+)"/.exec(failed.content)?.[1];
      if (suggestion === undefined || view.turn > 2) return giveUp(failed.content);
      return {
        content: `The tool suggests ${suggestion}.`,
        calls: [{ name: "current_time", arguments: JSON.stringify({ time_zone: suggestion }) }],
      };
    }
    const times = view.history
      .filter((answered) => !answered.isError)
      .map((answered) => readJson(answered.content) as ZoneTime);
    return {
      content: times
        .map(
          (item) =>
            `In ${item.time_zone} it is ${item.time} on ${item.date} (UTC${item.utc_offset}).`,
        )
        .join(" "),
    };
  },
};
