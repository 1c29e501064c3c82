import { isPlainObject } from "../json-kind.js";
import { MAX_ERRORS } from "../limits.js";
import { propertySegment } from "../path.js";
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
            if (errors.length > MAX_ERRORS) return;
            if (validator.check(key)) continue;
            const inside: ValidationError[] = [];
            // A path of its own per name (no value has it): the `$ref` memo keys collection by path.
            validator.collect(key, `@${path}${propertySegment(key)}`, inside);
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
