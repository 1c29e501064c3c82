import type { KeywordReader } from "./keyword.js";
import { readSchemaMap } from "./schema-list.js";

/** `$defs`, `definitions`: schemas for `$ref` to use; read for their own problems, never applied in place. */
export const readDefinitions: KeywordReader = (value, at, _spec, context) => {
  readSchemaMap(value, at, context);
};
