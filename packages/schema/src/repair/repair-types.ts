import type { Json } from "../json.js";
import type { ValidationError } from "../validation-error.js";

/** The name of a repair rule (README: "Argument repair"). */
export type RepairRule =
  /** Text: a byte order mark before the JSON, removed. */
  | "byte_order_mark"
  /** Text: one Markdown code fence around the JSON, removed. */
  | "code_fence"
  /** Text: one comma before a closing `}` or `]`, removed. */
  | "trailing_comma"
  /** Text: Python's `True`, `False` or `None` outside strings, written as JSON. */
  | "python_literal"
  /** A string that writes a number exactly, where a number is wanted. */
  | "numeric_string"
  /** `"true"` or `"false"` where a boolean is wanted. */
  | "boolean_string"
  /** A value where an array is wanted: the array of that one value. */
  | "one_item_array"
  /** `null` for an optional property that does not allow it: the property dropped. */
  | "null_dropped"
  /** A string of JSON where the object or array it encodes is wanted. */
  | "json_string"
  /** A string that is one enum value but for case. */
  | "enum_case";

/**
 * One change a repair made. For a value rule: `path` is where in the value, `from` what was there,
 * `to` what is there now (absent when the property was dropped). For a text rule: `path` is `$`
 * and `from`/`to` are the text replaced and its replacement.
 */
export interface Repair {
  readonly path: string;
  readonly rule: RepairRule;
  readonly from: Json;
  readonly to?: Json;
}

/**
 * What `repair` made of a value: `ok` with the value that passes the schema (the input itself,
 * with no repairs, when it passed already), or not `ok` with the errors of the input as given.
 */
export type RepairResult =
  | { readonly ok: true; readonly value: Json; readonly repairs: readonly Repair[] }
  | { readonly ok: false; readonly errors: readonly ValidationError[] };
