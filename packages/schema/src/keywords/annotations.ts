import { quote } from "../quote.js";
import type { KeywordReader } from "./keyword.js";

/** `title`, `description`, `$schema`, `$comment`, `contentMediaType`, `contentEncoding`: strings, never checked against the value. */
export const readStringAnnotation: KeywordReader = (value, at, _spec, context) => {
  if (typeof value !== "string") {
    context.issues.push({ path: at, message: `expected a string, got ${quote(value)}` });
  }
};

/** `examples`: an array of any values. */
export const readExamples: KeywordReader = (value, at, _spec, context) => {
  if (!Array.isArray(value)) {
    context.issues.push({ path: at, message: `expected an array, got ${quote(value)}` });
  }
};

/** `default`: any JSON value, never checked. */
export const readAnyAnnotation: KeywordReader = () => {};

/** `readOnly`, `writeOnly`, `deprecated`: booleans, never checked against the value. */
export const readBooleanAnnotation: KeywordReader = (value, at, _spec, context) => {
  if (typeof value !== "boolean") {
    context.issues.push({ path: at, message: `expected a boolean, got ${quote(value)}` });
  }
};

/** `contentSchema`: a schema, read for its own problems, never applied (an annotation in 2020-12). */
export const readSchemaAnnotation: KeywordReader = (value, at, _spec, context) => {
  context.subschema(value, at);
};
