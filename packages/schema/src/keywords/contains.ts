import type { CopiedJson } from "../copy-json.js";
import { quote } from "../quote.js";
import { ValidationError } from "../validation-error.js";
import { plural } from "./counts.js";
import { describeSchema } from "./describe-schema.js";
import type { KeywordReader } from "./keyword.js";

function isCount(value: CopiedJson | undefined): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}

/** `minContains`, `maxContains`: non-negative integers, applied by `contains` (no effect without it). */
export const readContainsBound: KeywordReader = (value, at, _spec, context) => {
  if (!isCount(value)) {
    context.issues.push({
      path: at,
      message: `expected a non-negative integer, got ${quote(value)}`,
    });
  }
};

/** `contains`: how many elements pass the subschema is within minContains (default 1) and maxContains. */
export const readContains: KeywordReader = (value, at, spec, context, node) => {
  const inner = context.subschema(value, at);
  const minimum = isCount(node.minContains) ? node.minContains : 1;
  const maximum = isCount(node.maxContains) ? node.maxContains : Infinity;
  spec.extra.push({
    keyword: "contains",
    inPlace: [],
    build(validatorOf) {
      const validator = validatorOf(inner);
      const count = (item: unknown[], stopAbove: number) => {
        let matched = 0;
        for (let index = 0; index < item.length; index++) {
          if (validator.check(item[index]) && ++matched > stopAbove) break;
        }
        return matched;
      };
      const wanted = describeSchema(inner);
      return {
        check: (item) => {
          if (!Array.isArray(item)) return true;
          const matched = count(item, maximum);
          return matched >= minimum && matched <= maximum;
        },
        collect: (item, path, errors) => {
          if (!Array.isArray(item)) return;
          const matched = count(item, Infinity);
          if (matched < minimum) {
            errors.push(
              new ValidationError(
                "contains",
                path,
                `expected at least ${plural(minimum, "item")} matching ${wanted}, got ${matched}`,
              ),
            );
          } else if (matched > maximum) {
            errors.push(
              new ValidationError(
                "contains",
                path,
                `expected at most ${plural(maximum, "item")} matching ${wanted}, got ${matched}`,
              ),
            );
          }
        },
      };
    },
  });
};
