import type { Scenario } from "../providers/scripted-provider.js";
import { giveUp } from "./scenario-helpers.js";

/** A ToolError from inside a tool reaches the model as it is, and the model answers from it. */
export const unknownCityScenario: Scenario = {
  name: "unknown-city",
  description:
    "get_weather throws a ToolError for Atlantis; the model reads the list of known cities",
  question: "What's the weather in Atlantis?",
  respond(view) {
    if (view.turn === 0)
      return { calls: [{ name: "get_weather", arguments: '{"city":"Atlantis"}' }] };
    const last = view.lastResults[0];
    if (last === undefined) return giveUp("I received no tool result.");
    const known = /knows (.+)$/.exec(last.content)?.[1];
    if (!last.isError || known === undefined) return giveUp(last.content);
    return { content: `I have no weather for Atlantis. I can tell you about ${known}.` };
  },
};
