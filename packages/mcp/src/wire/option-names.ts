import { refuseUnknownOption as refuseWith } from "@tinyllm/types";

export type { OptionFields } from "@tinyllm/types";

/**
 * Throws a `RangeError` (what this package throws for an option it cannot use, as for a bad value) for the first key of `options` that `names` does not hold:
 * `unknown option "maxBodyByte"; did you mean "maxBodyBytes"? mcpHandler options: ...`. Called once, where the options are given.
 */
export function refuseUnknownOption(
  options: object,
  owner: string,
  names: readonly string[],
): void {
  refuseWith(options, owner, names, RangeError);
}
