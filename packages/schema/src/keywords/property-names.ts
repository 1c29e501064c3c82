import { isPlainObject } from "../json-kind.js";
import { quote } from "../quote.js";
import { ValidationError } from "../validation-error.js";
import type { KeywordReader } from "./keyword.js";
import { presentKeys } from "./present-keys.js";

/** `propertyNames`: every property name, as a string, passes the subschema. */
export const readPropertyNames: KeywordReader = (value, at, spec, context) => {
  const inner = context.subschema(value, at);
  spec.extra.push({
    keyword: "propertyNames",
    inPlace: [],
    build(validatorOf) {
      const validator = validatorOf(inner);
      return {
        check: (item) => {
          if (!isPlainObject(item)) return true;
          for (const key of presentKeys(item)) if (!validator.check(key)) return false;
          return true;
        },
        collect: (item, path, errors) => {
          if (!isPlainObject(item)) return;
          for (const key of presentKeys(item)) {
            if (validator.check(key)) continue;
            const inside: ValidationError[] = [];
            validator.collect(key, "$", inside);
            for (const error of inside) {
              errors.push(
                new ValidationError(
                  "propertyNames",
                  path,
                  `property name ${quote(key)}: ${error.message}`,
                ),
              );
            }
          }
        },
      };
    },
  });
};
