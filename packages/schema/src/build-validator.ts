import { codePointLength, hasAtLeastCodePoints, hasAtMostCodePoints } from "./code-points.js";
import type { Json } from "./json.js";
import { jsonEqual } from "./json-equal.js";
import { isJsonShallow, isPlainObject, typeName } from "./json-kind.js";
import { addSlot, keywordCount, type LeafTable, leafTable, slotPasses } from "./leaf-check.js";
import { indexSegment, propertySegment } from "./path.js";
import { maxPatternInputLength } from "./pattern/index.js";
import { framed, type QuoteFrame, quote, quoteFrame } from "./quote.js";
import { type SchemaSpec, TYPE_NAMES, type TypeName } from "./schema-spec.js";
import { ValidationError } from "./validation-error.js";

/** The fast check: true when the value passes; allocates nothing. */
export type Check = (value: unknown) => boolean;

/** The slow path: pushes every error of a value that failed its check. */
export type Collect = (value: unknown, path: string, errors: ValidationError[]) => void;

/** The two closures compiled for one schema node. */
export interface Validator {
  readonly check: Check;
  readonly collect: Collect;
}

type JsonRecord = Record<string, unknown>;
type ObjectCheck = (value: JsonRecord) => boolean;

const isArray = Array.isArray;
const isInteger = Number.isInteger;
const isFiniteNumber = Number.isFinite;

/** Compiles a checked schema node, and its subschemas, into closures specialised to its keywords. */
export function buildValidator(spec: SchemaSpec): Validator {
  const parts = buildParts(spec);
  return { check: buildCheck(spec, parts), collect: buildCollect(spec, parts) };
}

interface Parts {
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
}

/** How an object node's slots are laid out, shared by its check and its collector. */
interface ObjectLayout {
  /** Slot names: the named properties, then required names that `properties` does not list. */
  readonly names: readonly string[];
  readonly slotOf: ReadonlyMap<string, number>;
  /** How many slots are named properties (the rest are only required). */
  readonly named: number;
  /** The named properties' schemas, leaves inline. */
  readonly table: LeafTable;
  /** The additionalProperties schema's slot, when it is a schema. */
  readonly additionalTable: LeafTable | undefined;
}

interface PropertyValidator {
  readonly name: string;
  readonly segment: string;
  readonly spec: SchemaSpec;
  readonly check: Check;
  readonly collect: Collect;
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
  const singleObject = spec.types?.length === 1 && spec.types[0] === "object";
  const singleArray = spec.types?.length === 1 && spec.types[0] === "array";
  return {
    string: buildStringCheck(spec),
    number: buildNumberCheck(spec),
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
    enum: spec.enumValues === undefined ? undefined : buildEnumCheck(spec.enumValues),
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
  };
}

function buildObjectLayout(
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
  if (additional !== undefined && additional !== false && spec.additional !== undefined) {
    additionalTable = leafTable();
    if (spec.additional !== false) addSlot(additionalTable, spec.additional, additional.check);
  }
  const slotOf = new Map(names.map((name, slot) => [name, slot]));
  return { names, slotOf, named, table, additionalTable };
}

function buildStringCheck(spec: SchemaSpec): ((value: string) => boolean) | undefined {
  const { minLength, maxLength, pattern } = spec;
  const checks: ((value: string) => boolean)[] = [];
  if (minLength !== undefined && minLength > 0) {
    checks.push((value) => hasAtLeastCodePoints(value, minLength));
  }
  if (maxLength !== undefined) checks.push((value) => hasAtMostCodePoints(value, maxLength));
  if (pattern !== undefined) {
    const longest = maxPatternInputLength(pattern);
    checks.push((value) => value.length <= longest && pattern.test(value));
  }
  return all(checks);
}

function buildNumberCheck(spec: SchemaSpec): ((value: number) => boolean) | undefined {
  const { minimum, maximum } = spec;
  if (minimum !== undefined && maximum !== undefined) {
    return (value) => value >= minimum && value <= maximum;
  }
  if (minimum !== undefined) return (value) => value >= minimum;
  if (maximum !== undefined) return (value) => value <= maximum;
  return undefined;
}

