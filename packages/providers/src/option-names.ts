import { refuseUnknownOption as refuseWith } from "@tinyllm/types";

export type { OptionFields } from "@tinyllm/types";

/**
 * Throws a `TypeError` (what JavaScript throws for an argument of the wrong shape; this package has no error of its own for options) for the first key of `options` that `names` does not hold:
 * `unknown option "stict"; did you mean "strict"? toOpenAIChatTools options: strict, fallback`. Called once, where the options are given.
 */
export function refuseUnknownOption(
  options: object,
  owner: string,
  names: readonly string[],
): void {
  refuseWith(options, owner, names, TypeError);
}
