import { describe, expect, it, vi } from "vitest";
import { deferred, tick, toolCall } from "../test/fixtures.js";
import type { CallEndEvent, CallStartEvent } from "./call-hooks.js";
import { newTool } from "./func-tool.js";
import { Registry } from "./registry.js";
import { InvalidRegistryOptionError } from "./registry-option-error.js";
import { DEFAULT_MAX_ARGUMENT_BYTES, DEFAULT_MAX_RESULT_CHARS } from "./registry-options.js";
import type { ToolContext } from "./tool.js";
import type { ToolResult } from "./tool-result.js";

function hanging(seen: ToolContext[] = []) {
  return (_args: unknown, context: ToolContext): Promise<never> => {
    seen.push(context);
    void context.signal;
    return new Promise(() => {});
  };
}

describe("timeouts", () => {
  it("times out with the registry default, aborts the tool's signal, and says it may still be running", async () => {
    const seen: ToolContext[] = [];
    const registry = new Registry({ timeoutMs: 10 }).mustRegister(
      newTool("slow", "", undefined, hanging(seen)),
    );
    const result = await registry.call(toolCall("slow", "{}"));
    expect(result.kind).toBe("timeout");
    expect(result.message().content).toBe(
      "error: tool slow timed out after 10 ms; it was told to stop but may still be running, so it may have done part or all of its work",
    );
    expect(seen[0]?.signal.aborted).toBe(true);
    expect((seen[0]?.signal.reason as DOMException | undefined)?.name).toBe("TimeoutError");
  });

  it("lets a tool override the registry default", async () => {
    const registry = new Registry({ timeoutMs: 60_000 }).mustRegister(
      newTool("slow", "", undefined, hanging(), { timeoutMs: 5 }),
    );
    const result = await registry.call(toolCall("slow", "{}"));
    expect(result.content).toContain("timed out after 5 ms");
  });

  it("lets a tool opt out of the default with Infinity", async () => {
    const gate = deferred<string>();
    const registry = new Registry({ timeoutMs: 1 }).mustRegister(
      newTool("patient", "", undefined, () => gate.promise, {
        timeoutMs: Number.POSITIVE_INFINITY,
      }),
    );
    const pending = registry.call(toolCall("patient", "{}"));
    await new Promise((resolve) => setTimeout(resolve, 15));
    gate.resolve("done");
    expect((await pending).kind).toBe("ok");
  });

  it("gives a signal born aborted to a tool that reads it after the timeout", async () => {
    let late: ToolContext | undefined;
    const registry = new Registry({ timeoutMs: 5 }).mustRegister(
      newTool("late", "", undefined, (_args, context) => {
        late = context;
        return new Promise(() => {});
      }),
    );
    await registry.call(toolCall("late", "{}"));
    expect(late?.signal.aborted).toBe(true);
  });

  it("ignores what a timed-out tool does afterwards", async () => {
    const gate = deferred<string>();
    const registry = new Registry({ timeoutMs: 5 }).mustRegister(
      newTool("late", "", undefined, () => gate.promise),
    );
    const result = await registry.call(toolCall("late", "{}"));
    gate.reject(new Error("too late"));
    await tick();
    expect(result.kind).toBe("timeout");
  });

  it("treats a timeout beyond what setTimeout can wait as none, instead of firing at once", async () => {
    const registry = new Registry({ timeoutMs: 2 ** 40 }).mustRegister(
      newTool("t", "", undefined, async () => {
        await tick();
        return "done";
      }),
    );
    expect((await registry.call(toolCall("t", "{}"))).content).toBe("done");
  });

  it("does not time out a tool that returns synchronously", async () => {
    const registry = new Registry({ timeoutMs: 1 }).mustRegister(
      newTool("fast", "", undefined, () => "now"),
    );
    expect((await registry.call(toolCall("fast", "{}"))).content).toBe("now");
  });
});

