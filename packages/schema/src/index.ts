export { type CompileOptions, compile, type ParseResult, type Schema } from "./compile.js";
export type { Infer } from "./infer.js";
export type { Json, JsonObject } from "./json.js";
export type { Vocabulary } from "./keywords/keyword.js";
export {
  MAX_JSON_LENGTH,
  MAX_QUOTE_LENGTH,
  MAX_REFERENCE_DEPTH,
  MAX_SCHEMA_DEPTH,
  MAX_SCHEMA_VALUES,
} from "./limits.js";
export { SchemaError, type SchemaIssue } from "./schema-error.js";
export { ValidationError } from "./validation-error.js";
