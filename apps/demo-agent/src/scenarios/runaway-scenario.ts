import type { Scenario } from "../providers/scripted-provider.js";

/** A model that never stops calling tools, to show the step limit. */
export const runawayScenario: Scenario = {
  name: "runaway",
  description: "the model keeps calling tools and never answers; the run stops at --max-steps",
  question: "Tell me when it is exactly midnight in Tokyo.",
  respond(view) {
    return {
      content: view.turn === 0 ? "I'll keep checking." : "Not yet, checking again.",
      calls: [{ name: "current_time", arguments: '{"time_zone":"Asia/Tokyo"}' }],
    };
  },
};
