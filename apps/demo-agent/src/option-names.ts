import { refuseUnknownOption as refuseWith } from "@tinyllm/types";

export type { OptionFields } from "@tinyllm/types";

/**
 * Throws a `TypeError` (as for the demo's other bad arguments, a base URL that is not http(s)) for the first key of `options` that `names` does not hold:
 * `unknown option "maxStep"; did you mean "maxSteps"? runAgent options: ...`. Called once, where the options are given.
 */
export function refuseUnknownOption(
  options: object,
  owner: string,
  names: readonly string[],
): void {
  refuseWith(options, owner, names, TypeError);
}
