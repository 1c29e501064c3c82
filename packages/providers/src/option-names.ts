import { optionRefuser } from "@tinyllm/types";

export type { OptionFields } from "@tinyllm/types";

/** Refuses an unknown option name with a `TypeError` (what JavaScript throws for an argument of the wrong shape; this package has no error of its own for options). */
export const refuseUnknownOption = optionRefuser(TypeError);
