import type { Issue } from "@tinyllm/types";

/**
 * The codes a {@link ToolIssue} can have: the JSON Schema keyword that failed (`required`, `type`,
 * `enum`, ...), a problem reading the arguments' JSON text, or one of the registry's own checks.
 */
export type ToolIssueCode =
  // Keywords of the schema subset, core and standard vocabularies.
  | "type"
  | "enum"
  | "const"
  | "required"
  | "additionalProperties"
  | "properties"
  | "patternProperties"
  | "propertyNames"
  | "minProperties"
  | "maxProperties"
  | "dependentRequired"
  | "dependentSchemas"
  | "dependencies"
  | "items"
  | "prefixItems"
  | "additionalItems"
  | "contains"
  | "minContains"
  | "maxContains"
  | "minItems"
  | "maxItems"
  | "uniqueItems"
  | "minLength"
  | "maxLength"
  | "pattern"
  | "format"
  | "minimum"
  | "maximum"
  | "exclusiveMinimum"
  | "exclusiveMaximum"
  | "multipleOf"
  | "anyOf"
  | "oneOf"
  | "allOf"
  | "not"
  | "if"
  | "then"
  | "else"
  | "$ref"
  | "false"
  // Reading the JSON text (the schema package's codes).
  | "invalid_json"
  | "invalid_utf8"
  | "too_large"
  | "unreadable_value"
  // Limits of one validation (the schema package's codes).
  /** A value nested past `MAX_REFERENCE_DEPTH` recursive `$ref`s, or past the call stack. */
  | "too_deep"
  /** More than `MAX_ERRORS` errors: the first ones found follow this one. */
  | "too_many_errors"
  // The registry's own checks.
  /** The call's `arguments` field was not a string of JSON. */
  | "arguments_not_text"
  /** The arguments were over `maxArgumentBytes`. */
  | "arguments_too_large"
  /** A number in the arguments is too large to represent (`1e400`). */
  | "number_too_large"
  /** The tool returned a value that cannot be serialised as JSON. */
  | "unserialisable_result"
  /** Content parts the tool returned break a rule of `contentLimits` (`@tinyllm/tool/content`). */
  | "invalid_content"
  /** A problem a validator reported with a code outside this list. */
  | "invalid_value";

/** One problem with a call's arguments or a tool's result, as data: `{ code, path, message }`. */
export type ToolIssue = Issue<ToolIssueCode>;

/**
 * A validator's code as a {@link ToolIssueCode}. `@tinyllm/schema` names its codes after the
 * keywords above (and the JSON-reading codes); anything else (a foreign validator) is `invalid_value`.
 */
export function toolIssueCode(code: unknown): ToolIssueCode {
  return typeof code === "string" && code !== "" ? (code as ToolIssueCode) : "invalid_value";
}

/** No issues: one frozen empty list, shared. */
export const NO_ISSUES: readonly ToolIssue[] = Object.freeze([]);

/** A frozen issue. */
export function toolIssue(code: ToolIssueCode, path: string, message: string): ToolIssue {
  return Object.freeze({ code, path, message });
}
