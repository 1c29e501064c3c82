import { afterEach, describe, expect, it, vi } from "vitest";
import { deferred, tick, toolCall } from "../../test/fixtures.js";
import { newTool } from "../define/func-tool.js";
import type { Tool, ToolContext } from "../define/tool.js";
import { Registry } from "../registry.js";
import type { CallIdentity } from "../result/shape-result.js";
import type { ToolResult } from "../result/tool-result.js";
import { CallContext } from "./call-context.js";
import { Deadlines } from "./deadlines.js";
import { NO_SETTINGS } from "./read-options.js";
import { runTool as runStep } from "./run-tool.js";
import { type SignalWatch, watchSignal } from "./signal-watch.js";
import { isThenable } from "./validate-arguments.js";

const CALL = { callId: "call_1", name: "t" };

function tool(execute: Tool["execute"]): Tool {
  return {
    definition: () => ({
      type: "function",
      function: { name: "t", description: "", parameters: { type: "object" } },
    }),
    execute,
  };
}

/** A Deadlines whose `add` calls are recorded and can be fired by hand. */
function recordingDeadlines() {
  const deadlines = new Deadlines();
  const added: Array<{ timeoutMs: number; cancelled: boolean; fire(): void }> = [];
  vi.spyOn(deadlines, "add").mockImplementation((timeoutMs, target) => {
    const entry = { timeoutMs, cancelled: false, fire: () => target.onTimeout() };
    added.push(entry);
    return {
      cancel: () => {
        entry.cancelled = true;
      },
    };
  });
  return { limits: { deadlines, maxResultChars: 50_000 }, added };
}

/** The run step with the registry's usual options around it. */
function runTool(
  runnable: Tool,
  args: unknown,
  call: CallIdentity,
  rawArguments: string,
  timeoutMs: number | undefined,
  signal: AbortSignal | undefined,
  limits: { deadlines: Deadlines; maxResultChars: number },
): ToolResult | Promise<ToolResult> {
  const environment = { timeoutMs, contentLimits: undefined, ...limits };
  const registered = { tool: runnable, prepared: { timeoutMs: undefined, output: undefined } };
  const settings = { ...NO_SETTINGS, watch: watchSignal(signal) as SignalWatch | undefined };
  return runStep(new CallContext(environment, registered, call, settings, args, rawArguments));
}

function _hanging(seen: ToolContext[]) {
  return (_args: unknown, context: ToolContext) => {
    seen.push(context);
    return new Promise(() => {});
  };
}

function hanging(seen: ToolContext[] = []) {
  return (_args: unknown, context: ToolContext): Promise<never> => {
    seen.push(context);
    void context.signal;
    return new Promise(() => {});
  };
}

