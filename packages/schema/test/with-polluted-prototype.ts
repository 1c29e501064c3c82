/**
 * Runs `run` with `entries` on Object.prototype as non-enumerable data properties, the pollution
 * that for-in never lists but an array read past its end or into a hole reaches; removes them
 * afterwards, also when `run` throws.
 */
export function withPollutedPrototype<T>(entries: Record<string, unknown>, run: () => T): T {
  const prototype = Object.prototype as Record<string, unknown>;
  for (const [key, value] of Object.entries(entries)) {
    Object.defineProperty(prototype, key, { value, configurable: true, writable: true });
  }
  try {
    return run();
  } finally {
    for (const key of Object.keys(entries)) delete prototype[key];
  }
}
