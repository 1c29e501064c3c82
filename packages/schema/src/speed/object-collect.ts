import { UNEXPECTED } from "../keywords/additional-properties.js";
import type { Validator } from "../keywords/keyword.js";
import { requiredMessage } from "../keywords/required.js";
import { slotPasses } from "../leaf-check.js";
import { MAX_ERRORS } from "../limits.js";
import { propertySegment } from "../path.js";
import { framed } from "../quote.js";
import type { SchemaSpec } from "../schema-spec.js";
import { ValidationError } from "../validation-error.js";
import type { ObjectLayout, PropertyValidator } from "./object-check.js";

type JsonRecord = Record<string, unknown>;

/** What the object collector needs of its node's compiled parts. */
export interface ObjectParts {
  readonly layout: ObjectLayout | undefined;
  readonly properties: readonly PropertyValidator[];
  readonly additional: Validator | false | undefined;
}

/**
 * Speed path "object collect": the same one pass as the object check, pushing the errors of
 * `properties`, `required` and `additionalProperties` in sorted order where it can.
 */
export function buildObjectCollect(
  spec: SchemaSpec,
  parts: ObjectParts,
): ((value: JsonRecord, path: string, errors: ValidationError[]) => void) | undefined {
  const layout = parts.layout;
  if (layout === undefined) return undefined;
  const properties = parts.properties;
  const { cursorNames, slotOf, named, table, additionalTable } = layout;
  // In message order, so the errors of one object usually need no sorting afterwards.
  const required = spec.required
    .map((name) => ({
      slot: slotOf.get(name) as number,
      message: requiredMessage(name),
    }))
    .sort((left, right) => (left.message < right.message ? -1 : 1));
  const requiredSlots = required.map((entry) => entry.slot);
  const requiredMessages = required.map((entry) => entry.message);
  const requiredCount = required.length;
  const slotCount = slotOf.size;
  // Up to 31 slots, presence is a bit mask in a small integer: no array per call.
  const masked = slotCount <= 31;
  const additional = parts.additional;
  // The child path of each named property, built once per parent path instead of once per error.
  const parentPaths: (string | undefined)[] = properties.map(() => undefined);
  const childPaths: string[] = properties.map(() => "");
  // The same one pass over own enumerable keys as the fast check, so both agree on presence.
  return (value, path, errors) => {
    const start = errors.length;
    let mask = 0;
    let seen: boolean[] | undefined;
    // The first unexpected property in a variable: most objects have none or one.
    let unexpected: ValidationError | undefined;
    let moreUnexpected: ValidationError[] | undefined;
    let cursor = 0;
    for (const key in value) {
      let slot: number | undefined;
      if (key === cursorNames[cursor]) {
        slot = cursor;
        cursor += 1;
      } else {
        slot = slotOf.get(key);
        if (slot !== undefined) cursor = slot + 1;
      }
      // biome-ignore lint/suspicious/noPrototypeBuiltins: spelled out for V8's for-in fast path.
      if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
      const item = value[key];
      if (item === undefined) continue;
      if (slot !== undefined) {
        if (masked) mask |= 1 << slot;
        else {
          // Filled, not holey: a hole's read would reach a polluted Object.prototype["0"].
          seen ??= new Array<boolean>(slotCount).fill(false);
          seen[slot] = true;
        }
      }
      // Past the error limit the keys are still read, for `required`, but give no more errors.
      if (errors.length + (moreUnexpected?.length ?? 0) > MAX_ERRORS) continue;
      if (slot !== undefined && slot < named) {
        if (!slotPasses(table, slot, item)) {
          const property = properties[slot] as PropertyValidator;
          let childPath: string;
          if (parentPaths[slot] === path) {
            childPath = childPaths[slot] as string;
          } else {
            childPath = path + property.segment;
            parentPaths[slot] = path;
            childPaths[slot] = childPath;
          }
          property.collect(item, childPath, errors);
        }
      } else if (additional === false) {
        const error = new ValidationError("additionalProperties", path, framed(UNEXPECTED, key));
        if (unexpected === undefined) unexpected = error;
        else if (moreUnexpected === undefined) moreUnexpected = [error];
        else moreUnexpected.push(error);
      } else if (additionalTable !== undefined && !slotPasses(additionalTable, 0, item)) {
        // The layout has an additionalTable only beside an additionalProperties validator.
        (additional as Validator).collect(item, path + propertySegment(key), errors);
      }
    }
    // This object's own errors sort before those of its properties (their paths extend this
    // one), so they go in front: required ("missing ...") before additional ("unexpected ...").
    let own = 0;
    for (let index = 0; index < requiredCount; index++) {
      const slot = requiredSlots[index] as number;
      if (masked ? (mask & (1 << slot)) === 0 : seen?.[slot] !== true) own += 1;
    }
    if (unexpected !== undefined) own += 1;
    if (moreUnexpected !== undefined) own += moreUnexpected.length;
    if (own === 0) return;
    const end = errors.length;
    // Placeholders, overwritten below; pushing keeps the array packed where a length bump would not.
    for (let index = 0; index < own; index++) errors.push(errors[0] as ValidationError);
    for (let index = end - 1; index >= start; index--) {
      errors[index + own] = errors[index] as ValidationError;
    }
    let at = start;
    for (let index = 0; index < requiredCount; index++) {
      const slot = requiredSlots[index] as number;
      if (masked ? (mask & (1 << slot)) === 0 : seen?.[slot] !== true) {
        errors[at++] = new ValidationError("required", path, requiredMessages[index] as string);
      }
    }
    if (unexpected !== undefined) errors[at++] = unexpected;
    if (moreUnexpected !== undefined) {
      for (let index = 0; index < moreUnexpected.length; index++) {
        errors[at++] = moreUnexpected[index] as ValidationError;
      }
    }
  };
}
