import { describe, expect, it, vi } from "vitest";
import { newTool } from "../define/func-tool.js";
import { CallContext } from "./call-context.js";
import { Deadlines } from "./deadlines.js";
import { NO_SETTINGS } from "./read-options.js";

/** The run of a call "c" with arguments "{}", as the pipeline builds it. */
function callContext(): CallContext {
  const tool = newTool("t", "d", undefined, () => "");
  const environment = {
    timeoutMs: undefined,
    deadlines: new Deadlines(),
    maxResultChars: 1_000,
    contentLimits: undefined,
  };
  const registered = { tool, prepared: { timeoutMs: undefined, output: undefined } };
  return new CallContext(
    environment,
    registered,
    { callId: "c", name: "t" },
    NO_SETTINGS,
    {},
    "{}",
  );
}

describe("CallContext", () => {
  it("gives one signal per call, however often it is read", () => {
    const context = callContext();
    const first = context.signal;
    expect(context.signal).toBe(first);
    expect(first.aborted).toBe(false);
  });

  it("aborts the signal a listener was added to, even after it was read again", () => {
    const context = callContext();
    const listener = vi.fn();
    context.signal.addEventListener("abort", listener);
    expect(context.signal.aborted).toBe(false);
    context.abort("stop");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(context.signal.reason).toBe("stop");
  });

  it("keeps the first reason when aborted twice before the signal is read", () => {
    const context = callContext();
    context.abort("first");
    context.abort("second");
    expect(context.signal.aborted).toBe(true);
    expect(context.signal.reason).toBe("first");
  });

  it("keeps the first reason when aborted twice after the signal is read", () => {
    const context = callContext();
    const signal = context.signal;
    context.abort("first");
    context.abort("second");
    expect(signal.reason).toBe("first");
  });
});
