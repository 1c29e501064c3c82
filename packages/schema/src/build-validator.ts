import { hasAtLeastCodePoints, hasAtMostCodePoints } from "./code-points.js";
import { buildCollect } from "./collect-node.js";
import { isPlainObject } from "./json-kind.js";
import { buildNumberCheck } from "./keywords/bounds.js";
import { buildConstCheck } from "./keywords/const.js";
import { buildEnumCheck } from "./keywords/enum.js";
import type { Check, Validator } from "./keywords/keyword.js";
import { patternCheck } from "./keywords/pattern.js";
import { buildGate } from "./keywords/type.js";
import { addSlot, keywordCount, type LeafTable, leafTable, slotPasses } from "./leaf-check.js";
import { hasBounds, type SchemaSpec, singleType } from "./schema-spec.js";
import { buildArrayCheck } from "./speed/array-check.js";
import {
  buildObjectCheck,
  buildObjectLayout,
  type ObjectCheck,
  type ObjectLayout,
  type PropertyValidator,
} from "./speed/object-check.js";

export type { Check, Collect, Validator } from "./keywords/keyword.js";

type JsonRecord = Record<string, unknown>;

/** Compiles a checked schema node, and its subschemas, into closures specialised to its keywords. */
export function buildValidator(spec: SchemaSpec): Validator {
  // One validator per spec (kept on the spec): a $ref and its target's place share it.
  const known = spec.validator;
  if (known !== undefined) return known;
  if (spec.building) {
    // A reference back to a node still being compiled: call through once it is done. A $ref
    // target is built at its first validation; if the call stack ran out during that build, the
    // node is built again here rather than left missing.
    let done: Validator | undefined;
    const finished = (): Validator => {
      if (done === undefined) done = buildValidator(spec);
      return done;
    };
    return {
      check: (value) => finished().check(value),
      collect: (value, path, errors) => finished().collect(value, path, errors),
    };
  }
  spec.building = true;
  try {
    const parts = buildParts(spec);
    // A node that is only a $ref (the usual z.lazy and $defs shape) is its target: the target
    // has its own type gate, and recursion then costs fewer stack frames per level.
    const validator =
      isOnlyReference(spec) && parts.extras.length === 1
        ? (parts.extras[0] as Validator)
        : { check: buildCheck(spec, parts), collect: buildCollect(spec, parts) };
    spec.validator = validator;
    return validator;
  } finally {
    // Also when the build throws (a call stack that ran out): the next call builds it again.
    spec.building = false;
  }
}

function isOnlyReference(spec: SchemaSpec): boolean {
  return (
    spec.extra.length === 1 &&
    spec.extra[0]?.keyword === "$ref" &&
    // With the extras counted, no other group (minItems and maxItems included) is there.
    keywordCount(spec) === 1 &&
    !hasBounds(spec)
  );
}

/** The compiled pieces of one node, shared by its check and its collector. */
export interface Parts {
  readonly string: ((value: string) => boolean) | undefined;
  readonly number: ((value: number) => boolean) | undefined;
  readonly array: ((value: unknown[]) => boolean) | undefined;
  readonly object: ObjectCheck | undefined;
  /** The object check with the plain-object test folded in, for `type: "object"`. */
  readonly typedObject: Check | undefined;
  /** The array check with the array test folded in, for `type: "array"`. */
  readonly typedArray: Check | undefined;
  readonly enum: Check | undefined;
  readonly const: Check | undefined;
  readonly anyOf: Check | undefined;
  readonly items: Validator | undefined;
  /** The items schema in a one-slot table, leaves inline; shared by the check and the collector. */
  readonly itemsTable: LeafTable | undefined;
  readonly properties: readonly PropertyValidator[];
  readonly additional: Validator | false | undefined;
  readonly anyOfCount: number;
  readonly layout: ObjectLayout | undefined;
  /** The standard vocabulary's keywords of the node, each compiled by its own module. */
  readonly extras: readonly Validator[];
}

