// Type-level only (checked by `tsc` in typecheck): projected tools and converted results go into
// the request types of the official SDKs with no cast.
import type Anthropic from "@anthropic-ai/sdk";
import type { FunctionDeclaration, GenerateContentParameters, Part } from "@google/genai";
import type { ToolResult } from "@tinyllm/tool";
import type { ToolDef } from "@tinyllm/types";
import type OpenAI from "openai";
import { expectTypeOf } from "vitest";
import {
  toAnthropicToolResults,
  toAnthropicTools,
  toGeminiDeclarations,
  toGeminiFunctionResponses,
  toOpenAIChatMessages,
  toOpenAIChatTools,
  toOpenAIResponsesOutputs,
  toOpenAIResponsesTools,
} from "../src/index.js";

declare const defs: ToolDef[];
declare const results: ToolResult[];

const chat: OpenAI.Chat.Completions.ChatCompletionTool[] = toOpenAIChatTools(defs, {
  strict: true,
}).tools;
const chatRequest: OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming = {
  model: "gpt-4.1",
  messages: [{ role: "user", content: "hi" }],
  tools: toOpenAIChatTools(defs).tools,
};

const responsesTools: OpenAI.Responses.Tool[] = toOpenAIResponsesTools(defs, {
  strict: true,
}).tools;
const responsesRequest: OpenAI.Responses.ResponseCreateParamsNonStreaming = {
  model: "gpt-4.1",
  input: toOpenAIResponsesOutputs(results),
  tools: toOpenAIResponsesTools(defs).tools,
};

const anthropicTools: Anthropic.Messages.ToolUnion[] = toAnthropicTools(defs, {
  strict: true,
}).tools;
const anthropicRequest: Anthropic.Messages.MessageCreateParamsNonStreaming = {
  model: "claude-sonnet-4-5",
  max_tokens: 1024,
  tools: toAnthropicTools(defs).tools,
  messages: [{ role: "user", content: toAnthropicToolResults(results) }],
};

const openapi: FunctionDeclaration[] = toGeminiDeclarations(defs).tools;
const jsonSchema: FunctionDeclaration[] = toGeminiDeclarations(defs, {
  dialect: "json-schema",
}).tools;
const responseParts: Part[] = toGeminiFunctionResponses(results, []);
const separateParts: Part[] = toGeminiFunctionResponses(results, [], { media: "parts" });
const geminiRequest: GenerateContentParameters = {
  model: "gemini-3-flash",
  contents: [{ role: "user", parts: toGeminiFunctionResponses(results, []) }],
};
const chatResults: OpenAI.Chat.Completions.ChatCompletionMessageParam[] =
  toOpenAIChatMessages(results);
const responsesOutputs: OpenAI.Responses.ResponseInputItem.FunctionCallOutput[] =
  toOpenAIResponsesOutputs(results);
const anthropicResults: Anthropic.Messages.ToolResultBlockParam[] = toAnthropicToolResults(results);

expectTypeOf(toOpenAIResponsesTools(defs).tools[0]?.strict).toEqualTypeOf<boolean | undefined>();

export {
  anthropicRequest,
  anthropicResults,
  anthropicTools,
  chat,
  chatRequest,
  chatResults,
  geminiRequest,
  jsonSchema,
  openapi,
  responseParts,
  responsesOutputs,
  responsesRequest,
  responsesTools,
  separateParts,
};
