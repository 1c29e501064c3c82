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