describe("cancellation", () => {
  it("never runs the tool when the signal is aborted before the start", async () => {
    const execute = vi.fn(() => "ran");
    const registry = new Registry().mustRegister(newTool("t", "", undefined, execute));
    const controller = new AbortController();
    controller.abort();
    const result = await registry.call(toolCall("t", "{}"), { signal: controller.signal });
    expect(execute).not.toHaveBeenCalled();
    expect(result.kind).toBe("cancelled");
    expect(result.content).toBe("tool t was cancelled before it started; it did not run");
  });

  it("aborts the tool's signal when cancelled during the run, and says so", async () => {
    const seen: ToolContext[] = [];
    const registry = new Registry().mustRegister(newTool("t", "", undefined, hanging(seen)));
    const controller = new AbortController();
    const pending = registry.call(toolCall("t", "{}"), { signal: controller.signal });
    await tick();
    expect(seen).toHaveLength(1);
    controller.abort(new Error("user pressed stop"));
    const result = await pending;
    expect(result.kind).toBe("cancelled");
    expect(result.content).toBe(
      "tool t was cancelled while running; it was told to stop but may still be running, so it may have done part of its work",
    );
    expect(seen[0]?.signal.aborted).toBe(true);
    expect((seen[0]?.signal.reason as Error | undefined)?.message).toBe("user pressed stop");
  });

  it("answers cancelled, with no unhandled rejection, when the signal aborts in the tool's synchronous part", async () => {
    const controller = new AbortController();
    const registry = new Registry().mustRegister(
      newTool("t", "", undefined, async () => {
        controller.abort();
        await tick();
        throw new Error("rejected after the call ended");
      }),
    );
    const result = await registry.call(toolCall("t", "{}"), { signal: controller.signal });
    expect(result.kind).toBe("cancelled");
    await tick();
  });

  it("answers, without throwing, when the signal given is not an AbortSignal", async () => {
    const registry = new Registry().mustRegister(newTool("t", "", undefined, async () => "ok"));
    const result = await registry.call(toolCall("t", "{}"), { signal: {} as AbortSignal });
    expect(result.kind).toBe("tool_failed");
    expect(result.content.startsWith("tool t failed in the registry: ")).toBe(true);
    // The tool's own promise settles after the answer; that must not throw either.
    await tick();
  });

  it("listens to the caller's signal once, however many calls share it", async () => {
    const controller = new AbortController();
    const add = vi.spyOn(controller.signal, "addEventListener");
    const remove = vi.spyOn(controller.signal, "removeEventListener");
    const registry = new Registry().mustRegister(newTool("t", "", undefined, async () => "ok"));
    await registry.call(toolCall("t", "{}"), { signal: controller.signal });
    await registry.callAll([toolCall("t", "{}"), toolCall("t", "{}")], {
      signal: controller.signal,
    });
    expect(add).toHaveBeenCalledTimes(1);
    expect(remove).not.toHaveBeenCalled();
  });
});

describe("callAll", () => {
  it("returns one result per call in the order given, whatever fails", async () => {
    const registry = new Registry().mustRegister(
      newTool(
        "wait",
        "",
        { type: "object", properties: { ms: { type: "integer" } } },
        async (args) => {
          const { ms } = args as { ms: number };
          await new Promise((resolve) => setTimeout(resolve, ms));
          return `waited ${ms}`;
        },
      ),
      newTool("boom", "", undefined, () => {
        throw new Error("boom");
      }),
    );
    const results = await registry.callAll([
      toolCall("wait", '{"ms":20}', "a"),
      toolCall("nope", "{}", "b"),
      toolCall("wait", '{"ms":1}', "c"),
      toolCall("boom", "{}", "d"),
      toolCall("wait", '{"ms":"x"}', "e"),
    ]);
    expect(results.map((result) => [result.callId, result.kind])).toEqual([
      ["a", "ok"],
      ["b", "unknown_tool"],
      ["c", "ok"],
      ["d", "tool_failed"],
      ["e", "invalid_arguments"],
    ]);
    expect(results[0]?.content).toBe("waited 20");
  });

  it("runs calls in parallel under the concurrency cap", async () => {
    let running = 0;
    let most = 0;
    const registry = new Registry().mustRegister(
      newTool("work", "", undefined, async () => {
        running++;
        most = Math.max(most, running);
        await tick();
        running--;
        return "done";
      }),
    );
    const calls = Array.from({ length: 7 }, (_, index) => toolCall("work", "{}", `c${index}`));
    const results = await registry.callAll(calls, { concurrency: 3 });
    expect(most).toBe(3);
    expect(results.map((result) => result.callId)).toEqual(calls.map((call) => call.id));
    most = 0;
    await new Registry({ concurrency: 2 })
      .mustRegister(registry.get("work") as never)
      .callAll(calls);
    expect(most).toBe(2);
    most = 0;
    await registry.callAll(calls);
    expect(most).toBe(7);
  });

  it("never runs a sequential tool beside another call", async () => {
    let running = 0;
    const log: string[] = [];
    const work = (label: string) => async () => {
      running++;
      log.push(`${label} start with ${running} running`);
      await tick();
      running--;
      return label;
    };
    const registry = new Registry().mustRegister(
      newTool("parallel", "", undefined, work("parallel")),
      newTool("exclusive", "", undefined, work("exclusive"), { sequential: true }),
    );
    const results = await registry.callAll([
      toolCall("parallel", "{}", "1"),
      toolCall("parallel", "{}", "2"),
      toolCall("exclusive", "{}", "3"),
      toolCall("parallel", "{}", "4"),
      toolCall("exclusive", "{}", "5"),
      toolCall("parallel", "{}", "6"),
    ]);
    expect(results.map((result) => result.content)).toEqual([
      "parallel",
      "parallel",
      "exclusive",
      "parallel",
      "exclusive",
      "parallel",
    ]);
    expect(log).toEqual([
      "parallel start with 1 running",
      "parallel start with 2 running",
      "exclusive start with 1 running",
      "parallel start with 1 running",
      "exclusive start with 1 running",
      "parallel start with 1 running",
    ]);
  });

  it("cancels the calls not yet started when the signal aborts", async () => {
    const controller = new AbortController();
    const execute = vi.fn(async () => "ran");
    const registry = new Registry({ onCallEnd: () => controller.abort() }).mustRegister(
      newTool("t", "", undefined, execute),
    );
    const results = await registry.callAll(
      [toolCall("t", "{}", "1"), toolCall("t", "{}", "2"), toolCall("t", "{}", "3")],
      { signal: controller.signal, concurrency: 1 },
    );
    expect(execute).toHaveBeenCalledTimes(1);
    expect(results.map((result) => result.kind)).toEqual(["ok", "cancelled", "cancelled"]);
  });

  it("says a call was cancelled when the signal aborts while its tool runs", async () => {
    const controller = new AbortController();
    const registry = new Registry().mustRegister(
      newTool("t", "", undefined, async () => {
        controller.abort();
        return "ran";
      }),
    );
    const [result] = await registry.callAll([toolCall("t", "{}")], { signal: controller.signal });
    expect(result?.kind).toBe("cancelled");
  });

  it("answers an empty list with an empty list", async () => {
    expect(await new Registry().callAll([])).toEqual([]);
  });
});

