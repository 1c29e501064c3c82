import type { Json, JsonObject } from "../json.js";
import { exactNumber } from "./exact-number.js";
import type { Segment } from "./json-at-path.js";
import type { RepairRule } from "./repair-types.js";
import { schemaAt } from "./schema-at-path.js";

/** One reading of a refused value by one rule; `value` undefined drops the property. */
export interface Candidate {
  readonly rule: RepairRule;
  readonly value: Json | undefined;
}

/**
 * Every reading the value rules offer for `value` at `segments` (whether one passes is for the
 * schema to say). `parentIsObject`: the value is a property, which `null_dropped` may drop.
 */
export function candidatesFor(
  value: Json,
  segments: readonly Segment[],
  document: JsonObject,
  parentIsObject: boolean,
): Candidate[] {
  const candidates: Candidate[] = [];
  if (typeof value === "string") {
    const number = exactNumber(value);
    if (number !== undefined) candidates.push({ rule: "numeric_string", value: number });
    if (value === "true" || value === "false") {
      candidates.push({ rule: "boolean_string", value: value === "true" });
    }
    const decoded = encodedContainer(value);
    if (decoded !== undefined) candidates.push({ rule: "json_string", value: decoded });
    const member = caseMatch(value, schemaAt(document, segments));
    if (member !== undefined) candidates.push({ rule: "enum_case", value: member });
  }
  if (value === null && parentIsObject) candidates.push({ rule: "null_dropped", value: undefined });
  if (!Array.isArray(value)) candidates.push({ rule: "one_item_array", value: [value] });
  return candidates;
}

/** The object or array a string of JSON encodes, or undefined (a string of a scalar is not read). */
function encodedContainer(text: string): Json | undefined {
  const first = text.trimStart()[0];
  if (first !== "{" && first !== "[") return undefined;
  try {
    return JSON.parse(text) as Json;
  } catch {
    return undefined;
  }
}

/** The one string of the node's `enum` equal to `text` but for case; undefined for none or several. */
function caseMatch(text: string, node: JsonObject | undefined): string | undefined {
  const members = node?.enum;
  if (!Array.isArray(members)) return undefined;
  const folded = text.toLowerCase();
  const matches = members.filter(
    (member): member is string => typeof member === "string" && member.toLowerCase() === folded,
  );
  return matches.length === 1 && matches[0] !== text ? matches[0] : undefined;
}