describe("runTool", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("answers a synchronous value at once, with no deadline", () => {
    const { limits, added } = recordingDeadlines();
    const result = runTool(
      tool(() => "now"),
      {},
      CALL,
      "{}",
      10,
      undefined,
      limits,
    );
    expect(result).not.toBeInstanceOf(Promise);
    expect((result as { content: string }).content).toBe("now");
    expect(added).toHaveLength(0);
  });

  it("arms a deadline of the given length for a promise, and cancels it when the tool settles", async () => {
    const { limits, added } = recordingDeadlines();
    const result = await runTool(
      tool(async () => "later"),
      {},
      CALL,
      "{}",
      250,
      undefined,
      limits,
    );
    expect(result.content).toBe("later");
    expect(added.map((entry) => [entry.timeoutMs, entry.cancelled])).toEqual([[250, true]]);
  });

  it("cancels the deadline when the tool rejects", async () => {
    const { limits, added } = recordingDeadlines();
    const result = await runTool(
      tool(async () => {
        throw new Error("nope");
      }),
      {},
      CALL,
      "{}",
      250,
      undefined,
      limits,
    );
    expect(result.content).toBe("tool t failed: nope");
    expect(added[0]?.cancelled).toBe(true);
  });

  it("arms a deadline up to 2^31 - 1 ms, and none beyond or without a timeout", async () => {
    const { limits, added } = recordingDeadlines();
    await runTool(
      tool(async () => 1),
      {},
      CALL,
      "{}",
      2 ** 31 - 1,
      undefined,
      limits,
    );
    expect(added.map((entry) => entry.timeoutMs)).toEqual([2 ** 31 - 1]);
    for (const timeoutMs of [2 ** 31, undefined, Number.POSITIVE_INFINITY]) {
      await runTool(
        tool(async () => 1),
        {},
        CALL,
        "{}",
        timeoutMs,
        undefined,
        limits,
      );
    }
    expect(added).toHaveLength(1);
  });

  it("on timeout answers at once, aborts the tool with a TimeoutError, and stops listening", async () => {
    const { limits, added } = recordingDeadlines();
    const seen: ToolContext[] = [];
    const controller = new AbortController();
    const pending = runTool(tool(hanging(seen)), {}, CALL, "{}", 30, controller.signal, limits);
    added[0]?.fire();
    const result = await pending;
    expect(result.kind).toBe("timeout");
    expect(result.isError).toBe(true);
    expect(result.callId).toBe("call_1");
    expect(result.content).toBe(
      "tool t timed out after 30 ms; it was told to stop but may still be running, so it may have done part or all of its work",
    );
    const reason = seen[0]?.signal.reason as DOMException;
    expect(reason).toBeInstanceOf(DOMException);
    expect(reason.name).toBe("TimeoutError");
    expect(reason.message).toBe("the tool call timed out after 30 ms");
    // A later abort of the caller's signal changes nothing.
    controller.abort();
    expect(seen[0]?.signal.reason).toBe(reason);
  });

  it("gives a plain Error as the timeout reason where DOMException does not exist", async () => {
    const { limits, added } = recordingDeadlines();
    const seen: ToolContext[] = [];
    const pending = runTool(tool(hanging(seen)), {}, CALL, "{}", 7, undefined, limits);
    vi.stubGlobal("DOMException", undefined);
    added[0]?.fire();
    await pending;
    const reason = seen[0]?.signal.reason as Error;
    expect(reason).toBeInstanceOf(Error);
    expect(reason.message).toBe("the tool call timed out after 7 ms");
  });

  it("on the caller's abort answers cancelled, passes the reason on, and cancels the deadline", async () => {
    const { limits, added } = recordingDeadlines();
    const seen: ToolContext[] = [];
    const controller = new AbortController();
    const pending = runTool(tool(hanging(seen)), {}, CALL, "{}", 30, controller.signal, limits);
    const why = new Error("stop");
    controller.abort(why);
    const result = await pending;
    expect(result.kind).toBe("cancelled");
    expect(result.content).toBe(
      "tool t was cancelled while running; it was told to stop but may still be running, so it may have done part of its work",
    );
    expect(seen[0]?.signal.reason).toBe(why);
    expect(added[0]?.cancelled).toBe(true);
    // The deadline firing late changes nothing.
    added[0]?.fire();
    expect(seen[0]?.signal.reason).toBe(why);
  });

  it("stops listening once the tool settled: a later abort does not reach the tool", async () => {
    const { limits } = recordingDeadlines();
    const controller = new AbortController();
    const seen: ToolContext[] = [];
    const result = await runTool(
      tool(async (_args, context) => {
        seen.push(context);
        return "done";
      }),
      {},
      CALL,
      "{}",
      30,
      controller.signal,
      limits,
    );
    expect(result.content).toBe("done");
    controller.abort();
    expect(seen[0]?.signal.aborted).toBe(false);
  });

  it("answers cancelled without listening or arming when the signal aborted during execute", async () => {
    const { limits, added } = recordingDeadlines();
    const controller = new AbortController();
    const seen: ToolContext[] = [];
    const result = await runTool(
      tool((_args, context) => {
        seen.push(context);
        controller.abort("early");
        return new Promise(() => {});
      }),
      {},
      CALL,
      "{}",
      30,
      controller.signal,
      limits,
    );
    expect(result.kind).toBe("cancelled");
    expect(seen[0]?.signal.reason).toBe("early");
    expect(added).toHaveLength(0);
  });

  it("gives the context the call id and the raw arguments", () => {
    const { limits } = recordingDeadlines();
    const seen: ToolContext[] = [];
    runTool(
      tool((_args, context) => {
        seen.push(context);
        return "x";
      }),
      { a: 1 },
      CALL,
      '{"a": 1}',
      undefined,
      undefined,
      limits,
    );
    expect(seen[0]?.callId).toBe("call_1");
    expect(seen[0]?.rawArguments).toBe('{"a": 1}');
  });

  it("cuts content to the limit given", () => {
    const { limits } = recordingDeadlines();
    const result = runTool(
      tool(() => "x".repeat(500)),
      {},
      CALL,
      "{}",
      undefined,
      undefined,
      {
        ...limits,
        maxResultChars: 100,
      },
    ) as { content: string };
    expect(result.content.length).toBeLessThanOrEqual(100);
    expect(result.content.length).toBeGreaterThan(50);
  });
});

describe("isThenable", () => {
  it("accepts objects and functions with a callable then, and nothing else", () => {
    const promise = Promise.resolve(1);
    expect(isThenable(promise)).toBe(true);
    // biome-ignore lint/suspicious/noThenProperty: thenables are what is tested
    const object = { then: () => {} };
    expect(isThenable(object)).toBe(true);
    // biome-ignore lint/suspicious/noThenProperty: thenables are what is tested
    const callable = Object.assign(() => {}, { then: () => {} });
    expect(isThenable(callable)).toBe(true);
    // biome-ignore lint/suspicious/noThenProperty: thenables are what is tested
    expect(isThenable({ then: 5 })).toBe(false);
    expect(isThenable(() => {})).toBe(false);
    expect(isThenable(null)).toBe(false);
    expect(isThenable(undefined)).toBe(false);
    expect(isThenable("then")).toBe(false);
    expect(isThenable(7)).toBe(false);
  });
});

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
