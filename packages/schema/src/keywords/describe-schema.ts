import { quote } from "../quote.js";
import type { SchemaSpec, TypeName } from "../schema-spec.js";
import { tagsOf } from "./union-tags.js";

/** Longest description of one alternative in an anyOf/oneOf message, in UTF-16 code units. */
const MAX_SUMMARY_LENGTH = 80;

const NOUNS: Record<TypeName, string> = {
  array: "an array",
  boolean: "a boolean",
  integer: "an integer",
  null: "null",
  number: "a number",
  object: "an object",
  string: "a string",
};

/**
 * What a schema wants, in a few words (`a string matching "^[a-z]+$"`, `an object with
 * "kind": "circle"`), for the messages of anyOf and oneOf; cut to a bounded length.
 */
export function describeSchema(spec: SchemaSpec): string {
  const text = describe(spec, 0);
  return text.length <= MAX_SUMMARY_LENGTH ? text : `${text.slice(0, MAX_SUMMARY_LENGTH - 3)}...`;
}

function describe(spec: SchemaSpec, depth: number): string {
  if (spec.extra.some((applicator) => applicator.keyword === "false")) return "nothing";
  if (spec.hasConst) return quote(spec.constValue);
  if (spec.enumValues !== undefined) return `one of ${quote(spec.enumValues)}`;
  const summary = spec.extra.find((applicator) => applicator.summary !== undefined)?.summary;
  const reference = spec.extra.find((applicator) => applicator.keyword === "$ref");
  if (spec.types === undefined) {
    if (summary !== undefined) return summary;
    if (reference !== undefined && depth < 2) {
      return describe(reference.inPlace[0] as SchemaSpec, depth + 1);
    }
    return `a value matching the schema at ${spec.path}`;
  }
  const nouns = spec.types.map((name) =>
    summary !== undefined && name === "string" ? summary : NOUNS[name],
  );
  return nouns.join(" or ") + qualifiers(spec);
}

function qualifiers(spec: SchemaSpec): string {
  const parts: string[] = [];
  if (spec.pattern !== undefined) parts.push(`matching ${JSON.stringify(spec.pattern.source)}`);
  if (spec.minLength !== undefined) parts.push(`of at least ${spec.minLength} characters`);
  if (spec.maxLength !== undefined) parts.push(`of at most ${spec.maxLength} characters`);
  if (spec.minimum !== undefined) parts.push(`>= ${spec.minimum}`);
  if (spec.maximum !== undefined) parts.push(`<= ${spec.maximum}`);
  // What tells the alternatives apart: const properties, else scalar enum ones (zod's z.enum).
  const constants = tagsOf(spec).map(
    (property) =>
      `${JSON.stringify(property.name)}: ${
        property.schema.hasConst
          ? quote(property.schema.constValue)
          : `one of ${quote(property.schema.enumValues)}`
      }`,
  );
  if (constants.length > 0) parts.push(`with ${constants.join(", ")}`);
  else if (spec.required.length > 0) {
    parts.push(`with required ${spec.required.map((name) => JSON.stringify(name)).join(", ")}`);
  }
  return parts.length === 0 ? "" : ` ${parts.join(" ")}`;
}

/** The list of what each alternative wanted, bounded: at most five, then how many more. */
export function describeAlternatives(specs: readonly SchemaSpec[]): string {
  const shown = specs.slice(0, 5).map(describeSchema);
  if (specs.length > 5) shown.push(`and ${specs.length - 5} more`);
  return shown.join("; ");
}
