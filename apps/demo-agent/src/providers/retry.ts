/** Waits `ms` milliseconds; rejects with the signal's reason as soon as it aborts. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/** The real clock's sleep. */
export const sleep: Sleep = (ms, signal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });

/**
 * Reads a `Retry-After` header (delay-seconds or an HTTP date) as milliseconds
 * from `now`; undefined when absent or unreadable.
 */
export function parseRetryAfter(
  header: string | null,
  now: number = Date.now(),
): number | undefined {
  if (header === null) return undefined;
  const text = header.trim();
  if (/^[0-9]+(\.[0-9]+)?$/.test(text)) return Math.ceil(Number(text) * 1000);
  // An HTTP date names its day and month; Date.parse alone would read "-1" as a year.
  if (!/^[A-Za-z]{3}, /.test(text)) return undefined;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/**
 * Exponential backoff with jitter for retry number `retry` (1 for the first
 * retry): between half and all of `base * 2^(retry-1)`, capped at `max`.
 */
export function backoffDelay(
  retry: number,
  base: number,
  max: number,
  random = Math.random,
): number {
  const full = Math.min(max, base * 2 ** (retry - 1));
  return Math.round(full / 2 + (random() * full) / 2);
}
