import { unknownOption } from "@tinyllm/types";

/**
 * Every field of an options type, each set to 1: a list written as `{ ... } satisfies
 * OptionFields<Options>` fails to compile until it names every field, so the unknown-name
 * check never refuses a real option.
 */
export type OptionFields<Options> = { readonly [Name in keyof Options]-?: 1 };

/**
 * Throws a `TypeError` (as for the demo's other bad arguments, a base URL that is not http(s))
 * for the first key of `options` that `names` does not hold: `unknown option "maxStep"; did you
 * mean "maxSteps"? runAgent options: ...`. Called once, where the options are given.
 */
export function refuseUnknownOption(
  options: object,
  owner: string,
  names: readonly string[],
): void {
  const unknown = unknownOption(options, owner, names);
  if (unknown !== undefined) throw new TypeError(unknown.message);
}
