import { quote } from "../quote.js";
import { ValidationError } from "../validation-error.js";
import { describeSchema } from "./describe-schema.js";
import type { KeywordReader } from "./keyword.js";

/** `not`: the subschema must fail. */
export const readNot: KeywordReader = (value, at, spec, context) => {
  const inner = context.subschema(value, at);
  spec.extra.push({
    keyword: "not",
    inPlace: [inner],
    build(validatorOf) {
      const validator = validatorOf(inner);
      const wanted = describeSchema(inner);
      return {
        check: (item) => !validator.check(item),
        collect: (item, path, errors) => {
          errors.push(
            new ValidationError("not", path, `expected anything but ${wanted}, got ${quote(item)}`),
          );
        },
      };
    },
  });
};