describe("limits", () => {
  it("refuses arguments over maxArgumentBytes before parsing, naming the limit", async () => {
    const execute = vi.fn(() => "ran");
    const registry = new Registry({ maxArgumentBytes: 20 }).mustRegister(
      newTool("t", "", undefined, execute),
    );
    const fits = '{"city":"Paris-Nord"}';
    expect(fits).toHaveLength(21);
    expect((await registry.call(toolCall("t", '{"city":"Paris-Nor"}'))).kind).toBe("ok");
    const result = await registry.call(toolCall("t", fits));
    expect(result.kind).toBe("arguments_too_large");
    expect(result.content).toBe(
      "arguments for t are 21 bytes of UTF-8, over the limit of 20 bytes; they were not read and the tool did not run",
    );
    // "é" is 2 bytes in UTF-8, "😀" is 4: 8 + 2 + 4 + 2 = 16 characters, 20 bytes.
    expect((await registry.call(toolCall("t", '{"city":"éé😀"}'))).kind).toBe("ok");
    expect((await registry.call(toolCall("t", '{"city":"ééé😀"}'))).kind).toBe(
      "arguments_too_large",
    );
    expect(execute).toHaveBeenCalledTimes(2);
  });

  it("defaults maxArgumentBytes to 1 MiB", async () => {
    expect(DEFAULT_MAX_ARGUMENT_BYTES).toBe(1_048_576);
    const registry = new Registry().mustRegister(newTool("t", "", undefined, () => "ran"));
    const filler = (bytes: number) => `{"a":"${"x".repeat(bytes - 8)}"}`;
    expect(filler(1_048_576)).toHaveLength(1_048_576);
    expect((await registry.call(toolCall("t", filler(1_048_576)))).kind).toBe("ok");
    const over = await registry.call(toolCall("t", filler(1_048_577)));
    expect(over.content).toContain("over the limit of 1048576 bytes");
  });

  it("cuts long content keeping head and tail, with a marker, within maxResultChars", async () => {
    const text = `HEAD${"-".repeat(1000)}TAIL`;
    const registry = new Registry({ maxResultChars: 200 }).mustRegister(
      newTool("t", "", undefined, () => text),
    );
    const { content } = await registry.call(toolCall("t", "{}"));
    expect(content.length).toBeLessThanOrEqual(200);
    const [head, marker, tail] = content.split("\n");
    expect(head?.startsWith("HEAD")).toBe(true);
    expect(tail?.endsWith("TAIL")).toBe(true);
    expect(marker).toBe(
      `[truncated: showing ${(head?.length ?? 0) + (tail?.length ?? 0)} of 1008 characters]`,
    );
    expect(text.startsWith(head ?? "x")).toBe(true);
    expect(text.endsWith(tail ?? "x")).toBe(true);
  });

  it("defaults maxResultChars to 50,000 and cuts error contents too", async () => {
    expect(DEFAULT_MAX_RESULT_CHARS).toBe(50_000);
    const registry = new Registry().mustRegister(
      newTool("big", "", undefined, () => "y".repeat(152_331)),
      newTool("loud", "", undefined, () => {
        throw new Error("z".repeat(100_000));
      }),
    );
    const big = await registry.call(toolCall("big", "{}"));
    expect(big.content.length).toBeLessThanOrEqual(50_000);
    expect(big.content).toContain("of 152331 characters]");
    const loud = await registry.call(toolCall("loud", "{}"));
    expect(loud.content.length).toBeLessThanOrEqual(50_000);
  });
});

