import type { Json, JsonObject } from "@tinyllm/types";

/**
 * What the normalizer undoes at one schema node, mirroring the tool's own schema: the `null`s a
 * strict projection made up, and values a projection wrote in another type.
 */
export interface ArgumentPlan {
  /** Properties of this object whose `null` means "omitted": strict mode made them nullable. */
  nulls?: Set<string>;
  /** Strings that stand for a non-string enum value (Gemini): `"2"` to `2`. */
  coerce?: Map<string, Json>;
  /** The value was projected as JSON text (Gemini, for a record): parse it back. */
  jsonText?: boolean;
  /** Plans of named properties. */
  properties?: Map<string, ArgumentPlan>;
  /** Plan of every array element (or of those past `prefixItems`). */
  items?: ArgumentPlan;
  /** Plans of tuple elements by position. */
  prefixItems?: ArgumentPlan[];
  /** Union branches; the first that fits the value is applied. */
  branches?: Branch[];
  /** A `$ref` whose target's plan is looked up by JSON pointer when a value comes. */
  ref?: string;
}

/** One `anyOf`/`oneOf` branch and how to tell whether a value is meant for it. */
export interface Branch {
  readonly plan: ArgumentPlan;
  /** The JSON types the branch accepts; `undefined`: any. */
  readonly types: ReadonlySet<string> | undefined;
  /** For an object branch: the property names it declares. */
  readonly keys: ReadonlySet<string> | undefined;
  /** For an object branch: properties whose value is fixed to a few primitives (a discriminator). */
  readonly fixed: ReadonlyMap<string, readonly Json[]> | undefined;
}

/** The plans of one tool: the root, and every node by JSON pointer for `$ref`s. */
export interface ToolPlan {
  readonly root: ArgumentPlan;
  readonly pointers: ReadonlyMap<string, ArgumentPlan>;
}

/** Whether a plan (without following `$ref`s) changes nothing. */
export function isEmptyPlan(plan: ArgumentPlan): boolean {
  return (
    plan.nulls === undefined &&
    plan.coerce === undefined &&
    plan.jsonText !== true &&
    plan.properties === undefined &&
    plan.items === undefined &&
    plan.prefixItems === undefined &&
    plan.branches === undefined &&
    plan.ref === undefined
  );
}

const MAX_REF_HOPS = 64;
/** Values nested deeper than this are left as they are (the registry's validation still sees them). */
export const MAX_NORMALIZE_DEPTH = 1_000;

/** The arguments with the plan applied: a new value where something changed, never a mutation. */
export function applyPlan(plan: ArgumentPlan, value: Json, tool: ToolPlan, depth = 0): Json {
  if (depth >= MAX_NORMALIZE_DEPTH) return value;
  let current = plan;
  for (let hops = 0; current.ref !== undefined && hops < MAX_REF_HOPS; hops++) {
    const target = tool.pointers.get(current.ref);
    if (target === undefined) return value;
    current = target;
  }
  let result = value;
  if (typeof result === "string") {
    if (current.coerce?.has(result) === true) return current.coerce.get(result) ?? result;
    if (current.jsonText === true) result = parseStructured(result);
  }
  if (Array.isArray(result)) {
    const { items, prefixItems } = current;
    if (items !== undefined || prefixItems !== undefined) {
      result = result.map((element, index) => {
        const elementPlan = prefixItems?.[index] ?? items;
        return elementPlan === undefined
          ? element
          : applyPlan(elementPlan, element, tool, depth + 1);
      });
    }
  } else if (
    isObject(result) &&
    (current.nulls !== undefined || current.properties !== undefined)
  ) {
    result = applyToObject(current, result, tool, depth);
  }
  if (current.branches !== undefined) {
    const branch = current.branches.find((candidate) => fits(candidate, result));
    if (branch !== undefined) result = applyPlan(branch.plan, result, tool, depth + 1);
  }
  return result;
}

function applyToObject(
  plan: ArgumentPlan,
  value: JsonObject,
  tool: ToolPlan,
  depth: number,
): JsonObject {
  const entries: [string, Json][] = [];
  for (const key of Object.keys(value)) {
    const child = value[key] as Json;
    if (child === null && plan.nulls?.has(key) === true) continue;
    const childPlan = plan.properties?.get(key);
    entries.push([
      key,
      childPlan === undefined ? child : applyPlan(childPlan, child, tool, depth + 1),
    ]);
  }
  // fromEntries defines own properties, so a `__proto__` key stays an ordinary key.
  return Object.fromEntries(entries) as JsonObject;
}

function fits(branch: Branch, value: Json): boolean {
  if (branch.types !== undefined && !branch.types.has(jsonTypeOf(value))) {
    const integerAsNumber = branch.types.has("number") && jsonTypeOf(value) === "integer";
    if (!integerAsNumber) return false;
  }
  if (!isObject(value) || branch.keys === undefined) return true;
  for (const key of Object.keys(value)) if (!branch.keys.has(key)) return false;
  if (branch.fixed !== undefined) {
    for (const [key, allowed] of branch.fixed) {
      if (Object.hasOwn(value, key) && !allowed.some((entry) => entry === value[key])) return false;
    }
  }
  return true;
}

/** The JSON type name of a value, with whole numbers called `integer`. */
export function jsonTypeOf(value: Json): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

function isObject(value: Json): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function parseStructured(text: string): Json {
  try {
    const parsed = JSON.parse(text) as Json;
    return typeof parsed === "object" && parsed !== null ? parsed : text;
  } catch {
    return text;
  }
}
