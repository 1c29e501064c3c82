import type { Json } from "@tinyllm/types";

const MAX_VALUE_LENGTH = 200;

/**
 * The sentence a description gains for constraints the provider refuses, keyword by keyword in
 * schema order: `minimum: 1; maximum: 7.` Values are JSON, long ones cut.
 */
export function describeConstraints(constraints: readonly (readonly [string, Json])[]): string {
  const parts = constraints.map(([keyword, value]) => `${keyword}: ${shown(value)}`);
  return `${parts.join("; ")}.`;
}

function shown(value: Json): string {
  const text = JSON.stringify(value) ?? "null";
  return text.length <= MAX_VALUE_LENGTH ? text : `${text.slice(0, MAX_VALUE_LENGTH)}...`;
}
