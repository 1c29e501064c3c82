/** One format the `format` keyword asserts: its name, the JSON type it judges and its check. */
export interface FormatRule {
  /** The format's name as written in a schema, e.g. `"date-time"`. */
  readonly name: string;
  /** The JSON type the rule judges; the keyword passes values of any other type without asking. */
  readonly appliesTo: "string" | "number";
  /**
   * Whether `value` is in the format. Linear in a string's length; never throws. A value of the
   * other type (which the keyword never passes in) gives `false`.
   */
  test(value: string | number): boolean;
  /** What a valid value is, for messages: `"a date-time (RFC 3339)"`. */
  readonly noun: string;
}

/** A rule for strings, from a check that only ever sees strings. */
export function stringRule(
  name: string,
  noun: string,
  check: (value: string) => boolean,
): FormatRule {
  return {
    name,
    appliesTo: "string",
    noun,
    test: (value) => typeof value === "string" && check(value),
  };
}

/** A rule for numbers, from a check that only ever sees numbers. */
export function numberRule(
  name: string,
  noun: string,
  check: (value: number) => boolean,
): FormatRule {
  return {
    name,
    appliesTo: "number",
    noun,
    test: (value) => typeof value === "number" && check(value),
  };
}
