import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Deadlines } from "./deadlines.js";

describe("Deadlines (fake clock)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance", "Date"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("never fires early, and at most two ticks (an eighth) late", () => {
    const deadlines = new Deadlines();
    const onTimeout = vi.fn();
    vi.advanceTimersByTime(3);
    deadlines.add(160, { onTimeout });
    vi.advanceTimersByTime(159);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1 + 20);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it("fires each of many calls that started at different times, in order, on time", () => {
    const deadlines = new Deadlines();
    const fired: Array<[number, number]> = [];
    const started = performance.now();
    for (let index = 0; index < 50; index++) {
      const at = performance.now() - started;
      deadlines.add(100, {
        onTimeout: () => fired.push([index, performance.now() - started - at]),
      });
      vi.advanceTimersByTime(7);
    }
    vi.advanceTimersByTime(200);
    expect(fired.map(([index]) => index)).toEqual(Array.from({ length: 50 }, (_, index) => index));
    for (const [, waited] of fired) {
      expect(waited).toBeGreaterThanOrEqual(100);
      expect(waited).toBeLessThanOrEqual(100 + 2 * 6 + 1);
    }
  });

  it("does not fire a cancelled deadline, and keeps separate lengths apart", () => {
    const deadlines = new Deadlines();
    const short = vi.fn();
    const long = vi.fn();
    const cancelled = vi.fn();
    deadlines.add(10, { onTimeout: short });
    deadlines.add(1000, { onTimeout: long });
    deadlines.add(10, { onTimeout: cancelled }).cancel();
    vi.advanceTimersByTime(20);
    expect(short).toHaveBeenCalledTimes(1);
    expect(long).not.toHaveBeenCalled();
    expect(cancelled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1200);
    expect(long).toHaveBeenCalledTimes(1);
  });

  it("keeps firing the others when one handler throws", () => {
    const deadlines = new Deadlines();
    const after = vi.fn();
    deadlines.add(10, {
      onTimeout: () => {
        throw new Error("handler");
      },
    });
    deadlines.add(10, { onTimeout: after });
    vi.advanceTimersByTime(20);
    expect(after).toHaveBeenCalledTimes(1);
  });

  it("drops cancelled deadlines that end behind a slow one, so memory stays bounded", () => {
    const deadlines = new Deadlines();
    const slow = vi.fn();
    deadlines.add(60_000, { onTimeout: slow });
    for (let index = 0; index < 10_000; index++) {
      deadlines.add(60_000, { onTimeout: () => {} }).cancel();
    }
    expect(deadlines.size).toBeLessThanOrEqual(1 + 1025);
    vi.advanceTimersByTime(60_000 + 8_000);
    expect(slow).toHaveBeenCalledTimes(1);
    expect(deadlines.size).toBe(0);
  });

  it("stops ticking when nothing waits", () => {
    const deadlines = new Deadlines();
    deadlines.add(100, { onTimeout: () => {} }).cancel();
    vi.advanceTimersByTime(50);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("Deadlines (real timers)", () => {
  it("leaves no referenced timer behind once every call ended", async () => {
    const timers = () =>
      process.getActiveResourcesInfo().filter((name) => name === "Timeout").length;
    const before = timers();
    const deadlines = new Deadlines();
    const first = deadlines.add(30_000, { onTimeout: () => {} });
    const second = deadlines.add(30_000, { onTimeout: () => {} });
    expect(timers()).toBe(before + 1);
    first.cancel();
    expect(timers()).toBe(before + 1);
    second.cancel();
    expect(timers()).toBe(before);
  });
});