function buildArrayCheck(
  spec: SchemaSpec,
  table: LeafTable | undefined,
  typed: boolean,
): ((value: unknown[]) => boolean) | Check | undefined {
  const minItems = spec.minItems ?? 0;
  const maxItems = spec.maxItems ?? Number.POSITIVE_INFINITY;
  const bounded = minItems > 0 || spec.maxItems !== undefined;
  if (table === undefined) {
    if (!bounded) return undefined;
    if (typed) {
      return (value: unknown) =>
        isArray(value) && value.length >= minItems && value.length <= maxItems;
    }
    return (value: unknown[]) => value.length >= minItems && value.length <= maxItems;
  }
  // Two literal closures, so the typed one tests for an array without a further call.
  if (typed) {
    return (value: unknown) => {
      if (!isArray(value)) return false;
      const length = value.length;
      if (length < minItems || length > maxItems) return false;
      for (let index = 0; index < length; index++) {
        if (!slotPasses(table, 0, value[index])) return false;
      }
      return true;
    };
  }
  return (value: unknown[]) => {
    const length = value.length;
    if (length < minItems || length > maxItems) return false;
    for (let index = 0; index < length; index++) {
      if (!slotPasses(table, 0, value[index])) return false;
    }
    return true;
  };
}

// Presence is an own enumerable property whose value is not undefined: what `Object.keys` and
// `JSON.stringify` see. Both the check and the collector get it from for-in plus hasOwnProperty.

