import type { Scenario } from "../providers/scripted-provider.js";
import { giveUp } from "./scenario-helpers.js";

/** A turn cut off by the output token limit: the call is not run, and the model sends it again. */
export const cutOffScenario: Scenario = {
  name: "cut-off",
  description:
    'a tool call cut off by the token limit (finish_reason "length") is not run; the model resends it',
  question: "How much is 2^10 + 3^7?",
  respond(view) {
    if (view.turn === 0) {
      return {
        calls: [{ name: "calculator", arguments: '{"expression": "2^10 + 3' }],
        finishReason: "length",
      };
    }
    const last = view.lastResults[0];
    if (last === undefined) return giveUp("I received no tool result.");
    if (last.isError && last.content.includes("cut off") && view.turn === 1) {
      return {
        content: "My call was cut off; sending it again.",
        calls: [{ name: "calculator", arguments: '{"expression":"2^10+3^7"}' }],
      };
    }
    if (last.isError) return giveUp(last.content);
    return { content: `2^10 + 3^7 = ${last.content.split(" = ")[1] ?? last.content}.` };
  },
};
