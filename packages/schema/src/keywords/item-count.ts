import { plural } from "./counts.js";

/** The minItems message. */
export function minItemsMessage(minItems: number, length: number): string {
  return `expected at least ${plural(minItems, "item")}, got ${length}`;
}

/** The maxItems message. */
export function maxItemsMessage(maxItems: number, length: number): string {
  return `expected at most ${plural(maxItems, "item")}, got ${length}`;
}
