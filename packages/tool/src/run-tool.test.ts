import { afterEach, describe, expect, it, vi } from "vitest";
import { Deadlines } from "./deadlines.js";
import { runTool as runStep, thenable } from "./run-tool.js";
import type { CallIdentity } from "./shape-result.js";
import { type SignalWatch, watchSignal } from "./signal-watch.js";
import type { Tool, ToolContext } from "./tool.js";
import type { ToolResult } from "./tool-result.js";

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
  return runStep({
    tool: runnable,
    args,
    call,
    rawArguments,
    timeoutMs,
    watch: watchSignal(signal) as SignalWatch | undefined,
    onProgress: undefined,
    output: undefined,
    deadlines: limits.deadlines,
    maxResultChars: limits.maxResultChars,
  });
}

function hanging(seen: ToolContext[]) {
  return (_args: unknown, context: ToolContext) => {
    seen.push(context);
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

describe("thenable", () => {
  it("accepts objects and functions with a callable then, and nothing else", () => {
    const promise = Promise.resolve(1);
    expect(thenable(promise)).toBe(promise);
    // biome-ignore lint/suspicious/noThenProperty: thenables are what is tested
    const object = { then: () => {} };
    expect(thenable(object)).toBe(object);
    // biome-ignore lint/suspicious/noThenProperty: thenables are what is tested
    const callable = Object.assign(() => {}, { then: () => {} });
    expect(thenable(callable)).toBe(callable);
    // biome-ignore lint/suspicious/noThenProperty: thenables are what is tested
    expect(thenable({ then: 5 })).toBeUndefined();
    expect(thenable(() => {})).toBeUndefined();
    expect(thenable(null)).toBeUndefined();
    expect(thenable(undefined)).toBeUndefined();
    expect(thenable("then")).toBeUndefined();
    expect(thenable(7)).toBeUndefined();
  });
});
