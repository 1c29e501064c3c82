// A TypeScript user meets an unknown option name at compile time: the options types are closed,
// so an object literal with a misspelt name fails the excess property check. The same objects
// from plain JavaScript are refused at run time with a TypeError (option-names.test.ts).
import type { ToolDef } from "@tinyllm/types";
import {
  toAnthropicTools,
  toGeminiDeclarations,
  toOpenAIChatTools,
  toOpenAIResponsesTools,
} from "../src/index.js";

declare const defs: ToolDef[];

toOpenAIChatTools(defs, { strict: true, fallback: "non-strict" });
// @ts-expect-error: strict, not stict
toOpenAIChatTools(defs, { stict: true });
toOpenAIResponsesTools(defs, { strict: true });
// @ts-expect-error: fallback, not fallBack (names are case-sensitive)
toOpenAIResponsesTools(defs, { fallBack: "non-strict" });
toAnthropicTools(defs, { strict: true });
// @ts-expect-error: Anthropic's is strict, as OpenAI's
toAnthropicTools(defs, { strictMode: true });
toGeminiDeclarations(defs, { dialect: "json-schema" });
// @ts-expect-error: Gemini has no strict mode
toGeminiDeclarations(defs, { strict: true });
