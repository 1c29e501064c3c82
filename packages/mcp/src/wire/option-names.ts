import { optionRefuser } from "@tinyllm/types";

export type { OptionFields } from "@tinyllm/types";

/** Refuses an unknown option name with a `RangeError` (what this package throws for an option it cannot use, as for a bad value). */
export const refuseUnknownOption = optionRefuser(RangeError);