function buildParts(spec: SchemaSpec): Parts {
  const items = spec.items === undefined ? undefined : buildValidator(spec.items);
  let itemsTable: LeafTable | undefined;
  if (items !== undefined && spec.items !== undefined) {
    itemsTable = leafTable();
    addSlot(itemsTable, spec.items, items.check);
  }
  const properties = spec.properties.map((property) => {
    const validator = buildValidator(property.schema);
    return {
      name: property.name,
      segment: property.segment,
      spec: property.schema,
      check: validator.check,
      collect: validator.collect,
    };
  });
  const additional =
    spec.additional === undefined || spec.additional === false
      ? spec.additional
      : buildValidator(spec.additional);
  const anyOf = spec.anyOf?.map((branch) => buildValidator(branch).check);
  const layout = buildObjectLayout(spec, properties, additional);
  // With `type: "object"` only the typed closure is ever called; otherwise only the other.
  const single = singleType(spec);
  const singleObject = single === "object";
  const singleArray = single === "array";
  return {
    string: buildStringCheck(spec),
    number: buildNumberCheck(spec.minimum, spec.maximum),
    array: singleArray
      ? undefined
      : (buildArrayCheck(spec, itemsTable, false) as ((value: unknown[]) => boolean) | undefined),
    typedArray: singleArray
      ? (buildArrayCheck(spec, itemsTable, true) as Check | undefined)
      : undefined,
    object: singleObject
      ? undefined
      : (buildObjectCheck(spec, layout, additional, false) as ObjectCheck | undefined),
    typedObject: singleObject
      ? (buildObjectCheck(spec, layout, additional, true) as Check | undefined)
      : undefined,
    enum: spec.enumValues === undefined ? undefined : buildEnumCheck(spec.enumValues, spec.enumKey),
    const: spec.hasConst ? buildConstCheck(spec.constValue) : undefined,
    anyOf:
      anyOf === undefined || spec.anyOf === undefined
        ? undefined
        : buildAnyOfCheck(spec.anyOf, anyOf),
    items,
    itemsTable,
    properties,
    additional,
    anyOfCount: anyOf?.length ?? 0,
    layout,
    extras: spec.extra.map((applicator) => applicator.build(buildValidator)),
  };
}

function buildStringCheck(spec: SchemaSpec): ((value: string) => boolean) | undefined {
  const { minLength, maxLength, pattern } = spec;
  const checks: ((value: string) => boolean)[] = [];
  if (minLength !== undefined && minLength > 0) {
    checks.push((value) => hasAtLeastCodePoints(value, minLength));
  }
  if (maxLength !== undefined) checks.push((value) => hasAtMostCodePoints(value, maxLength));
  if (pattern !== undefined) checks.push(patternCheck(pattern));
  return all(checks);
}

function buildAnyOfCheck(specs: readonly SchemaSpec[], branches: readonly Check[]): Check {
  const count = branches.length;
  const table = leafTable();
  specs.forEach((spec, index) => {
    addSlot(table, spec, branches[index] as Check);
  });
  return (value) => {
    for (let index = 0; index < count; index++) {
      if (slotPasses(table, index, value)) return true;
    }
    return false;
  };
}

/** All of the checks, as one closure (undefined for none). */
export function all<T>(checks: ((value: T) => boolean)[]): ((value: T) => boolean) | undefined {
  const [first, second, third] = checks;
  if (first === undefined) return undefined;
  if (second === undefined) return first;
  if (third === undefined) return (value) => first(value) && second(value);
  return (value) => {
    for (const check of checks) if (!check(value)) return false;
    return true;
  };
}

/** The keywords that apply to the value's own type, after the gate has passed. */
function buildKeywordCheck(parts: Parts): Check | undefined {
  const { string, number, array, object } = parts;
  if (string === undefined && number === undefined && array === undefined && object === undefined) {
    return undefined;
  }
  return (value) => {
    switch (typeof value) {
      case "string":
        return string === undefined || string(value);
      case "number":
        return number === undefined || number(value);
      case "object":
        if (value === null) return true;
        if (Array.isArray(value)) return array === undefined || array(value);
        return object === undefined || object(value as JsonRecord);
      default:
        return true;
    }
  };
}

function buildCheck(spec: SchemaSpec, parts: Parts): Check {
  const types = spec.types;
  const single = singleType(spec);
  let typed: Check | undefined;
  // One type: the gate and its keywords become a single closure.
  if (single === "object") {
    typed = parts.typedObject ?? isPlainObject;
  } else if (single === "array") {
    typed = parts.typedArray ?? Array.isArray;
  } else if (single === "string") {
    const string = parts.string;
    typed =
      string === undefined
        ? (value) => typeof value === "string"
        : (value) => typeof value === "string" && string(value);
  } else if (single === "integer") {
    const number = parts.number;
    typed =
      number === undefined
        ? (value) => Number.isInteger(value)
        : (value) => Number.isInteger(value) && number(value as number);
  } else if (single === "number") {
    const number = parts.number;
    typed =
      number === undefined
        ? (value) => typeof value === "number" && Number.isFinite(value)
        : (value) => typeof value === "number" && Number.isFinite(value) && number(value);
  } else {
    const keywords = buildKeywordCheck(parts);
    // enum and const only hold JSON values, so they already refuse non-JSON ones.
    const gate =
      types === undefined && (parts.enum !== undefined || parts.const !== undefined)
        ? undefined
        : buildGate(types);
    typed = all([gate, keywords].filter((check) => check !== undefined));
  }
  const checks = [parts.enum, parts.const, typed, parts.anyOf].filter(
    (check): check is Check => check !== undefined,
  );
  for (const extra of parts.extras) checks.push(extra.check);
  return all(checks) ?? (() => true);
}
