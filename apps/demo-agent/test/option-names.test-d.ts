// A TypeScript user meets an unknown option name at compile time: the options types are closed,
// so an object literal with a misspelt name fails the excess property check. The same objects
// from plain JavaScript are refused at run time with a TypeError (option-names.test.ts).
import type { Registry } from "@tinyllm/tool";
import {
  createDemoTools,
  OpenAIProvider,
  runAgent,
  type Scenario,
  ScriptedProvider,
} from "../src/index.js";

declare const registry: Registry;
declare const scenario: Scenario;
const provider = new ScriptedProvider(scenario, { delayMs: 5 });

void runAgent({ provider, tools: registry, messages: [], maxSteps: 2 });
// @ts-expect-error: runAgent has maxSteps, not maxStep
void runAgent({ provider, tools: registry, messages: [], maxStep: 2 });

new OpenAIProvider({ baseUrl: "http://127.0.0.1:8080/v1", model: "m", timeoutMs: 5 });
// @ts-expect-error: timeoutMs, not timeoutMS
new OpenAIProvider({ baseUrl: "http://127.0.0.1:8080/v1", model: "m", timeoutMS: 5 });

// @ts-expect-error: delayMs, not delay
new ScriptedProvider(scenario, { delay: 5 });

createDemoTools({ weatherLatencyMs: 5 });
// @ts-expect-error: weatherLatencyMs, not weatherLatency
createDemoTools({ weatherLatency: 5 });
