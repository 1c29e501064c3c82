import { now } from "./call-hooks.js";

/** A pending timeout; `cancel` it when the call ends first. */
export interface Deadline {
  /** Stops the timeout from firing; harmless after it fired. */
  cancel(): void;
}

/** Calls that start between two ticks share an epoch; `end` is the clock at the tick that closed it. */
interface Epoch {
  end: number | undefined;
}

/** What a deadline calls when it passes. */
export interface TimeoutTarget {
  /** The deadline passed before it was cancelled. */
  onTimeout(): void;
}

class Item implements Deadline {
  declare readonly queue: Queue;
  declare readonly epoch: Epoch;
  declare readonly target: TimeoutTarget;
  done = false;

  constructor(queue: Queue, epoch: Epoch, target: TimeoutTarget) {
    this.queue = queue;
    this.epoch = epoch;
    this.target = target;
  }

  cancel(): void {
    this.queue.cancel(this);
  }
}

type Timer = ReturnType<typeof setTimeout>;

// Node and Bun timers have ref/unref; Deno has Deno.refTimer/unrefTimer; elsewhere no process waits.
interface Unrefable {
  ref(): void;
  unref(): void;
}
interface DenoTimers {
  refTimer(id: number): void;
  unrefTimer(id: number): void;
}
const deno = (globalThis as { Deno?: Partial<DenoTimers> }).Deno;

/**
 * The calls of one timeout length, in the order they started, and one ticking timer. A call costs
 * a push, not a clock read nor a `setTimeout`: each tick reads the clock once and closes an epoch,
 * and a call expires once its epoch closed at least `timeoutMs` ago. So a timeout never fires
 * early, and fires at most about two ticks (an eighth of the length, at least 2 ms) late.
 */
class Queue {
  readonly #timeoutMs: number;
  readonly #tickMs: number;
  // Slots head..tail hold the waiting items; the array keeps its peak length to avoid resizing.
  readonly #items: (Item | undefined)[] = [];
  #head = 0;
  #tail = 0;
  // Cancelled items not yet dropped: calls can end out of order behind a slow one at the head.
  #cancelled = 0;
  #epoch: Epoch = { end: undefined };
  #timer: Timer | undefined;
  #referenced = false;

  constructor(timeoutMs: number) {
    this.#timeoutMs = timeoutMs;
    this.#tickMs = Math.max(1, Math.floor(timeoutMs / 16));
  }

  add(target: TimeoutTarget): Deadline {
    const item = new Item(this, this.#epoch, target);
    this.#items[this.#tail++] = item;
    if (this.#timer === undefined) this.#arm();
    else this.#reference(true);
    return item;
  }

  /** Items held, cancelled ones not yet dropped included. */
  get size(): number {
    return this.#tail - this.#head;
  }

  cancel(item: Item): void {
    if (item.done) return;
    item.done = true;
    this.#cancelled++;
    this.#dropFinished();
    if (this.#cancelled > 1024 && this.#cancelled * 2 > this.#tail - this.#head) this.#compact();
    // Nothing waits: the timer may tick once more, but must not keep the process alive.
    if (this.#head === this.#tail) this.#reference(false);
  }

  #tick(): void {
    this.#timer = undefined;
    this.#referenced = false;
    const time = now();
    this.#epoch.end = time;
    this.#epoch = { end: undefined };
    while (this.#head < this.#tail) {
      const item = this.#items[this.#head] as Item;
      if (item.done) {
        this.#cancelled--;
      } else {
        const end = item.epoch.end;
        if (end === undefined || time - end < this.#timeoutMs) break;
        item.done = true;
        try {
          item.target.onTimeout();
        } catch {
          // A timeout handler only settles a call; nothing to report here.
        }
      }
      this.#items[this.#head++] = undefined;
    }
    this.#dropFinished();
    // A timeout handler that started a call of this length has armed the timer already.
    if (this.#head < this.#tail && this.#timer === undefined) this.#arm();
  }

  #arm(): void {
    this.#timer = setTimeout(() => this.#tick(), this.#tickMs);
    this.#referenced = true;
  }

  #reference(wanted: boolean): void {
    if (this.#referenced === wanted || this.#timer === undefined) return;
    this.#referenced = wanted;
    const timer = this.#timer as unknown;
    if (
      typeof timer === "object" &&
      timer !== null &&
      typeof (timer as Unrefable).unref === "function"
    ) {
      if (wanted) (timer as Unrefable).ref();
      else (timer as Unrefable).unref();
    } else if (typeof timer === "number" && typeof deno?.unrefTimer === "function") {
      if (wanted) deno.refTimer?.(timer);
      else deno.unrefTimer(timer);
    }
  }

  #dropFinished(): void {
    while (this.#head < this.#tail && (this.#items[this.#head] as Item).done) {
      this.#items[this.#head++] = undefined;
      this.#cancelled--;
    }
    if (this.#head === this.#tail) {
      this.#head = 0;
      this.#tail = 0;
    } else if (this.#head > 1024 && this.#head * 2 > this.#tail) {
      this.#items.copyWithin(0, this.#head, this.#tail);
      this.#items.fill(undefined, this.#tail - this.#head, this.#tail);
      this.#tail -= this.#head;
      this.#head = 0;
    }
  }

  #compact(): void {
    let kept = 0;
    for (let index = this.#head; index < this.#tail; index++) {
      const item = this.#items[index] as Item;
      if (!item.done) this.#items[kept++] = item;
    }
    this.#items.fill(undefined, kept, this.#tail);
    this.#head = 0;
    this.#tail = kept;
    this.#cancelled = 0;
  }
}

/**
 * Timeouts for many calls on few timers: one queue and one ticking timer per distinct length.
 * A timeout fires after at least its length, and at most about an eighth of it (2 ms or more) later.
 */
export class Deadlines {
  readonly #queues = new Map<number, Queue>();

  /** Calls `target.onTimeout()` after `timeoutMs` milliseconds unless the deadline is cancelled first. */
  add(timeoutMs: number, target: TimeoutTarget): Deadline {
    let queue = this.#queues.get(timeoutMs);
    if (queue === undefined) {
      queue = new Queue(timeoutMs);
      this.#queues.set(timeoutMs, queue);
    }
    return queue.add(target);
  }

  /** Items held across all queues, cancelled ones not yet dropped included (for tests). */
  get size(): number {
    let size = 0;
    for (const queue of this.#queues.values()) size += queue.size;
    return size;
  }
}
