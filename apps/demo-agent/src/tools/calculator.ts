import { defineTool, ToolError } from "@tinyllm/tool";
import {
  ARITHMETIC_NAMES,
  ArithmeticError,
  evaluateArithmetic,
  formatNumber,
  MAX_EXPRESSION_LENGTH,
} from "./arithmetic.js";

/** `calculator`: arithmetic read by a small recursive-descent parser, never `eval`. */
export function createCalculatorTool() {
  return defineTool({
    name: "calculator",
    description:
      "Computes an arithmetic expression: numbers, + - * / % ^ and parentheses, " +
      `and the names ${ARITHMETIC_NAMES.join(", ")}. Example: "(18 - 11) * 9 / 5".`,
    parameters: {
      type: "object",
      properties: {
        expression: { type: "string", minLength: 1, maxLength: MAX_EXPRESSION_LENGTH },
      },
      required: ["expression"],
      additionalProperties: false,
    },
    execute(args) {
      try {
        return `${args.expression} = ${formatNumber(evaluateArithmetic(args.expression))}`;
      } catch (error) {
        if (ArithmeticError.isInstance(error)) throw new ToolError(error.message);
        throw error;
      }
    },
  });
}
