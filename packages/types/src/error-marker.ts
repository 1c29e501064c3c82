/**
 * Whether `value` carries the registered marker `marker` (a `Symbol.for` symbol) set to `true`.
 * Our error classes use it behind a static `isInstance`, so an error from a second copy of a
 * package is still recognised, where `instanceof` would say no. Never throws, whatever the value
 * (a revoked proxy, a throwing getter or trap).
 */
export function hasMarker(value: unknown, marker: symbol): boolean {
  if ((typeof value !== "object" && typeof value !== "function") || value === null) return false;
  try {
    return (value as { [key: symbol]: unknown })[marker] === true;
  } catch {
    return false;
  }
}
