import { describe, test } from "vitest";
import { toolCall } from "../../test/fixtures.js";
import { Registry } from "../registry.js";

// Issue 35: a misspelt option is a type error before it is a refusal at run time.
describe("call and callAll options", () => {
  test("an unknown name is refused by the type checker", () => {
    const registry = new Registry();
    // @ts-expect-error singal is no option of call
    void registry.call(toolCall("t", "{}"), { singal: new AbortController().signal });
    // @ts-expect-error concurrency is callAll's, not call's
    void registry.call(toolCall("t", "{}"), { concurrency: 2 });
    // @ts-expect-error concurency is no option of callAll
    void registry.callAll([toolCall("t", "{}")], { concurency: 2 });
    void registry.callAll([toolCall("t", "{}")], { concurrency: 2, signal: undefined });
  });
});