function buildObjectCheck(
  spec: SchemaSpec,
  layout: ObjectLayout | undefined,
  additional: Validator | false | undefined,
  typed: boolean,
): ObjectCheck | Check | undefined {
  if (layout === undefined) return undefined;
  const { names, slotOf, named, table, additionalTable } = layout;
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
      if (key === names[cursor]) {
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

function buildEnumCheck(values: readonly Json[]): Check {
  const primitives = new Set<unknown>();
  const composites: Json[] = [];
  for (const value of values) {
    if (typeof value === "object" && value !== null) composites.push(value);
    else primitives.add(value);
  }
  if (composites.length === 0) return (value) => primitives.has(value);
  return (value) => {
    if (typeof value !== "object" || value === null) return primitives.has(value);
    for (let index = 0; index < composites.length; index++) {
      if (jsonEqual(composites[index] as Json, value)) return true;
    }
    return false;
  };
}

function buildConstCheck(expected: Json): Check {
  if (typeof expected !== "object" || expected === null) return (value) => value === expected;
  return (value) => jsonEqual(expected, value);
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

function all<T>(checks: ((value: T) => boolean)[]): ((value: T) => boolean) | undefined {
  const [first, second, third] = checks;
  if (first === undefined) return undefined;
  if (second === undefined) return first;
  if (third === undefined) return (value) => first(value) && second(value);
  return (value) => {
    for (const check of checks) if (!check(value)) return false;
    return true;
  };
}

function typeCheck(name: TypeName): Check {
  switch (name) {
    case "null":
      return (value) => value === null;
    case "boolean":
      return (value) => typeof value === "boolean";
    case "string":
      return (value) => typeof value === "string";
    case "integer":
      return (value) => isInteger(value);
    case "number":
      return (value) => typeof value === "number" && isFiniteNumber(value);
    case "array":
      return (value) => isArray(value);
    case "object":
      return isPlainObject;
  }
}

/** Whether the value's type is allowed: one of `types`, or any JSON value when `type` is absent. */
function buildGate(types: readonly TypeName[] | undefined): Check {
  if (types === undefined) return isJsonShallow;
  const checks = types.map(typeCheck);
  if (checks.length === 1) return checks[0] as Check;
  return (value) => {
    for (const check of checks) if (check(value)) return true;
    return false;
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
        if (isArray(value)) return array === undefined || array(value);
        return object === undefined || object(value as JsonRecord);
      default:
        return true;
    }
  };
}

function buildCheck(spec: SchemaSpec, parts: Parts): Check {
  const types = spec.types;
  const single = types?.length === 1 ? types[0] : undefined;
  let typed: Check | undefined;
  // One type: the gate and its keywords become a single closure.
  if (single === "object") {
    typed = parts.typedObject ?? isPlainObject;
  } else if (single === "array") {
    typed = parts.typedArray ?? isArray;
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
        ? (value) => isInteger(value)
        : (value) => isInteger(value) && number(value as number);
  } else if (single === "number") {
    const number = parts.number;
    typed =
      number === undefined
        ? (value) => typeof value === "number" && isFiniteNumber(value)
        : (value) => typeof value === "number" && isFiniteNumber(value) && number(value);
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
  return all(checks) ?? (() => true);
}

function describeTypes(types: readonly TypeName[] | undefined): string {
  if (types === undefined) return "a JSON value";
  if (types.length === 1) return types[0] as string;
  return `${types.slice(0, -1).join(", ")} or ${types[types.length - 1]}`;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

const JSON_TYPE_NAMES: ReadonlySet<string> = new Set(TYPE_NAMES);

/** The type-mismatch message for a value: one string per JSON type name, built on first use. */
function buildTypeMessage(expectedType: string): (value: unknown) => string {
  // Made on the first mismatch: most nodes never see one, and compile time counts too.
  let messages: Map<string, string> | undefined;
  return (value) => {
    const got = typeName(value);
    let message = messages?.get(got);
    if (message === undefined) {
      message = `expected ${expectedType}, got ${got}`;
      // Other names (Map, NaN, class names, ...) are not cached: there is no bound on them.
      if (JSON_TYPE_NAMES.has(got)) {
        messages ??= new Map();
        messages.set(got, message);
      }
    }
    return message;
  };
}

function minLengthMessage(minLength: number, value: string): string {
  return `expected at least ${plural(minLength, "character")}, got ${codePointLength(value)}`;
}

function maxLengthMessage(maxLength: number, value: string): string {
  return `expected at most ${plural(maxLength, "character")}, got ${codePointLength(value)}`;
}

function minimumMessage(minimum: number, value: number): string {
  return `expected a number >= ${minimum}, got ${quote(value)}`;
}

function maximumMessage(maximum: number, value: number): string {
  return `expected a number <= ${maximum}, got ${quote(value)}`;
}

/**
 * A collector of its own for the common leaves (one scalar type with its bounds, or an enum of
 * its own), doing only their tests; the same errors as the general collector.
 */
function buildLeafCollect(
  spec: SchemaSpec,
  gate: Check,
  typeMessage: (value: unknown) => string,
  enumCheck: Check | undefined,
  enumFrame: QuoteFrame | undefined,
): Collect | undefined {
  if (keywordCount(spec) !== 1 || spec.pattern !== undefined) return undefined;
  const { minLength, maxLength, minimum, maximum } = spec;
  const single = spec.types?.length === 1 ? spec.types[0] : undefined;
  switch (single) {
    case "string":
      return (value, path, errors) => {
        if (typeof value !== "string") {
          errors.push(new ValidationError("type", path, typeMessage(value)));
          return;
        }
        if (minLength !== undefined && !hasAtLeastCodePoints(value, minLength)) {
          errors.push(new ValidationError("minLength", path, minLengthMessage(minLength, value)));
        }
        if (maxLength !== undefined && !hasAtMostCodePoints(value, maxLength)) {
          errors.push(new ValidationError("maxLength", path, maxLengthMessage(maxLength, value)));
        }
      };
    case "integer":
    case "number":
      return (value, path, errors) => {
        if (!gate(value)) {
          errors.push(new ValidationError("type", path, typeMessage(value)));
          return;
        }
        if (minimum !== undefined && !((value as number) >= minimum)) {
          errors.push(
            new ValidationError("minimum", path, minimumMessage(minimum, value as number)),
          );
        }
        if (maximum !== undefined && !((value as number) <= maximum)) {
          errors.push(
            new ValidationError("maximum", path, maximumMessage(maximum, value as number)),
          );
        }
      };
    case "boolean":
    case "null":
      return (value, path, errors) => {
        if (!gate(value)) errors.push(new ValidationError("type", path, typeMessage(value)));
      };
  }
  if (
    spec.types !== undefined ||
    enumCheck === undefined ||
    enumFrame === undefined ||
    minLength !== undefined ||
    maxLength !== undefined ||
    minimum !== undefined ||
    maximum !== undefined
  ) {
    return undefined;
  }
  return (value, path, errors) => {
    if (!isJsonShallow(value)) {
      errors.push(new ValidationError("type", path, typeMessage(value)));
    } else if (!enumCheck(value)) {
      errors.push(new ValidationError("enum", path, framed(enumFrame, value)));
    }
  };
}

function buildCollect(spec: SchemaSpec, parts: Parts): Collect {
  const gate = buildGate(spec.types);
  const typeMessage = buildTypeMessage(describeTypes(spec.types));
  const enumFrame =
    spec.enumValues === undefined
      ? undefined
      : quoteFrame("", ` is not one of ${quote(spec.enumValues)}`);
  const leaf = buildLeafCollect(spec, gate, typeMessage, parts.enum, enumFrame);
  if (leaf !== undefined) return leaf;
  const constText = spec.hasConst ? quote(spec.constValue) : "";
  const { minLength, maxLength, pattern, minimum, maximum, minItems, maxItems } = spec;
  const patternText = pattern === undefined ? "" : JSON.stringify(pattern.source);
  const patternLimit =
    pattern === undefined ? Number.POSITIVE_INFINITY : maxPatternInputLength(pattern);
  const collectObject = buildObjectCollect(spec, parts);
  const { items, itemsTable } = parts;
  // A closed or typed object node with nothing else (most tool schemas): the type test, then its keys.
  if (
    collectObject !== undefined &&
    keywordCount(spec) === 2 &&
    spec.types?.length === 1 &&
    spec.types[0] === "object"
  ) {
    return (value, path, errors) => {
      if (isPlainObject(value)) collectObject(value, path, errors);
      else errors.push(new ValidationError("type", path, typeMessage(value)));
    };
  }

  return (value, path, errors) => {
    if (!gate(value)) {
      errors.push(new ValidationError("type", path, typeMessage(value)));
      return;
    }
    if (parts.enum !== undefined && !parts.enum(value)) {
      errors.push(new ValidationError("enum", path, framed(enumFrame as QuoteFrame, value)));
    }
    if (parts.const !== undefined && !parts.const(value)) {
      errors.push(new ValidationError("const", path, `expected ${constText}, got ${quote(value)}`));
    }
    if (typeof value === "string") {
      if (minLength !== undefined && !hasAtLeastCodePoints(value, minLength)) {
        errors.push(new ValidationError("minLength", path, minLengthMessage(minLength, value)));
      }
      if (maxLength !== undefined && !hasAtMostCodePoints(value, maxLength)) {
        errors.push(new ValidationError("maxLength", path, maxLengthMessage(maxLength, value)));
      }
      if (pattern !== undefined) {
        // Matching is linear but not free: past this length one check could take seconds.
        if (value.length > patternLimit) {
          errors.push(
            new ValidationError(
              "pattern",
              path,
              `string of ${value.length} UTF-16 code units is over the limit of ${patternLimit} for matching the pattern ${patternText}`,
            ),
          );
        } else if (!pattern.test(value)) {
          errors.push(
            new ValidationError(
              "pattern",
              path,
              `${quote(value)} does not match the pattern ${patternText}`,
            ),
          );
        }
      }
    } else if (typeof value === "number") {
      if (minimum !== undefined && !(value >= minimum)) {
        errors.push(new ValidationError("minimum", path, minimumMessage(minimum, value)));
      }
      if (maximum !== undefined && !(value <= maximum)) {
        errors.push(new ValidationError("maximum", path, maximumMessage(maximum, value)));
      }
    } else if (isArray(value)) {
      const length = value.length;
      if (minItems !== undefined && length < minItems) {
        errors.push(
          new ValidationError(
            "minItems",
            path,
            `expected at least ${plural(minItems, "item")}, got ${length}`,
          ),
        );
      }
      if (maxItems !== undefined && length > maxItems) {
        errors.push(
          new ValidationError(
            "maxItems",
            path,
            `expected at most ${plural(maxItems, "item")}, got ${length}`,
          ),
        );
      }
      if (items !== undefined) {
        for (let index = 0; index < length; index++) {
          const item = value[index];
          if (!slotPasses(itemsTable as LeafTable, 0, item)) {
            items.collect(item, path + indexSegment(index), errors);
          }
        }
      }
    } else if (value !== null && typeof value === "object" && collectObject !== undefined) {
      collectObject(value as JsonRecord, path, errors);
    }
    if (parts.anyOf !== undefined && !parts.anyOf(value)) {
      errors.push(
        new ValidationError(
          "anyOf",
          path,
          `${quote(value)} does not match any of the ${parts.anyOfCount} schemas in anyOf`,
        ),
      );
    }
  };
}

const UNEXPECTED = quoteFrame("unexpected property ", "");

function buildObjectCollect(
  spec: SchemaSpec,
  parts: Parts,
): ((value: JsonRecord, path: string, errors: ValidationError[]) => void) | undefined {
  const layout = parts.layout;
  if (layout === undefined) return undefined;
  const properties = parts.properties;
  const { names, slotOf, named, table, additionalTable } = layout;
  // In message order, so the errors of one object usually need no sorting afterwards.
  const required = spec.required
    .map((name) => ({
      slot: slotOf.get(name) as number,
      message: `missing required property ${quote(name)}`,
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
      if (key === names[cursor]) {
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
          seen ??= [];
          seen[slot] = true;
        }
      }
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
      } else if (
        additional !== undefined &&
        additionalTable !== undefined &&
        !slotPasses(additionalTable, 0, item)
      ) {
        additional.collect(item, path + propertySegment(key), errors);
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
