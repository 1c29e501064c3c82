import { isPlainObject } from "../json-kind.js";
import { addSlot, leafTable, slotPasses } from "../leaf-check.js";
import { quote } from "../quote.js";
import type { SchemaSpec } from "../schema-spec.js";
import { ValidationError } from "../validation-error.js";
import { describeAlternatives, describeSchema } from "./describe-schema.js";
import type { KeywordReader, Validator } from "./keyword.js";
import { readSchemaArray } from "./schema-list.js";
import { tagAllows, tagsOf } from "./union-tags.js";

/** `anyOf` (standard): at least one alternative passes; the message says what each one wanted. */
export const readAnyOfStandard: KeywordReader = (value, at, spec, context) => {
  const branches = readSchemaArray(value, at, context);
  if (branches === undefined) return;
  spec.extra.push({
    keyword: "anyOf",
    inPlace: branches,
    build(validatorOf) {
      const validators = branches.map(validatorOf);
      const count = validators.length;
      // Speed path "leaf table": leaf alternatives ({ type: "null" }, a bounded number) inline, as in core.
      const table = leafTable();
      branches.forEach((branch, index) => {
        addSlot(table, branch, (validators[index] as Validator).check);
      });
      const check = (item: unknown) => {
        for (let index = 0; index < count; index++) {
          if (slotPasses(table, index, item)) return true;
        }
        return false;
      };
      return {
        check,
        collect: (item, path, errors) => {
          noneMatched("anyOf", branches, validators, item, path, errors);
        },
      };
    },
  });
};

/** `oneOf`: exactly one alternative passes; two or more name the branches that matched. */
export const readOneOf: KeywordReader = (value, at, spec, context) => {
  const branches = readSchemaArray(value, at, context);
  if (branches === undefined) return;
  spec.extra.push({
    keyword: "oneOf",
    inPlace: branches,
    build(validatorOf) {
      const validators = branches.map(validatorOf);
      const count = validators.length;
      return {
        check: (item) => {
          let passed = 0;
          for (let index = 0; index < count; index++) {
            if ((validators[index] as Validator).check(item) && ++passed > 1) return false;
          }
          return passed === 1;
        },
        collect: (item, path, errors) => {
          const matched: number[] = [];
          for (let index = 0; index < count; index++) {
            if ((validators[index] as Validator).check(item)) matched.push(index);
          }
          if (matched.length === 0) {
            noneMatched("oneOf", branches, validators, item, path, errors);
            return;
          }
          const named = matched
            .slice(0, 3)
            .map((index) => `oneOf[${index}] (${describeSchema(branches[index] as SchemaSpec)})`);
          const more = matched.length > 3 ? ` and ${matched.length - 3} more` : "";
          errors.push(
            new ValidationError(
              "oneOf",
              path,
              `${quote(item)} matches ${matched.length} alternatives, ${named.join(", ")}${more}: expected exactly one`,
            ),
          );
        },
      };
    },
  });
};

/**
 * No alternative passed. When the value picks exactly one alternative by its constant-valued
 * properties, or those with an `enum` (a discriminated union; zod writes `z.enum`
 * discriminators as `enum`), that alternative's own errors help more than the list.
 */
function noneMatched(
  keyword: "anyOf" | "oneOf",
  branches: readonly SchemaSpec[],
  validators: readonly Validator[],
  item: unknown,
  path: string,
  errors: ValidationError[],
): void {
  const picked = pickedBranch(branches, item);
  if (picked !== undefined) {
    (validators[picked] as Validator).collect(item, path, errors);
    return;
  }
  errors.push(
    new ValidationError(
      keyword,
      path,
      `${quote(item)} matches none of: ${describeAlternatives(branches)}`,
    ),
  );
}

function pickedBranch(branches: readonly SchemaSpec[], item: unknown): number | undefined {
  if (!isPlainObject(item)) return undefined;
  let picked: number | undefined;
  let discriminated = false;
  for (let index = 0; index < branches.length; index++) {
    const tags = tagsOf(branches[index] as SchemaSpec);
    if (tags.length === 0) continue;
    discriminated = true;
    const agrees = tags.every(
      (property) =>
        Object.hasOwn(item, property.name) && tagAllows(property.schema, item[property.name]),
    );
    if (agrees) {
      if (picked !== undefined) return undefined;
      picked = index;
    }
  }
  return discriminated ? picked : undefined;
}
