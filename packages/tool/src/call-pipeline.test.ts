import { afterEach, describe, expect, it, vi } from "vitest";
import { deferred, toolCall } from "../test/fixtures.js";
import { newTool } from "./func-tool.js";
import { Registry } from "./registry.js";
import { DEFAULT_MAX_RESULT_CHARS } from "./registry-options.js";

describe("options that cannot be used are decided once, before the tool runs", () => {
  it.each([
    ["an object that is not a signal", {}],
    ["a number", 5],
    [
      "a signal whose addEventListener throws",
      {
        aborted: false,
        addEventListener: () => {
          throw new Error("no");
        },
      },
    ],
  ])(
    "a signal that is %s: the same answer for a sync and an async tool, which never run",
    async (_label, signal) => {
      const runs: string[] = [];
      const registry = new Registry().mustRegister(
        newTool("sync", "", undefined, () => {
          runs.push("sync");
          return "ok";
        }),
        newTool("async", "", undefined, async () => {
          runs.push("async");
          return "ok";
        }),
      );
      const options = { signal: signal as unknown as AbortSignal };
      const sync = await registry.call(toolCall("sync", "{}"), options);
      const async = await registry.call(toolCall("async", "{}"), options);
      expect(sync.kind).toBe("tool_failed");
      expect(async.kind).toBe("tool_failed");
      expect(async.content.replace("async", "sync")).toBe(sync.content);
      expect(sync.content.endsWith("; the tool did not run")).toBe(true);
      expect(runs).toEqual([]);
    },
  );

  it("an onProgress that is not a function, or options whose getter throws", async () => {
    const execute = vi.fn(() => "ran");
    const registry = new Registry().mustRegister(newTool("t", "", undefined, execute));
    const bad = await registry.call(toolCall("t", "{}"), { onProgress: "x" as never });
    expect(bad.content).toBe(
      "tool t failed in the registry: options.onProgress is string; expected a function; the tool did not run",
    );
    const hostile = {
      get signal(): never {
        throw new Error("getter");
      },
    };
    const unreadable = await registry.call(toolCall("t", "{}"), hostile);
    expect(unreadable.content).toBe(
      "tool t failed in the registry: the call's options could not be read (getter); the tool did not run",
    );
    expect(execute).not.toHaveBeenCalled();
  });
});

describe("many calls on one signal", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("adds one listener, prints no MaxListenersExceededWarning, and one abort settles them all", async () => {
    const warnings = vi.spyOn(process, "emitWarning");
    const gate = deferred<string>();
    const registry = new Registry().mustRegister(
      newTool("wait", "", undefined, () => gate.promise),
    );
    const controller = new AbortController();
    const add = vi.spyOn(controller.signal, "addEventListener");
    const pending = Array.from({ length: 50 }, (_, index) =>
      registry.call(toolCall("wait", "{}", `c${index}`), { signal: controller.signal }),
    );
    expect(add).toHaveBeenCalledTimes(1);
    controller.abort();
    const results = await Promise.all(pending);
    expect(new Set(results.map((result) => result.kind))).toEqual(new Set(["cancelled"]));
    expect(results.map((result) => result.callId)).toEqual(
      Array.from({ length: 50 }, (_, index) => `c${index}`),
    );
    expect(warnings).not.toHaveBeenCalled();
    gate.resolve("late");
  });

  it("a call that ends is no longer told of a later abort", async () => {
    const registry = new Registry().mustRegister(newTool("t", "", undefined, async () => "done"));
    const controller = new AbortController();
    const first = await registry.call(toolCall("t", "{}"), { signal: controller.signal });
    controller.abort();
    expect(first.kind).toBe("ok");
    const later = await registry.call(toolCall("t", "{}"), { signal: controller.signal });
    expect(later.kind).toBe("cancelled");
  });
});

describe("numbers too large to represent", () => {
  const registry = () =>
    new Registry().mustRegister(
      newTool(
        "t",
        "",
        {
          type: "object",
          properties: { days: { type: "integer" }, any: {}, name: { type: "string" } },
        },
        () => "ran",
      ),
    );

  it("say what was sent, not Infinity, keeping the other problems", async () => {
    const result = await registry().call(toolCall("t", '{"days": 1e400, "name": 3}'));
    expect(result.kind).toBe("invalid_arguments");
    expect(result.issues.map((issue) => [issue.code, issue.path])).toEqual([
      ["number_too_large", "$.days"],
      ["type", "$.name"],
    ]);
    expect(result.content).toBe(
      "invalid arguments for t:\n$.days: got a number too large to represent; expected a number between -1.7976931348623157e308 and 1.7976931348623157e308\n$.name: expected string, got integer",
    );
    expect(result.content).not.toContain("Infinity");
  });

  it("are refused where the schema takes any value, at any depth, negative too", async () => {
    const result = await registry().call(toolCall("t", '{"any": [1, {"deep": -2E+308}]}'));
    expect(result.kind).toBe("invalid_arguments");
    expect(result.issues.map((issue) => issue.path)).toEqual(["$.any[1].deep"]);
  });

  it("leave large numbers that fit, and text that only looks like one, alone", async () => {
    const result = await registry().call(toolCall("t", '{"any": [1.7e308, "1e400"]}'));
    expect(result.kind).toBe("ok");
  });
});

describe("many wrong array elements", () => {
  it("reach the model in index order, capped, counted, within the limit", async () => {
    const registry = new Registry().mustRegister(
      newTool(
        "t",
        "",
        { type: "object", properties: { tags: { type: "array", items: { type: "string" } } } },
        () => "ran",
      ),
    );
    const tags = Array.from({ length: 10_000 }, (_, index) => index);
    const result = await registry.call(toolCall("t", JSON.stringify({ tags })));
    const content = result.message().content;
    expect(content.length).toBeLessThanOrEqual(DEFAULT_MAX_RESULT_CHARS);
    const lines = content.split("\n");
    expect(lines.slice(1, 11).map((line) => line.split(":")[0])).toEqual(
      Array.from({ length: 10 }, (_, index) => `$.tags[${index}]`),
    );
    expect(lines.at(-1)).toBe("... and 9900 more (10000 problems in all)");
    expect(result.issues).toHaveLength(10_000);
    expect(result.issues[9]?.path).toBe("$.tags[9]");
  });
});
