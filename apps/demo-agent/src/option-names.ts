import { optionRefuser } from "@tinyllm/types";

export type { OptionFields } from "@tinyllm/types";

/** Refuses an unknown option name with a `TypeError` (as for the demo's other bad arguments, a base URL that is not http(s)). */
export const refuseUnknownOption = optionRefuser(TypeError);
