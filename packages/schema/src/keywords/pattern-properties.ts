import type { CopiedJson } from "../copy-json.js";
import { isPlainObject } from "../json-kind.js";
import { MAX_ERRORS } from "../limits.js";
import { propertySegment } from "../path.js";
import type { LinearPattern } from "../pattern/index.js";
import { framed, quote } from "../quote.js";
import type { SchemaSpec } from "../schema-spec.js";
import { ValidationError } from "../validation-error.js";
import { UNEXPECTED } from "./additional-properties.js";
import { isObject, type KeywordReader, type Validator } from "./keyword.js";
import { compileCached, patternKeyCheck, patternMessage } from "./pattern.js";

const hasOwn = Object.prototype.hasOwnProperty;

/**
 * `patternProperties`, with the `additionalProperties` beside it: a property whose name matches
 * a pattern passes that pattern's schema; one that neither `properties` names nor any pattern
 * matches is additional. Names are matched on the validation's matching budget: a name given
 * up (over the input limit, or the budget spent) fails with the `pattern` error of that name.
 */
export const readPatternProperties: KeywordReader = (value, at, spec, context, node) => {
  if (!isObject(value)) {
    context.issues.push({
      path: at,
      message: `expected an object of schemas, got ${quote(value)}`,
    });
    return;
  }
  const base = at.slice(0, -".patternProperties".length);
  const patterns: { pattern: LinearPattern; schema: SchemaSpec }[] = [];
  for (const source of Object.keys(value)) {
    const where = at + propertySegment(source);
    const schema = context.subschema(value[source] as CopiedJson, where);
    const compiled = compileCached(source);
    if (compiled.ok) patterns.push({ pattern: compiled.pattern, schema });
    else
      context.issues.push({
        path: where,
        message: `pattern "${source}" is refused: ${compiled.reason}`,
      });
  }
  let additional: SchemaSpec | false | undefined;
  if (Object.hasOwn(node, "additionalProperties")) {
    const raw = node.additionalProperties as CopiedJson;
    if (raw === false) additional = false;
    else {
      const read = context.subschema(raw, `${base}.additionalProperties`);
      if (raw !== true) additional = read;
    }
  }
  const named = isObject(node.properties)
    ? new Set(Object.keys(node.properties))
    : new Set<string>();
  spec.extra.push({
    keyword: "patternProperties",
    inPlace: [],
    build(validatorOf) {
      const tests = patterns.map((entry) => patternKeyCheck(entry.pattern));
      const messages = patterns.map((entry) => patternMessage(entry.pattern));
      const validators = patterns.map((entry) => validatorOf(entry.schema));
      const rest =
        additional === undefined || additional === false ? additional : validatorOf(additional);
      const count = tests.length;
      // Calls `failed` for each property that fails (stopping when it returns true): its value
      // against a validator, additional (false), or its name given up (the pattern's index).
      const walk = (
        item: Record<string, unknown>,
        failed: (key: string, validator: Validator | false | number) => boolean,
      ) => {
        for (const key in item) {
          if (!hasOwn.call(item, key)) continue;
          const element = item[key];
          if (element === undefined) continue;
          let matched = named.has(key);
          for (let index = 0; index < count; index++) {
            const matches = (tests[index] as (text: string) => boolean | undefined)(key);
            if (matches === false) continue;
            matched = true;
            if (matches === undefined) {
              if (failed(key, index)) return;
              continue;
            }
            const validator = validators[index] as Validator;
            if (!validator.check(element) && failed(key, validator)) return;
          }
          if (matched || rest === undefined) continue;
          if ((rest === false || !rest.check(element)) && failed(key, rest)) return;
        }
      };
      return {
        check: (item) => {
          if (!isPlainObject(item)) return true;
          let passed = true;
          walk(item, () => {
            passed = false;
            return true;
          });
          return passed;
        },
        collect: (item, path, errors) => {
          if (!isPlainObject(item)) return;
          walk(item, (key, validator) => {
            if (validator === false) {
              errors.push(
                new ValidationError("additionalProperties", path, framed(UNEXPECTED, key)),
              );
            } else if (typeof validator === "number") {
              const message = (messages[validator] as (text: string) => string | undefined)(key);
              errors.push(
                new ValidationError("pattern", path, `property name ${quote(key)}: ${message}`),
              );
            } else {
              validator.collect(item[key], path + propertySegment(key), errors);
            }
            return errors.length > MAX_ERRORS;
          });
        },
      };
    },
  });
};
