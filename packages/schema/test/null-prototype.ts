/** A plain object with no prototype holding `entries`, as JSON may arrive from other code. */
export function nullPrototype(entries: Record<string, unknown>): Record<string, unknown> {
  return Object.assign(Object.create(null) as Record<string, unknown>, entries);
}
