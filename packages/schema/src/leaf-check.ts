import { codePointLength } from "./code-points.js";
import {
  BOOLEAN,
  CONST,
  ENUM,
  GENERIC,
  INTEGER,
  NULL,
  NUMBER,
  SMALL_ENUM,
  SMALL_ENUM_SIZE,
  STRING,
} from "./leaf-kinds.js";
import { hasBounds, type SchemaSpec, singleType } from "./schema-spec.js";

/** The subschemas of one object or array node, as parallel arrays so the loop stays monomorphic. */
export interface LeafTable {
  /** One kind per slot; GENERIC calls `checks[slot]`. */
  readonly kinds: number[];
  /** Lower bound: minLength or minimum (-Infinity or 0 when absent). */
  readonly lows: number[];
  /** Upper bound: maxLength or maximum (Infinity when absent). */
  readonly highs: number[];
  /** The enum set (ENUM) or the constant in a one-element set (CONST). */
  readonly sets: (Set<unknown> | undefined)[];
  /** The constant (CONST), or the values of a SMALL_ENUM. */
  readonly constants: unknown[];
  /** The full check, used for GENERIC slots. */
  readonly checks: ((value: unknown) => boolean)[];
}

/** An empty table. */
export function leafTable(): LeafTable {
  return { kinds: [], lows: [], highs: [], sets: [], constants: [], checks: [] };
}

/** How many keyword groups the node has (bounds and lengths not counted); 1 for a plain leaf. */
export function keywordCount(spec: SchemaSpec): number {
  let count = 0;
  if (spec.types !== undefined) count += 1;
  if (spec.enumValues !== undefined) count += 1;
  if (spec.hasConst) count += 1;
  if (spec.properties.length > 0 || spec.required.length > 0 || spec.additional !== undefined)
    count += 1;
  if (spec.items !== undefined || spec.minItems !== undefined || spec.maxItems !== undefined)
    count += 1;
  if (spec.pattern !== undefined || spec.anyOf !== undefined) count += 1;
  // Standard keywords have their own closures: a node with any is never inline.
  if (spec.extra.length > 0) count += 1;
  return count;
}

/** Adds a slot for `spec`, inline when it is a simple leaf, otherwise calling `check`. */
export function addSlot(
  table: LeafTable,
  spec: SchemaSpec,
  check: (value: unknown) => boolean,
): void {
  let kind = GENERIC;
  let low = -Infinity;
  let high = Infinity;
  let set: Set<unknown> | undefined;
  let constant: unknown;
  const only = keywordCount(spec) === 1;
  const bounded = hasBounds(spec);
  const single = singleType(spec);
  if (only && single === "string") {
    kind = STRING;
    low = spec.minLength ?? 0;
    high = spec.maxLength ?? high;
  } else if (only && (single === "integer" || single === "number")) {
    kind = single === "integer" ? INTEGER : NUMBER;
    low = spec.minimum ?? low;
    high = spec.maximum ?? high;
  } else if (only && single === "boolean") {
    kind = BOOLEAN;
  } else if (only && single === "null") {
    kind = NULL;
  } else if (
    only &&
    !bounded &&
    spec.enumValues?.every((value) => typeof value !== "object" || value === null)
  ) {
    const values = [...new Set(spec.enumValues)];
    if (values.length <= SMALL_ENUM_SIZE) {
      // JSON scalars hold no NaN, so === agrees with the Set's SameValueZero.
      kind = SMALL_ENUM;
      constant = values;
    } else {
      kind = ENUM;
      set = new Set(values);
    }
  } else if (
    only &&
    !bounded &&
    spec.hasConst &&
    (typeof spec.constValue !== "object" || spec.constValue === null)
  ) {
    kind = CONST;
    constant = spec.constValue;
  }
  table.kinds.push(kind);
  table.lows.push(low);
  table.highs.push(high);
  table.sets.push(set);
  table.constants.push(constant);
  table.checks.push(check);
}

/** Whether `item` passes the slot's schema: the leaf kinds inline, the rest through their closure. */
export function slotPasses(table: LeafTable, slot: number, item: unknown): boolean {
  switch (table.kinds[slot]) {
    case STRING: {
      if (typeof item !== "string") return false;
      const length = item.length;
      const low = table.lows[slot] as number;
      const high = table.highs[slot] as number;
      // UTF-16 length bounds the code point count from both sides; count only in between.
      if (length < low || (length < low * 2 && codePointLength(item) < low)) return false;
      return length <= high || (length <= high * 2 && codePointLength(item) <= high);
    }
    case INTEGER:
      return (
        Number.isInteger(item) &&
        (item as number) >= (table.lows[slot] as number) &&
        (item as number) <= (table.highs[slot] as number)
      );
    case NUMBER:
      return (
        typeof item === "number" &&
        Number.isFinite(item) &&
        item >= (table.lows[slot] as number) &&
        item <= (table.highs[slot] as number)
      );
    case BOOLEAN:
      return typeof item === "boolean";
    case NULL:
      return item === null;
    case ENUM:
      return (table.sets[slot] as Set<unknown>).has(item);
    case CONST:
      return item === table.constants[slot];
    case SMALL_ENUM: {
      const values = table.constants[slot] as readonly unknown[];
      for (let index = 0; index < values.length; index++) if (values[index] === item) return true;
      return false;
    }
    default:
      return (table.checks[slot] as (value: unknown) => boolean)(item);
  }
}
