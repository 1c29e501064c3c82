import assert from "node:assert/strict";
import { defineTool, Registry } from "@tinyllm/tool";

const registry = new Registry().mustRegister(
  defineTool({
    name: "echo",
    description: "Echoes a word.",
    parameters: { type: "object", properties: { word: { type: "string" } }, required: ["word"] },
    execute: (args) => args.word,
  }),
);
const ok = await registry.call({
  id: "1",
  type: "function",
  function: { name: "echo", arguments: '{"word":"hi"}' },
});
assert.equal(ok.message().content, "hi");
const bad = await registry.call({
  id: "2",
  type: "function",
  function: { name: "echo", arguments: "{}" },
});
assert.equal(
  bad.message().content,
  'error: invalid arguments for echo:\n$: missing required property "word"',
);

// The framework adapters load with neither `ai` nor `@openai/agents` installed.
const { aiSdkTools } = await import("@tinyllm/tool/ai-sdk");
const { agentsTools } = await import("@tinyllm/tool/openai-agents");
const echoRegistry = new Registry().mustRegister(
  defineTool({
    name: "echo",
    description: "Echoes a word.",
    parameters: { type: "object", properties: { word: { type: "string" } }, required: ["word"] },
    execute: (args) => args.word,
  }),
);
const refused = await aiSdkTools(echoRegistry)
  .echo.execute({}, { toolCallId: "3" })
  .catch((error) => String(error));
assert.equal(refused, 'error: invalid arguments for echo:\n$: missing required property "word"');
const [made] = agentsTools(echoRegistry, (options) => options);
assert.equal(
  await made.execute({ word: "hi" }, {}, { toolCall: { arguments: '{"word":"hi"}' } }),
  "hi",
);
