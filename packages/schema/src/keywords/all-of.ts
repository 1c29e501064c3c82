import type { KeywordReader, Validator } from "./keyword.js";
import { readSchemaArray } from "./schema-list.js";

/** `allOf`: every subschema passes; the errors are those of each one that fails. */
export const readAllOf: KeywordReader = (value, at, spec, context) => {
  const branches = readSchemaArray(value, at, context);
  if (branches === undefined) return;
  spec.extra.push({
    keyword: "allOf",
    inPlace: branches,
    build(validatorOf) {
      const validators = branches.map(validatorOf);
      const count = validators.length;
      return {
        check: (item) => {
          for (let index = 0; index < count; index++) {
            if (!(validators[index] as Validator).check(item)) return false;
          }
          return true;
        },
        collect: (item, path, errors) => {
          for (const validator of validators) {
            if (!validator.check(item)) validator.collect(item, path, errors);
          }
        },
      };
    },
  });
};
