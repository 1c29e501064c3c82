/**
 * Where this package deliberately departs from the official JSON Schema Test Suite. Each entry
 * is checked by the suite test: the schema must still be refused with this message, so an entry
 * cannot silently turn into a skip.
 */
export interface SuiteDifference {
  /** The source file of the group in the suite (`file` in the data). */
  readonly file: string;
  /** The group's description. */
  readonly group: string;
  /** The SchemaError message compile gives instead of accepting the schema. */
  readonly refusal: string;
  /** Why the contract differs from the suite here. */
  readonly reason: string;
}

export const SUITE_DIFFERENCES: readonly SuiteDifference[] = [
  {
    file: "enum.json",
    group: "empty enum",
    refusal: "$.enum: expected a non-empty array of values, got []",
    reason:
      "SPEC 4.1 refuses an empty enum at compile: no value could ever pass, so such a schema is a " +
      "mistake in a tool definition, and the model could never make a valid call. The suite " +
      "accepts it and expects every instance to be invalid.",
  },
];
