import assert from "node:assert/strict";
import {
  fromAnthropicContent,
  toAnthropicToolResults,
  toGeminiDeclarations,
  toOpenAIChatTools,
} from "@tinyllm/providers";
import { defineTool, Registry } from "@tinyllm/tool";

const registry = new Registry().mustRegister(
  defineTool({
    name: "echo",
    description: "Echoes a word.",
    parameters: {
      type: "object",
      properties: { word: { type: "string" }, times: { type: "integer" } },
      required: ["word"],
    },
    execute: (args) => args.word,
  }),
);
const strict = toOpenAIChatTools(registry.definitions(), { strict: true });
assert.deepEqual(strict.tools[0].function.parameters.required, ["word", "times"]);
assert.deepEqual(strict.normalizeArguments({ word: "hi", times: null }, "echo"), { word: "hi" });
assert.equal(toGeminiDeclarations(registry.definitions()).tools[0].parameters.type, "OBJECT");
const calls = fromAnthropicContent([
  { type: "tool_use", id: "t1", name: "echo", input: { word: "hi" } },
]);
const [result] = toAnthropicToolResults(await registry.callAll(calls));
assert.deepEqual(result, {
  type: "tool_result",
  tool_use_id: "t1",
  content: "hi",
  is_error: false,
});
