// `@tinyllm/schema/prefix`: judging JSON text while it streams in, before it is complete. A
// subpath of its own, so the main entry's bundle does not carry it.

export { type JsonEvents, JsonReader, type ValueKind } from "./json-reader.js";
export {
  type PrefixJudgement,
  type PrefixSchema,
  type PrefixValidation,
  prefixSchema,
} from "./prefix-schema.js";
