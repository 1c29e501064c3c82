// Longest JSON-encoded value quoted inside a message: the one `@tinyllm/types` defines (not
// re-exported by limits.ts, which imports nothing so that a bundler can inline its constants).
export { MAX_QUOTE_LENGTH } from "@tinyllm/types";
export { type CompileOptions, compile, type ParseResult, type Schema } from "./compile.js";
export type { Infer, MAX_INFER_REF_DEPTH } from "./infer.js";
export type { Json, JsonObject } from "./json.js";
export {
  dialectOf,
  type JsonSchemaTarget,
  jsonSchemaForTarget,
  UnsupportedTargetError,
} from "./json-schema-target.js";
export type { Vocabulary } from "./keywords/keyword.js";
export {
  MAX_ERRORS,
  MAX_JSON_LENGTH,
  MAX_REFERENCE_DEPTH,
  MAX_SCHEMA_DEPTH,
  MAX_SCHEMA_VALUES,
} from "./limits.js";
export { SchemaError, type SchemaIssue } from "./schema-error.js";
export {
  issuePath,
  pathSegments,
  type SchemaStandardProps,
  STANDARD_VENDOR,
} from "./standard-schema.js";
export type {
  StandardInput,
  StandardIssue,
  StandardJSONSchemaV1,
  StandardJsonSchemaConverter,
  StandardJsonSchemaOptions,
  StandardJsonSchemaProps,
  StandardJsonSchemaTarget,
  StandardOutput,
  StandardPathSegment,
  StandardResult,
  StandardSchemaProps,
  StandardSchemaV1,
  StandardTypes,
  StandardValidateOptions,
} from "./standard-types.js";
export { ValidationError } from "./validation-error.js";
