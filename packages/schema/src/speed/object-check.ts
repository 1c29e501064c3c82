import { isPlainObject } from "../json-kind.js";
import type { Check, Validator } from "../keywords/keyword.js";
import { addSlot, type LeafTable, leafTable, slotPasses } from "../leaf-check.js";
import type { SchemaSpec } from "../schema-spec.js";

type JsonRecord = Record<string, unknown>;

/** The object part of a node's fast check, without (or with, `typed`) the plain-object test. */
export type ObjectCheck = (value: JsonRecord) => boolean;

/** A named property's compiled schema, with its path segment. */
export interface PropertyValidator {
  readonly name: string;
  readonly segment: string;
  readonly spec: SchemaSpec;
  readonly check: Check;
  readonly collect: Validator["collect"];
}

/** How an object node's slots are laid out, shared by its check and its collector. */
export interface ObjectLayout {
  /** Slot names: the named properties, then required names that `properties` does not list. */
  readonly names: readonly string[];
  /**
   * `names` and an own `undefined` past the last, for the cursor, which reads up to index
   * `names.length`: a read past an array's end reaches `Object.prototype`, where a polluted key
   * `"2"` made a missing required property pass.
   */
  readonly cursorNames: readonly (string | undefined)[];
  readonly slotOf: ReadonlyMap<string, number>;
  /** How many slots are named properties (the rest are only required). */
  readonly named: number;
  /** The named properties' schemas, leaves inline. */
  readonly table: LeafTable;
  /** The additionalProperties schema's slot, when it is a schema. */
  readonly additionalTable: LeafTable | undefined;
}

/** The slot layout of `properties`, `required` and `additionalProperties`, or undefined when the node has none. */
export function buildObjectLayout(
  spec: SchemaSpec,
  properties: readonly PropertyValidator[],
  additional: Validator | false | undefined,
): ObjectLayout | undefined {
  if (properties.length === 0 && spec.required.length === 0 && additional === undefined) {
    return undefined;
  }
  // Required names that `properties` does not list are still additional properties, so they
  // also meet additionalProperties.
  const names = properties.map((property) => property.name);
  const table = leafTable();
  for (const property of properties) addSlot(table, property.spec, property.check);
  const named = names.length;
  for (const name of spec.required) if (!names.includes(name)) names.push(name);
  let additionalTable: LeafTable | undefined;
  // `additional` is built from spec.additional: a validator means spec.additional is a schema.
  if (additional !== undefined && additional !== false) {
    additionalTable = leafTable();
    addSlot(additionalTable, spec.additional as SchemaSpec, additional.check);
  }
  const slotOf = new Map(names.map((name, slot) => [name, slot]));
  return { names, cursorNames: [...names, undefined], slotOf, named, table, additionalTable };
}

// Presence is an own enumerable property whose value is not undefined: what `Object.keys` and
// `JSON.stringify` see. Both the check and the collector get it from for-in plus hasOwnProperty.

/**
 * Speed path "object pass": `properties`, `required` and `additionalProperties` in one pass over
 * the value's own keys, leaves inline. `typed` folds in the plain-object test.
 */
export function buildObjectCheck(
  spec: SchemaSpec,
  layout: ObjectLayout | undefined,
  additional: Validator | false | undefined,
  typed: boolean,
): ObjectCheck | Check | undefined {
  if (layout === undefined) return undefined;
  const { names, cursorNames, slotOf, named, table, additionalTable } = layout;
  const requiredSet = new Set(spec.required);
  const isRequired = names.map((name) => requiredSet.has(name));
  const requiredCount = requiredSet.size;
  const closed = additional === false;

  // One pass over the value's own keys: for-in reads values through V8's enum cache, where a
  // read by each schema name would be a megamorphic keyed load. Keys usually come in the
  // schema's order, so a cursor finds most slots without the map.
  const body = (value: JsonRecord): boolean => {
    let requiredSeen = 0;
    let cursor = 0;
    for (const key in value) {
      let slot: number;
      if (key === cursorNames[cursor]) {
        slot = cursor;
        cursor += 1;
      } else {
        slot = slotOf.get(key) ?? -1;
        if (slot >= 0) cursor = slot + 1;
      }
      // Spelled out so TurboFan sees hasOwnProperty of the for-in key on the for-in object and
      // answers it from the enum cache; Object.hasOwn or an alias costs a runtime call per key.
      // biome-ignore lint/suspicious/noPrototypeBuiltins: the spelling is the optimisation.
      if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
      const item = value[key];
      if (item === undefined) continue;
      if (slot >= 0 && isRequired[slot]) requiredSeen += 1;
      if (slot >= 0 && slot < named) {
        if (!slotPasses(table, slot, item)) return false;
      } else if (closed) {
        return false;
      } else if (additionalTable !== undefined && !slotPasses(additionalTable, 0, item)) {
        return false;
      }
    }
    return requiredSeen === requiredCount;
  };
  if (typed) return (value: unknown) => isPlainObject(value) && body(value);
  return body;
}
