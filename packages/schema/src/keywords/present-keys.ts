const hasOwn = Object.prototype.hasOwnProperty;

/** Whether a property counts as present: own, enumerable, and not undefined (what JSON.stringify sees). */
export function isPresent(value: Record<string, unknown>, key: string): boolean {
  return (
    hasOwn.call(value, key) &&
    Object.prototype.propertyIsEnumerable.call(value, key) &&
    value[key] !== undefined
  );
}

/** The present keys of an object, in its own order. */
export function presentKeys(value: Record<string, unknown>): string[] {
  const keys: string[] = [];
  for (const key in value) {
    if (hasOwn.call(value, key) && value[key] !== undefined) keys.push(key);
  }
  return keys;
}
