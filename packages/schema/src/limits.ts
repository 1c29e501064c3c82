// Imports nothing, so a bundler can write each limit in its place.

/** Deepest nesting of JSON values in a schema document (subschemas, `enum` and `default` values alike). */
export const MAX_SCHEMA_DEPTH = 100;

/** Most JSON values (objects, arrays and primitives, counted one by one) in a schema document. */
export const MAX_SCHEMA_VALUES = 100_000;

/** Longest JSON text `validateJSON` and `parseJSON` accept: UTF-16 code units for a string, bytes for a Uint8Array. */
export const MAX_JSON_LENGTH = 64 * 1024 * 1024;

/** Most `$ref`s one validation follows into each other (a recursive schema over a deep value); deeper values get an error. */
export const MAX_REFERENCE_DEPTH = 1_200;

/** Most errors one validation collects; past it collection stops, the first found are kept and one more error says so. */
export const MAX_ERRORS = 1_000;
