import type { CopiedJson } from "../copy-json.js";
import type { SchemaSpec } from "../schema-spec.js";
import type { KeywordReader, Validator } from "./keyword.js";

/** `if` with `then` and `else`: a value that passes `if` must pass `then`, any other `else`. */
export const readIf: KeywordReader = (value, at, spec, context, node) => {
  const condition = context.subschema(value, at);
  const base = at.slice(0, -".if".length);
  const then = Object.hasOwn(node, "then")
    ? context.subschema(node.then as CopiedJson, `${base}.then`)
    : undefined;
  const otherwise = Object.hasOwn(node, "else")
    ? context.subschema(node.else as CopiedJson, `${base}.else`)
    : undefined;
  if (then === undefined && otherwise === undefined) return;
  spec.extra.push({
    keyword: "if",
    inPlace: [condition, then, otherwise].filter((item): item is SchemaSpec => item !== undefined),
    build(validatorOf) {
      const test = validatorOf(condition);
      const thenValidator = then === undefined ? undefined : validatorOf(then);
      const elseValidator = otherwise === undefined ? undefined : validatorOf(otherwise);
      const branch = (item: unknown): Validator | undefined =>
        test.check(item) ? thenValidator : elseValidator;
      return {
        check: (item) => branch(item)?.check(item) ?? true,
        collect: (item, path, errors) => {
          const chosen = branch(item);
          if (chosen !== undefined && !chosen.check(item)) chosen.collect(item, path, errors);
        },
      };
    },
  });
};

/** `then`, `else`: applied by `if`; without an `if` beside them they have no effect (2020-12), but are still read for their own problems. */
export const readThenElse: KeywordReader = (value, at, _spec, context, node) => {
  if (!Object.hasOwn(node, "if")) context.subschema(value, at);
};
