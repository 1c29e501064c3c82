import type { ToolCall } from "@tinyllm/types";
import { describe, expect, it } from "vitest";
import { toolCall } from "../test/fixtures.js";
import { newTool } from "./func-tool.js";
import { Registry } from "./registry.js";

const registry = () => new Registry().mustRegister(newTool("t", "", undefined, () => "ran"));

describe("callAll never rejects", () => {
  it("reads the list by index: an iterator that throws is never used", async () => {
    const list = [toolCall("t", "{}", "a"), toolCall("t", "{}", "b")];
    Object.defineProperty(list, Symbol.iterator, {
      value: () => {
        throw new Error("iterator");
      },
    });
    const results = await registry().callAll(list);
    expect(results.map((result) => [result.callId, result.kind])).toEqual([
      ["a", "ok"],
      ["b", "ok"],
    ]);
  });

  it("answers a list whose length throws, or a revoked proxy, with no results", async () => {
    const lengthThrows = new Proxy([toolCall("t", "{}")], {
      get(target, key) {
        if (key === "length") throw new Error("length");
        return Reflect.get(target, key);
      },
    });
    const { proxy, revoke } = Proxy.revocable([], {});
    revoke();
    await expect(registry().callAll(lengthThrows)).resolves.toEqual([]);
    await expect(registry().callAll(proxy as ToolCall[])).resolves.toEqual([]);
  });

  it("answers an element that throws when read as a registry failure, the others as usual", async () => {
    const list = new Proxy([toolCall("t", "{}", "a"), toolCall("t", "{}", "b")], {
      get(target, key) {
        if (key === "0") throw new Error("element");
        return Reflect.get(target, key);
      },
    });
    const results = await registry().callAll(list);
    expect(results.map((result) => [result.kind, result.content])).toEqual([
      ["tool_failed", 'tool "" failed in the registry: the call could not be read: element'],
      ["ok", "ran"],
    ]);
  });

  it("answers every call with tool_failed when an options getter throws, as call does", async () => {
    const options = {
      get concurrency(): never {
        throw new Error("getter");
      },
    };
    const results = await registry().callAll(
      [toolCall("t", "{}", "a"), toolCall("t", "{}", "b")],
      options,
    );
    expect(results.map((result) => [result.callId, result.kind])).toEqual([
      ["a", "tool_failed"],
      ["b", "tool_failed"],
    ]);
    const single = await registry().call(toolCall("t", "{}", "a"), {
      get signal(): never {
        throw new Error("getter");
      },
    });
    expect(single.kind).toBe("tool_failed");
  });
});
