import type { CopiedJson } from "../copy-json.js";
import { isPlainObject } from "../json-kind.js";
import { propertySegment } from "../path.js";
import { quote } from "../quote.js";
import type { SchemaSpec } from "../schema-spec.js";
import { emptySpec } from "../schema-spec.js";
import { ValidationError } from "../validation-error.js";
import { type Applicator, isObject, type KeywordReader, type ReadContext } from "./keyword.js";
import { isPresent } from "./present-keys.js";
import { readRequired } from "./required.js";

/** `dependentRequired`: when a property is present, the listed ones must be too. */
export const readDependentRequired: KeywordReader = (value, at, spec, context) => {
  if (!isObject(value)) {
    context.issues.push({
      path: at,
      message: `expected an object of property name arrays, got ${quote(value)}`,
    });
    return;
  }
  const entries: [string, string[]][] = [];
  for (const name of Object.keys(value)) {
    entries.push([name, readNames(value[name] as CopiedJson, at + propertySegment(name), context)]);
  }
  spec.extra.push(dependentRequired(entries));
};

/** Reads one list of required names (the rules of `required`). */
export function readNames(value: CopiedJson, at: string, context: ReadContext): string[] {
  const holder = emptySpec(at);
  readRequired(value, at, holder, context, {});
  return holder.required;
}

/** The applicator of `dependentRequired` (and of the array form of draft-07 `dependencies`). */
export function dependentRequired(entries: readonly [string, readonly string[]][]): Applicator {
  return {
    keyword: "dependentRequired",
    inPlace: [],
    build: () => ({
      check: (item) => {
        if (!isPlainObject(item)) return true;
        for (const [name, needed] of entries) {
          if (!isPresent(item, name)) continue;
          for (const other of needed) if (!isPresent(item, other)) return false;
        }
        return true;
      },
      collect: (item, path, errors) => {
        if (!isPlainObject(item)) return;
        for (const [name, needed] of entries) {
          if (!isPresent(item, name)) continue;
          for (const other of needed) {
            if (isPresent(item, other)) continue;
            errors.push(
              new ValidationError(
                "dependentRequired",
                path,
                `missing property ${quote(other)}, required when ${quote(name)} is present`,
              ),
            );
          }
        }
      },
    }),
  };
}

/** The applicator of `dependentSchemas` (and of the schema form of draft-07 `dependencies`). */
export function dependentSchemas(entries: readonly [string, SchemaSpec][]): Applicator {
  return {
    keyword: "dependentSchemas",
    inPlace: entries.map((entry) => entry[1]),
    build(validatorOf) {
      const validators = entries.map(([name, schema]) => [name, validatorOf(schema)] as const);
      return {
        check: (item) => {
          if (!isPlainObject(item)) return true;
          for (const [name, validator] of validators) {
            if (isPresent(item, name) && !validator.check(item)) return false;
          }
          return true;
        },
        collect: (item, path, errors) => {
          if (!isPlainObject(item)) return;
          for (const [name, validator] of validators) {
            if (isPresent(item, name) && !validator.check(item))
              validator.collect(item, path, errors);
          }
        },
      };
    },
  };
}