describe("hooks", () => {
  it("reports start and end with name, call id, duration and outcome", async () => {
    const starts: CallStartEvent[] = [];
    const ends: CallEndEvent[] = [];
    const registry = new Registry({
      onCallStart: (event) => starts.push(event),
      onCallEnd: (event) => ends.push(event),
    }).mustRegister(newTool("t", "", undefined, async () => "ok"));
    const first = await registry.call(toolCall("t", "{}", "c1"));
    const second = await registry.call(toolCall("nope", "{}", "c2"));
    expect(starts).toEqual([
      { name: "t", callId: "c1" },
      { name: "nope", callId: "c2" },
    ]);
    expect(ends.map((event) => [event.name, event.callId, event.kind, event.result])).toEqual([
      ["t", "c1", "ok", first],
      ["nope", "c2", "unknown_tool", second],
    ]);
    for (const event of ends) expect(event.durationMs).toBeGreaterThanOrEqual(0);
  });

  it("never lets a throwing or rejecting hook break a call", async () => {
    const registry = new Registry({
      onCallStart: () => {
        throw new Error("start hook");
      },
      onCallEnd: async () => {
        throw new Error("end hook");
      },
    }).mustRegister(
      newTool("sync", "", undefined, () => "s"),
      newTool("async", "", undefined, async () => "a"),
    );
    const results: ToolResult[] = await registry.callAll([
      toolCall("sync", ""),
      toolCall("async", ""),
    ]);
    expect(results.map((result) => result.content)).toEqual(["s", "a"]);
    const throwingEnd = new Registry({
      onCallEnd: () => {
        throw new Error("end hook");
      },
    }).mustRegister(newTool("async", "", undefined, async () => "a"));
    expect((await throwingEnd.call(toolCall("async", ""))).content).toBe("a");
  });
});

describe("options", () => {
  it.each([
    [
      { timeoutMs: 0 },
      "registry option timeoutMs is 0; expected an integer of at least 1, or Infinity",
    ],
    [
      { timeoutMs: -5 },
      "registry option timeoutMs is -5; expected an integer of at least 1, or Infinity",
    ],
    [
      { maxArgumentBytes: Number.NaN },
      "registry option maxArgumentBytes is NaN; expected an integer of at least 1, or Infinity",
    ],
    [
      { maxResultChars: 99 },
      "registry option maxResultChars is 99; expected an integer of at least 100, or Infinity",
    ],
    [
      { concurrency: 1.5 },
      "registry option concurrency is 1.5; expected an integer of at least 1, or Infinity",
    ],
    [{ onCallEnd: "log" }, "registry option onCallEnd is string; expected a function"],
  ])("refuses %j", (options, message) => {
    expect(() => new Registry(options as never)).toThrow(InvalidRegistryOptionError);
    expect(() => new Registry(options as never)).toThrow(message);
  });

  it("accepts Infinity for every limit", async () => {
    const registry = new Registry({
      timeoutMs: Number.POSITIVE_INFINITY,
      maxArgumentBytes: Number.POSITIVE_INFINITY,
      maxResultChars: Number.POSITIVE_INFINITY,
      concurrency: Number.POSITIVE_INFINITY,
    }).mustRegister(newTool("t", "", undefined, async () => "x".repeat(60_000)));
    const [result] = await registry.callAll([toolCall("t", "")]);
    expect(result?.content).toHaveLength(60_000);
  });
});
