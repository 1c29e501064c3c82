import { describe, expect, test } from "vitest";
import {
  type GeminiOptions,
  type StrictOptions,
  toAnthropicTools,
  toGeminiDeclarations,
  toOpenAIChatTools,
  toOpenAIResponsesTools,
} from "../src/index.js";
import { weatherRegistry } from "./weather-tool.js";

const defs = weatherRegistry().definitions();
const STRICT = [
  ["toOpenAIChatTools", toOpenAIChatTools],
  ["toOpenAIResponsesTools", toOpenAIResponsesTools],
  ["toAnthropicTools", toAnthropicTools],
] as const;

describe("the projections refuse an option name they do not know", () => {
  for (const [owner, project] of STRICT) {
    test(`${owner}: a TypeError naming the option, the closest one and the list`, () => {
      const attempt = () => project(defs, { stict: true } as StrictOptions);
      expect(attempt).toThrow(TypeError);
      expect(attempt).toThrow(
        `unknown option "stict"; did you mean "strict"? ${owner} options: strict, fallback`,
      );
    });

    test(`${owner}: takes both options, undefined or set`, () => {
      expect(project(defs, { strict: undefined, fallback: undefined }).tools).toHaveLength(1);
      expect(project(defs, { strict: true, fallback: "non-strict" }).tools).toHaveLength(1);
    });
  }

  test("toGeminiDeclarations: a TypeError naming the option, the closest one and the list", () => {
    const attempt = () => toGeminiDeclarations(defs, { dialects: "json-schema" } as GeminiOptions);
    expect(attempt).toThrow(TypeError);
    expect(attempt).toThrow(
      'unknown option "dialects"; did you mean "dialect"? toGeminiDeclarations options: dialect',
    );
  });

  test("an option of another projection is refused, not ignored", () => {
    // `strict` is OpenAI's and Anthropic's: Gemini has no strict mode to turn on.
    expect(() => toGeminiDeclarations(defs, { strict: true } as GeminiOptions)).toThrow(
      'unknown option "strict"; toGeminiDeclarations options: dialect',
    );
    expect(() => toOpenAIChatTools(defs, { dialect: "openapi" } as StrictOptions)).toThrow(
      'unknown option "dialect"; toOpenAIChatTools options: strict, fallback',
    );
  });

  test("an unknown name whose value is undefined is refused too, as the registry does", () => {
    expect(() => toAnthropicTools(defs, { stict: undefined } as StrictOptions)).toThrow(
      /^unknown option "stict"/,
    );
    expect(toGeminiDeclarations(defs, { dialect: undefined }).tools).toHaveLength(1);
  });
});
