import type { Scenario } from "../providers/scripted-provider.js";
import { repairArguments } from "./repair-arguments.js";
import { giveUp, readJson } from "./scenario-helpers.js";

/** Array elements refused by `anyOf`, dropped by the index the refusal's path names. */
export const statisticsScenario: Scenario = {
  name: "statistics",
  description: "a list with a non-number is refused at its index ($.values[3]); the model drops it",
  question: 'Summarise this week\'s highs in Paris: 13, 14, "12", n/a, 15, 11.5.',
  respond(view) {
    if (view.turn === 0) {
      return {
        calls: [
          {
            name: "statistics",
            arguments:
              '{"values": [13, 14, "12", "n/a", 15, 11.5], "measures": ["mean", "median", "max"]}',
          },
        ],
      };
    }
    const last = view.lastResults[0];
    if (last === undefined) return giveUp("I received no tool result.");
    if (last.isError) {
      const repair = repairArguments(last.call.function.arguments, last.content, {});
      if (repair === undefined || view.turn > 2) return giveUp(last.content);
      return {
        content: `Refused: ${repair.fixes.join(", ")} and asking again.`,
        calls: [{ name: "statistics", arguments: JSON.stringify(repair.arguments) }],
      };
    }
    const stats = readJson(last.content) as Record<string, number>;
    return {
      content: `Leaving out "n/a": mean ${stats.mean} °C, median ${stats.median} °C, highest ${stats.max} °C.`,
    };
  },
};
