import type { SuiteDifference } from "./suite-differences.js";

/** Where the standard vocabulary deliberately departs from the suite; each is still checked (the refusal must stay this message). */
export const STANDARD_SUITE_DIFFERENCES: readonly SuiteDifference[] = [
  {
    file: "enum.json",
    group: "empty enum",
    refusal: "$.enum: expected a non-empty array of values, got []",
    reason:
      "The same as in core (SPEC 4.1): an empty enum lets no value pass, so it is a mistake in a " +
      "tool definition; compile refuses it where the suite expects every instance to be invalid.",
  },
];
