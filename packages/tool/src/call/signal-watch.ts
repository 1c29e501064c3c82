import { describeThrown, typeName } from "@tinyllm/types";

/** A run that wants to know when the caller's signal aborts. */
export interface AbortTarget {
  /** The signal aborted while the run was watched. */
  onAbort(reason: unknown): void;
}

/**
 * One listener per caller's signal, however many calls share it: the runs wait in a set, so a
 * run that ends costs a delete, and an abort settles every run in one pass. (A listener per call
 * made `abort()` quadratic, since each ending call removed its listener during the dispatch, and
 * printed Node's MaxListenersExceededWarning past ten calls.)
 */
export class SignalWatch {
  readonly #signal: AbortSignal;
  #runs = new Set<AbortTarget>();
  #aborted = false;
  #reason: unknown;

  // A real AbortSignal always dispatches its event: its getter need not be read again.
  readonly #eventOnly: boolean;

  constructor(signal: AbortSignal, aborted: boolean) {
    this.#signal = signal;
    this.#aborted = aborted;
    this.#eventOnly = typeof AbortSignal === "function" && signal instanceof AbortSignal;
    if (aborted) this.#reason = readReason(signal);
  }

  /** Whether the signal aborted: told by its event, or read now from a signal-like object. */
  get aborted(): boolean {
    if (this.#aborted || this.#eventOnly) return this.#aborted;
    try {
      if (this.#signal.aborted === true) this.#abort();
    } catch {
      // A signal whose getter throws after it was accepted: only its event counts now.
    }
    return this.#aborted;
  }

  /** Watches a run until {@link forget}; told at once when the signal already aborted. */
  watch(target: AbortTarget): void {
    if (this.aborted) target.onAbort(this.#reason);
    else this.#runs.add(target);
  }

  /** Stops watching a run. */
  forget(target: AbortTarget): void {
    this.#runs.delete(target);
  }

  /** The abort event. */
  handleEvent(): void {
    this.#abort();
  }

  #abort(): void {
    if (this.#aborted && this.#runs.size === 0) return;
    this.#aborted = true;
    this.#reason = readReason(this.#signal);
    const runs = this.#runs;
    this.#runs = new Set();
    for (const run of runs) {
      try {
        run.onAbort(this.#reason);
      } catch {
        // One run's failure to stop must not keep the others from being told.
      }
    }
  }
}

const watches = new WeakMap<object, SignalWatch>();

/**
 * The watch of a caller's signal, made on first use: `undefined` for no signal, or a sentence
 * saying why the value cannot be used as a signal. Decided before any tool runs, the same for
 * every call with this signal.
 */
export function watchSignal(signal: unknown): SignalWatch | string | undefined {
  if (signal === undefined || signal === null) return undefined;
  if (typeof signal !== "object" && typeof signal !== "function") {
    return `options.signal is ${typeName(signal)}; expected an AbortSignal`;
  }
  const known = watches.get(signal);
  if (known !== undefined) return known;
  let watch: SignalWatch;
  try {
    const candidate = signal as AbortSignal;
    const aborted: unknown = candidate.aborted;
    if (typeof aborted !== "boolean" || typeof candidate.addEventListener !== "function") {
      return `options.signal is ${typeName(signal)} without a boolean aborted and addEventListener(); expected an AbortSignal`;
    }
    watch = new SignalWatch(candidate, aborted);
    if (!aborted) candidate.addEventListener("abort", watch, { once: true });
  } catch (error) {
    return `options.signal could not be read or listened to (${describeThrown(error)}); expected an AbortSignal`;
  }
  watches.set(signal, watch);
  return watch;
}

function readReason(signal: AbortSignal): unknown {
  try {
    return signal.reason;
  } catch {
    return undefined;
  }
}
