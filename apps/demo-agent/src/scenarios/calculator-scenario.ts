import type { Scenario } from "../providers/scripted-provider.js";
import { giveUp } from "./scenario-helpers.js";

// Characters a model writes for operators the calculator spells differently.
const OPERATOR_SPELLINGS = new Map([
  ["×", "*"],
  ["÷", "/"],
  ["−", "-"],
]);

/** A calculator error the model fixes by reading which character was refused. */
export const calculatorScenario: Scenario = {
  name: "calculator",
  description: "the calculator refuses a × sign; the model rewrites the character it names",
  question: "What is (17.5 - 3) × 4 + sqrt(2)?",
  respond(view) {
    if (view.turn === 0) {
      return {
        calls: [
          {
            name: "calculator",
            arguments: JSON.stringify({ expression: "(17.5 - 3) × 4 + sqrt(2)" }),
          },
        ],
      };
    }
    const last = view.lastResults[0];
    if (last === undefined) return giveUp("I received no tool result.");
    if (!last.isError)
      return { content: `It comes to ${last.content.split(" = ")[1] ?? last.content}.` };
    const refused = /unexpected character "(.+?)"/.exec(last.content)?.[1];
    const replacement = refused === undefined ? undefined : OPERATOR_SPELLINGS.get(refused);
    if (refused === undefined || replacement === undefined || view.turn > 2) {
      return giveUp(`the calculator said ${last.content}`);
    }
    const previous = JSON.parse(last.call.function.arguments) as { expression: string };
    return {
      content: `The calculator does not read "${refused}"; using "${replacement}" instead.`,
      calls: [
        {
          name: "calculator",
          arguments: JSON.stringify({
            expression: previous.expression.replaceAll(refused, replacement),
          }),
        },
      ],
    };
  },
};
