import * as providers from "@tinyllm/providers";
import * as tool from "@tinyllm/tool";
import * as toolContent from "@tinyllm/tool/content";
import type { ContentModuleLike, ContentProjections } from "../src/index.js";

/** Our tool package with its content subpath, as the content suite takes it. */
export const contentModule = { ...tool, ...toolContent } as unknown as ContentModuleLike;

type Results = Parameters<typeof providers.toAnthropicToolResults>[0];

/** The suite's results are the registry's own: it made them. */
const real = (results: unknown): Results => results as Results;

/** Every projection of results in @tinyllm/providers. */
export const projections: ContentProjections = {
  "OpenAI Chat Completions": (results) => providers.toOpenAIChatMessages(real(results)),
  "OpenAI Responses": (results) => providers.toOpenAIResponsesOutputs(real(results)),
  Anthropic: (results) => providers.toAnthropicToolResults(real(results)),
  Gemini: (results) => providers.toGeminiFunctionResponses(real(results), []),
  "Gemini, media as parts": (results) =>
    providers.toGeminiFunctionResponses(real(results), [], { media: "parts" }),
};
