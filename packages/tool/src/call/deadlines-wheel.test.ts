import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Deadlines } from "./deadlines.js";

/** A hand-driven clock and setTimeout whose timers record their delay and every ref/unref. */
class FakeClock {
  time = 0;
  readonly timers: FakeTimer[] = [];

  install(): void {
    vi.stubGlobal("performance", { now: () => this.time });
    vi.stubGlobal("setTimeout", (callback: () => void, delay: number) => {
      const timer = new FakeTimer(callback, delay, this.time + delay);
      this.timers.push(timer);
      return timer;
    });
  }

  /** Timers that have not run yet. */
  get pending(): FakeTimer[] {
    return this.timers.filter((timer) => !timer.ran);
  }

  /** Moves the clock forward by `ms`, running each timer at its due time, earliest first. */
  advance(ms: number): void {
    const until = this.time + ms;
    for (;;) {
      const due = this.pending
        .filter((timer) => timer.due <= until)
        .sort((left, right) => left.due - right.due)[0];
      if (due === undefined) break;
      this.time = due.due;
      due.ran = true;
      due.callback();
    }
    this.time = until;
  }
}

class FakeTimer {
  ran = false;
  refs = 0;
  unrefs = 0;
  referenced = true;
  constructor(
    readonly callback: () => void,
    readonly delay: number,
    readonly due: number,
  ) {}
  ref(): void {
    this.refs++;
    this.referenced = true;
  }
  unref(): void {
    this.unrefs++;
    this.referenced = false;
  }
}

