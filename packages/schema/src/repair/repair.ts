import { compile, type Schema } from "../compile.js";
import type { Json } from "../json.js";
import { MAX_JSON_LENGTH } from "../limits.js";
import { repairText } from "./repair-text.js";
import type { Repair, RepairResult } from "./repair-types.js";
import { repairValue } from "./repair-value.js";

/**
 * Repairs a parsed value that fails `schema` (compiled, or a schema to compile), by the value
 * rules only, each where exactly one reading passes. The value is never changed in place.
 */
export function repair(value: Json, schema: Schema | object): RepairResult {
  const compiled = compiledSchema(schema);
  const errors = compiled.validate(value);
  if (errors.length === 0) return { ok: true, value, repairs: [] };
  const fixed = repairValue(value, compiled, errors);
  return fixed === undefined ? { ok: false, errors } : { ok: true, ...fixed };
}

/**
 * Repairs JSON text: when `JSON.parse` refuses it, the text rules first (never a guess at text
 * cut off), then the value rules on what it parses to. `ok: false` carries the errors of the
 * text as given: a rewrite's errors are never the answer.
 */
export function repairJSON(text: string, schema: Schema | object): RepairResult {
  const compiled = compiledSchema(schema);
  const parsed = compiled.parseJSON(text);
  if (parsed.ok) return { ok: true, value: parsed.value as Json, repairs: [] };
  // Over the length limit the text is not read at all; a number like 1e400 is not a value.
  if (text.length > MAX_JSON_LENGTH) return parsed;
  let value: Json;
  let textRepairs: readonly Repair[] = [];
  try {
    value = JSON.parse(text) as Json;
  } catch {
    const rewritten = repairText(text);
    if (rewritten === undefined) return parsed;
    try {
      value = JSON.parse(rewritten.text) as Json;
    } catch {
      return parsed;
    }
    textRepairs = rewritten.repairs;
  }
  if (holdsOverflow(value)) return parsed;
  const errors = compiled.validate(value);
  if (errors.length === 0) return { ok: true, value, repairs: textRepairs };
  const fixed = repairValue(value, compiled, errors);
  if (fixed === undefined) return parsed;
  return { ok: true, value: fixed.value, repairs: [...textRepairs, ...fixed.repairs] };
}

/** Whether a parsed value holds ±Infinity: a number too large for a double, as `1e400` in the text. */
function holdsOverflow(value: Json): boolean {
  const stack: Json[] = [value];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (typeof next === "number") {
      if (!Number.isFinite(next)) return true;
    } else if (typeof next === "object" && next !== null) {
      stack.push(...(Array.isArray(next) ? next : Object.values(next)));
    }
  }
  return false;
}

function compiledSchema(schema: Schema | object): Schema {
  const candidate = schema as Partial<Schema>;
  return typeof candidate.validate === "function" && typeof candidate.toJSON === "function"
    ? (schema as Schema)
    : compile(schema);
}
