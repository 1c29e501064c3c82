import type { CopiedJson } from "../copy-json.js";
import { MAX_ERRORS } from "../limits.js";
import { indexSegment } from "../path.js";
import type { SchemaSpec } from "../schema-spec.js";
import { readItems } from "./items.js";
import type { Applicator, KeywordReader, ReadContext, Validator } from "./keyword.js";
import { readSchemaArray } from "./schema-list.js";

/**
 * `items` in the standard vocabulary: beside `prefixItems` the tuple reads it, for the elements
 * after the tuple; as an array it is the draft-07 tuple, read only under a draft-07 root `$schema`.
 */
export const readStandardItems: KeywordReader = (value, at, spec, context, node) => {
  if (Object.hasOwn(node, "prefixItems")) return;
  if (!Array.isArray(value)) {
    readItems(value, at, spec, context, node);
  } else if (context.draft7) {
    readDraft7Tuple(value, at, spec, context, node);
  } else {
    context.issues.push({
      path: at,
      message:
        'items as an array is the draft-07 tuple form: use prefixItems, or a draft-07 root "$schema"',
    });
  }
};

/** `prefixItems` (with `items` for the elements after it): a tuple. */
export const readPrefixItems: KeywordReader = (value, at, spec, context, node) => {
  const prefix = readSchemaArray(value, at, context);
  const base = at.slice(0, -".prefixItems".length);
  const rest = Object.hasOwn(node, "items")
    ? context.subschema(node.items as CopiedJson, `${base}.items`)
    : undefined;
  if (prefix !== undefined) spec.extra.push(tuple(prefix, rest));
};

/** Draft-07 `items` as an array, with `additionalItems` for the elements after it. */
function readDraft7Tuple(
  value: CopiedJson[],
  at: string,
  spec: SchemaSpec,
  context: ReadContext,
  node: { [key: string]: CopiedJson },
): void {
  const prefix = value.map((item, index) => context.subschema(item, at + indexSegment(index)));
  const base = at.slice(0, -".items".length);
  const rest = Object.hasOwn(node, "additionalItems")
    ? context.subschema(node.additionalItems as CopiedJson, `${base}.additionalItems`)
    : undefined;
  spec.extra.push(tuple(prefix, rest));
}

/** Draft-07 `additionalItems`: applied by an `items` array; beside a single `items` schema it has no effect, but is still read. */
export const readAdditionalItems: KeywordReader = (value, at, _spec, context, node) => {
  if (!Array.isArray(node.items)) context.subschema(value, at);
};

function tuple(prefix: readonly SchemaSpec[], rest: SchemaSpec | undefined): Applicator {
  return {
    keyword: "prefixItems",
    inPlace: [],
    build(validatorOf) {
      const validators = prefix.map(validatorOf);
      const restValidator = rest === undefined ? undefined : validatorOf(rest);
      const count = validators.length;
      const at = (index: number): Validator | undefined =>
        index < count ? validators[index] : restValidator;
      return {
        check: (item) => {
          if (!Array.isArray(item)) return true;
          const length = restValidator === undefined ? Math.min(count, item.length) : item.length;
          for (let index = 0; index < length; index++) {
            if (!(at(index) as Validator).check(item[index])) return false;
          }
          return true;
        },
        collect: (item, path, errors) => {
          if (!Array.isArray(item)) return;
          for (let index = 0; index < item.length && errors.length <= MAX_ERRORS; index++) {
            const validator = at(index);
            if (validator === undefined) break;
            const element = item[index];
            if (!validator.check(element))
              validator.collect(element, path + indexSegment(index), errors);
          }
        },
      };
    },
  };
}