describe("Deadlines wheel (hand-driven clock)", () => {
  let clock: FakeClock;
  beforeEach(() => {
    clock = new FakeClock();
    clock.install();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("ticks every sixteenth of the length, rounded down, at least 1 ms", () => {
    const deadlines = new Deadlines();
    for (const length of [160, 100, 33, 16, 15, 10, 1]) {
      deadlines.add(length, { onTimeout: () => {} });
    }
    expect(clock.timers.map((timer) => timer.delay)).toEqual([10, 6, 2, 1, 1, 1, 1]);
  });

  it.each([
    // Ticks every 6 ms: the call's epoch closes at 6, so it expires at the first tick from 106, 108.
    [100, 108],
    // Ticks every 10 ms: the epoch closes at 10, and 170 - 10 = 160 is old enough, not a tick later.
    [160, 170],
    // A short length ticks every millisecond.
    [10, 11],
  ])(
    "length %i fires at %i ms, the first tick at least the length after its epoch closed",
    (length, fires) => {
      const deadlines = new Deadlines();
      const onTimeout = vi.fn();
      deadlines.add(length, { onTimeout });
      clock.advance(fires - 1);
      expect(onTimeout).not.toHaveBeenCalled();
      clock.advance(1);
      expect(onTimeout).toHaveBeenCalledTimes(1);
      clock.advance(1000);
      expect(onTimeout).toHaveBeenCalledTimes(1);
    },
  );

  it("calls that start between two ticks share the epoch the next tick closes", () => {
    const deadlines = new Deadlines();
    const first = vi.fn();
    const second = vi.fn();
    const third = vi.fn();
    deadlines.add(100, { onTimeout: first });
    clock.advance(5);
    deadlines.add(100, { onTimeout: second });
    clock.advance(1); // tick at 6 closes the epoch of both
    deadlines.add(100, { onTimeout: third }); // its epoch closes at 12
    clock.advance(101); // 107
    expect(first).not.toHaveBeenCalled();
    clock.advance(1); // 108
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(third).not.toHaveBeenCalled();
    clock.advance(5); // 113: the tick at 114 fires it
    expect(third).not.toHaveBeenCalled();
    clock.advance(1);
    expect(third).toHaveBeenCalledTimes(1);
  });

  it("a deadline added from a timeout handler waits its whole length", () => {
    const deadlines = new Deadlines();
    const retried = vi.fn();
    deadlines.add(100, {
      onTimeout: () => {
        deadlines.add(100, { onTimeout: retried });
      },
    });
    clock.advance(108);
    expect(retried).not.toHaveBeenCalled();
    expect(deadlines.size).toBe(1);
    // One timer ticks for the queue, not one armed by the add and another by the tick.
    expect(clock.pending).toHaveLength(1);
    // Added at 108, its epoch closes at the tick at 114, so it expires at the tick at 216.
    clock.advance(107);
    expect(retried).not.toHaveBeenCalled();
    clock.advance(1);
    expect(retried).toHaveBeenCalledTimes(1);
  });

  it("keeps one timer per length, armed only while something waits", () => {
    const deadlines = new Deadlines();
    deadlines.add(100, { onTimeout: () => {} });
    deadlines.add(100, { onTimeout: () => {} });
    deadlines.add(200, { onTimeout: () => {} });
    expect(clock.pending).toHaveLength(2);
    clock.advance(5);
    deadlines.add(100, { onTimeout: () => {} });
    expect(clock.pending).toHaveLength(2);
    clock.advance(1000);
    expect(clock.pending).toHaveLength(0);
    expect(deadlines.size).toBe(0);
    // A later call arms a new timer.
    deadlines.add(100, { onTimeout: () => {} });
    expect(clock.pending).toHaveLength(1);
  });

  it("stops re-arming once the queue is empty after a tick", () => {
    const deadlines = new Deadlines();
    const deadline = deadlines.add(100, { onTimeout: () => {} });
    deadline.cancel();
    expect(deadlines.size).toBe(0);
    clock.advance(6);
    expect(clock.pending).toHaveLength(0);
    expect(clock.timers).toHaveLength(1);
  });

  it("unreferences the timer once nothing waits, and references it again for a new call", () => {
    const deadlines = new Deadlines();
    const first = deadlines.add(100, { onTimeout: () => {} });
    const timer = clock.timers[0] as FakeTimer;
    const second = deadlines.add(100, { onTimeout: () => {} });
    expect(timer.refs).toBe(0);
    expect(timer.unrefs).toBe(0);
    first.cancel();
    expect(timer.unrefs).toBe(0);
    second.cancel();
    expect(timer.unrefs).toBe(1);
    expect(timer.referenced).toBe(false);
    second.cancel();
    expect(timer.unrefs).toBe(1);
    // The timer is still pending: a new call reuses it and makes it hold the process again.
    const third = deadlines.add(100, { onTimeout: () => {} });
    expect(clock.timers).toHaveLength(1);
    expect(timer.refs).toBe(1);
    expect(timer.referenced).toBe(true);
    deadlines.add(100, { onTimeout: () => {} });
    expect(timer.refs).toBe(1);
    third.cancel();
    expect(timer.unrefs).toBe(1);
  });

  it("a timer armed by a tick is referenced from the start", () => {
    const deadlines = new Deadlines();
    const first = deadlines.add(100, { onTimeout: () => {} });
    clock.advance(6);
    const rearmed = clock.pending[0] as FakeTimer;
    expect(rearmed).toBeDefined();
    expect(rearmed).not.toBe(clock.timers[0]);
    // The new timer starts referenced: adding does not ref it, ending the last call unrefs it.
    deadlines.add(100, { onTimeout: () => {} }).cancel();
    expect(rearmed.refs).toBe(0);
    first.cancel();
    expect(rearmed.unrefs).toBe(1);
  });

  it("after the queue empties and its timer ticks, a new call arms a fresh referenced timer", () => {
    const deadlines = new Deadlines();
    deadlines.add(100, { onTimeout: () => {} }).cancel();
    const old = clock.timers[0] as FakeTimer;
    expect(old.unrefs).toBe(1);
    clock.advance(6);
    deadlines.add(100, { onTimeout: () => {} });
    expect(clock.timers).toHaveLength(2);
    expect(old.refs).toBe(0);
  });

  it("cancelling a deadline that already fired changes nothing", () => {
    const deadlines = new Deadlines();
    const fired: Array<{ cancel(): void }> = [];
    for (let index = 0; index < 1024; index++) {
      fired.push(deadlines.add(100, { onTimeout: () => {} }));
    }
    clock.advance(108);
    expect(deadlines.size).toBe(0);
    for (const deadline of fired) deadline.cancel();
    // Had those cancels counted, one more cancel behind a waiting call would compact the queue.
    deadlines.add(100, { onTimeout: () => {} });
    deadlines.add(100, { onTimeout: () => {} }).cancel();
    expect(deadlines.size).toBe(2);
  });

  it("a cancelled deadline dropped by a tick is no longer counted", () => {
    const deadlines = new Deadlines();
    const slow = vi.fn();
    // Ended calls behind a live one stay until a tick passes them.
    const live = deadlines.add(100, { onTimeout: slow });
    for (let index = 0; index < 1000; index++) {
      deadlines.add(100, { onTimeout: () => {} }).cancel();
    }
    expect(deadlines.size).toBe(1001);
    clock.advance(108);
    expect(slow).toHaveBeenCalledTimes(1);
    live.cancel();
    expect(deadlines.size).toBe(0);
    // Had the tick not uncounted the 1000, 25 more ended calls behind a live one would compact.
    deadlines.add(100, { onTimeout: () => {} });
    for (let index = 0; index < 25; index++) {
      deadlines.add(100, { onTimeout: () => {} }).cancel();
    }
    expect(deadlines.size).toBe(26);
  });

  it("counts only the calls held when deciding to compact, not those dropped from the front", () => {
    const deadlines = new Deadlines();
    const front = Array.from({ length: 600 }, () => deadlines.add(100, { onTimeout: () => {} }));
    const live = vi.fn();
    deadlines.add(100, { onTimeout: live });
    for (const deadline of front) deadline.cancel();
    expect(deadlines.size).toBe(1);
    const behind = Array.from({ length: 1025 }, () => deadlines.add(100, { onTimeout: () => {} }));
    for (const deadline of behind) deadline.cancel();
    // 1025 ended of 1026 held: compacted, although 600 slots were dropped before them.
    expect(deadlines.size).toBe(1);
    clock.advance(200);
    expect(live).toHaveBeenCalledTimes(1);
  });

  it("a call dropped from the front is no longer counted as ended", () => {
    const deadlines = new Deadlines();
    const front = Array.from({ length: 500 }, () => deadlines.add(100, { onTimeout: () => {} }));
    deadlines.add(100, { onTimeout: () => {} });
    for (const deadline of front) deadline.cancel();
    expect(deadlines.size).toBe(1);
    for (let index = 0; index < 25; index++) {
      deadlines.add(100, { onTimeout: () => {} }).cancel();
    }
    expect(deadlines.size).toBe(26);
  });

  it("compacts once more than 1024 ended calls wait behind a live one", () => {
    const deadlines = new Deadlines();
    const fired: number[] = [];
    deadlines.add(100, { onTimeout: () => fired.push(-1) });
    const rest = Array.from({ length: 1025 }, () => deadlines.add(100, { onTimeout: () => {} }));
    for (const deadline of rest.slice(0, 1024)) deadline.cancel();
    expect(deadlines.size).toBe(1026);
    (rest[1024] as { cancel(): void }).cancel();
    expect(deadlines.size).toBe(1);
    // Calls added after a compaction keep their order and fire.
    deadlines.add(100, { onTimeout: () => fired.push(1) });
    deadlines.add(100, { onTimeout: () => fired.push(2) });
    clock.advance(200);
    expect(fired).toEqual([-1, 1, 2]);
    expect(deadlines.size).toBe(0);
  });

  it("does not compact while ended calls are at most half of those held", () => {
    const deadlines = new Deadlines();
    const fired: number[] = [];
    deadlines.add(100, { onTimeout: () => fired.push(-1) });
    for (let index = 0; index < 1024; index++) {
      deadlines.add(100, { onTimeout: () => fired.push(index) });
    }
    const ended = Array.from({ length: 1025 }, () => deadlines.add(100, { onTimeout: () => {} }));
    for (const deadline of ended) deadline.cancel();
    // 1025 ended of 2050 held: exactly half, so nothing is compacted.
    expect(deadlines.size).toBe(2050);
    const one = deadlines.add(100, { onTimeout: () => {} });
    deadlines.add(100, { onTimeout: () => {} });
    one.cancel();
    // 1026 of 2052 held: still half.
    expect(deadlines.size).toBe(2052);
    clock.advance(200);
    expect(fired).toEqual([-1, ...Array.from({ length: 1024 }, (_, index) => index)]);
  });

  it("compaction keeps the live calls, in order, interleaved with ended ones", () => {
    const deadlines = new Deadlines();
    const fired: number[] = [];
    const all = Array.from({ length: 3000 }, (_, index) =>
      deadlines.add(100, { onTimeout: () => fired.push(index) }),
    );
    // Keep every third call: the first stays at the head, so nothing drops from the front.
    const live: number[] = [];
    all.forEach((deadline, index) => {
      if (index % 3 === 0) live.push(index);
      else deadline.cancel();
    });
    expect(deadlines.size).toBeLessThan(3000);
    expect(deadlines.size).toBeGreaterThanOrEqual(live.length);
    clock.advance(200);
    expect(fired).toEqual(live);
    expect(deadlines.size).toBe(0);
  });

  it("calls ending in order from the front leave the rest intact across the shift", () => {
    const deadlines = new Deadlines();
    const fired: number[] = [];
    const all = Array.from({ length: 2000 }, (_, index) =>
      deadlines.add(100, { onTimeout: () => fired.push(index) }),
    );
    for (const deadline of all.slice(0, 1500)) deadline.cancel();
    expect(deadlines.size).toBe(500);
    const more = [2000, 2001].map((index) =>
      deadlines.add(100, { onTimeout: () => fired.push(index) }),
    );
    expect(deadlines.size).toBe(502);
    (more[0] as { cancel(): void }).cancel();
    expect(deadlines.size).toBe(502);
    clock.advance(200);
    expect(fired).toEqual([...Array.from({ length: 500 }, (_, index) => 1500 + index), 2001]);
    expect(deadlines.size).toBe(0);
  });
});

describe("Deadlines clock and runtime timers", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.resetModules();
  });

  it("reads Date.now where there is no performance clock", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    vi.stubGlobal("performance", undefined);
    const deadlines = new Deadlines();
    const onTimeout = vi.fn();
    deadlines.add(100, { onTimeout });
    vi.advanceTimersByTime(107);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it("uses Deno.refTimer and Deno.unrefTimer for numeric timer ids", async () => {
    const refTimer = vi.fn();
    const unrefTimer = vi.fn();
    vi.stubGlobal("Deno", { refTimer, unrefTimer });
    vi.stubGlobal("setTimeout", () => 42);
    vi.resetModules();
    const { Deadlines: Fresh } = await import("./deadlines.js");
    const deadlines = new Fresh();
    const first = deadlines.add(100, { onTimeout: () => {} });
    first.cancel();
    expect(unrefTimer).toHaveBeenCalledWith(42);
    expect(refTimer).not.toHaveBeenCalled();
    deadlines.add(100, { onTimeout: () => {} });
    expect(refTimer).toHaveBeenCalledWith(42);
    expect(unrefTimer).toHaveBeenCalledTimes(1);
  });

  it("leaves object timers alone under Deno, and needs no Deno.refTimer", async () => {
    const unrefTimer = vi.fn();
    vi.stubGlobal("Deno", { unrefTimer });
    vi.stubGlobal("setTimeout", () => ({}));
    vi.resetModules();
    const { Deadlines: Fresh } = await import("./deadlines.js");
    new Fresh().add(100, { onTimeout: () => {} }).cancel();
    expect(unrefTimer).not.toHaveBeenCalled();
    vi.stubGlobal("setTimeout", () => 5);
    const deadlines = new Fresh();
    deadlines.add(100, { onTimeout: () => {} }).cancel();
    expect(unrefTimer).toHaveBeenCalledWith(5);
    expect(() => deadlines.add(100, { onTimeout: () => {} })).not.toThrow();
  });

  it("leaves numeric timer ids alone outside Deno, and object timers without unref", async () => {
    vi.stubGlobal("setTimeout", () => 7);
    vi.resetModules();
    const { Deadlines: Fresh } = await import("./deadlines.js");
    const deadlines = new Fresh();
    expect(() => {
      deadlines.add(100, { onTimeout: () => {} }).cancel();
      deadlines.add(100, { onTimeout: () => {} });
    }).not.toThrow();
    vi.stubGlobal("setTimeout", () => null);
    const nothing = new Fresh();
    expect(() => {
      nothing.add(100, { onTimeout: () => {} }).cancel();
      nothing.add(100, { onTimeout: () => {} });
    }).not.toThrow();
    const bare = {};
    vi.stubGlobal("setTimeout", () => bare);
    const other = new Fresh();
    expect(() => {
      other.add(100, { onTimeout: () => {} }).cancel();
      other.add(100, { onTimeout: () => {} });
    }).not.toThrow();
  });
});
