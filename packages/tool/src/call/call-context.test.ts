import { describe, expect, it, vi } from "vitest";
import { CallContext } from "./call-context.js";

describe("CallContext", () => {
  it("gives one signal per call, however often it is read", () => {
    const context = new CallContext("c", "{}");
    const first = context.signal;
    expect(context.signal).toBe(first);
    expect(first.aborted).toBe(false);
  });

  it("aborts the signal a listener was added to, even after it was read again", () => {
    const context = new CallContext("c", "{}");
    const listener = vi.fn();
    context.signal.addEventListener("abort", listener);
    expect(context.signal.aborted).toBe(false);
    context.abort("stop");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(context.signal.reason).toBe("stop");
  });

  it("keeps the first reason when aborted twice before the signal is read", () => {
    const context = new CallContext("c", "{}");
    context.abort("first");
    context.abort("second");
    expect(context.signal.aborted).toBe(true);
    expect(context.signal.reason).toBe("first");
  });

  it("keeps the first reason when aborted twice after the signal is read", () => {
    const context = new CallContext("c", "{}");
    const signal = context.signal;
    context.abort("first");
    context.abort("second");
    expect(signal.reason).toBe("first");
  });
});
