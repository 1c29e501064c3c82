import type { Schema } from "../compiled-schema.js";
import type { Json, JsonObject } from "../json.js";
import { jsonEqual } from "../json-equal.js";
import { isPlainObject } from "../json-kind.js";
import { pathSegments } from "../standard-schema.js";
import type { ValidationError } from "../validation-error.js";
import { type Candidate, candidatesFor } from "./candidates.js";
import { type Segment, valueAt, withValueAt } from "./json-at-path.js";
import type { Repair } from "./repair-types.js";

/** The most validations one repair may run: past it the value is left as the model sent it. */
export const MAX_REPAIR_VALIDATIONS = 256;

// The only errors a value rule answers: a value of the wrong type, or not one of an enum. Any
// other error (a missing property, a bound, anyOf, a format) no rule can fix without a guess.
const REPAIRABLE = new Set(["type", "enum"]);

/** The state of one repair: the schema, its document and the validations left. */
interface Search {
  readonly schema: Schema;
  readonly document: JsonObject;
  validations: number;
}

/** A repaired value and the changes that made it, in the order they apply. */
interface Fixed {
  readonly value: Json;
  readonly repairs: readonly Repair[];
}

/**
 * Repairs a value that fails `schema` (whose `errors` are given): each refused value read by the
 * one rule whose reading passes, or undefined when some error has no such reading.
 */
export function repairValue(
  value: Json,
  schema: Schema,
  errors: readonly ValidationError[],
): Fixed | undefined {
  if (!errors.every((error) => REPAIRABLE.has(error.code))) return undefined;
  const search: Search = { schema, document: schema.toJSON(), validations: 0 };
  const fixed = fixUnder(search, value, errors, [], true);
  if (fixed === undefined || validate(search, fixed.value)?.length !== 0) return undefined;
  return fixed;
}

/**
 * Fixes every repairable error at or under `prefix`, in path order; `nest` lets a reading that
 * makes a container (an array around a value, an object decoded) be fixed inside, one level.
 */
function fixUnder(
  search: Search,
  root: Json,
  errors: readonly ValidationError[],
  prefix: readonly Segment[],
  nest: boolean,
): Fixed | undefined {
  let value = root;
  let current = errors;
  const repairs: Repair[] = [];
  const paths = [...new Set(errors.map((error) => error.path))];
  for (const path of paths) {
    const segments = pathSegments(path);
    if (!startsWith(segments, prefix)) continue;
    // An earlier repair (a container above) may have settled this path already.
    if (!current.some((error) => error.path === path)) continue;
    const reading = onlyReading(search, value, current, segments, path, nest);
    if (reading === undefined) return undefined;
    value = reading.value;
    repairs.push(...reading.repairs);
    const after = validate(search, value);
    if (after === undefined) return undefined;
    current = after;
  }
  return { value, repairs };
}

/** The one reading of the value at `path` that clears every error there, or undefined. */
function onlyReading(
  search: Search,
  root: Json,
  errors: readonly ValidationError[],
  segments: Segment[],
  path: string,
  nest: boolean,
): Fixed | undefined {
  const original = valueAt(root, segments);
  if (original === undefined) return undefined;
  const parent = valueAt(root, segments.slice(0, -1));
  const readings: { fixed: Fixed; at: Json | undefined }[] = [];
  for (const candidate of candidatesFor(
    original,
    segments,
    search.document,
    isProperty(parent, segments),
  )) {
    const fixed = tryCandidate(search, root, errors, segments, path, candidate, nest);
    if (fixed === null) return undefined;
    if (fixed === undefined) continue;
    const at = valueAt(fixed.value, segments);
    // Two rules that read the same value are one reading.
    if (!readings.some((reading) => sameValue(reading.at, at))) readings.push({ fixed, at });
  }
  return readings.length === 1 ? readings[0]?.fixed : undefined;
}

/**
 * The root with `candidate` at `path` when that clears every error at or under it and adds none
 * elsewhere; undefined when it does not; null when the validation budget ran out.
 */
function tryCandidate(
  search: Search,
  root: Json,
  errors: readonly ValidationError[],
  segments: Segment[],
  path: string,
  candidate: Candidate,
  nest: boolean,
): Fixed | undefined | null {
  const original = valueAt(root, segments) as Json;
  const value = withValueAt(root, segments, candidate.value) as Json;
  const repair: Repair =
    candidate.value === undefined
      ? { path, rule: candidate.rule, from: original }
      : { path, rule: candidate.rule, from: original, to: candidate.value };
  const after = validate(search, value);
  if (after === undefined) return null;
  if (!addsNoError(errors, after, path)) return undefined;
  const under = after.filter((error) => isAtOrUnder(error.path, path));
  if (under.length === 0) return { value, repairs: [repair] };
  const container = typeof candidate.value === "object" && candidate.value !== null;
  if (!nest || !container) return undefined;
  const inner = fixUnder(search, value, under, segments, false);
  if (inner === undefined) return undefined;
  const last = validate(search, inner.value);
  if (last === undefined) return null;
  if (!addsNoError(errors, last, path) || last.some((error) => isAtOrUnder(error.path, path))) {
    return undefined;
  }
  return { value: inner.value, repairs: [repair, ...inner.repairs] };
}

/** The errors of a value, or undefined once the budget is spent. */
function validate(search: Search, value: Json): readonly ValidationError[] | undefined {
  if (search.validations >= MAX_REPAIR_VALIDATIONS) return undefined;
  search.validations++;
  return search.schema.validate(value);
}

/** Whether every error of `after` outside `path` was there before (a fix must not break a neighbour). */
function addsNoError(
  before: readonly ValidationError[],
  after: readonly ValidationError[],
  path: string,
): boolean {
  const known = new Set(before.map((error) => `${error.path}\n${error.message}`));
  return after.every(
    (error) => isAtOrUnder(error.path, path) || known.has(`${error.path}\n${error.message}`),
  );
}

function isAtOrUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}.`) || path.startsWith(`${prefix}[`);
}

function startsWith(segments: readonly Segment[], prefix: readonly Segment[]): boolean {
  return prefix.every((segment, index) => segments[index] === segment);
}

function isProperty(parent: Json | undefined, segments: readonly Segment[]): boolean {
  return isPlainObject(parent) && typeof segments[segments.length - 1] === "string";
}

function sameValue(left: Json | undefined, right: Json | undefined): boolean {
  if (left === undefined || right === undefined) return left === right;
  return jsonEqual(left, right);
}
