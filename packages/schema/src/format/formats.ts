import { DATE, DATE_TIME, TIME } from "./date-time.js";
import { DURATION } from "./duration.js";
import { EMAIL } from "./email.js";
import type { FormatRule } from "./format-rule.js";
import { HOSTNAME } from "./hostname.js";
import { IPV4, IPV6 } from "./ip-address.js";
import { JSON_POINTER } from "./json-pointer.js";
import { DOUBLE, FLOAT, INT32, INT64 } from "./numeric.js";
import { REGEX } from "./regex.js";
import { URI, URI_REFERENCE } from "./uri.js";
import { UUID } from "./uuid.js";

const RULES = [
  DATE_TIME,
  DATE,
  TIME,
  DURATION,
  EMAIL,
  HOSTNAME,
  IPV4,
  IPV6,
  URI,
  URI_REFERENCE,
  UUID,
  REGEX,
  JSON_POINTER,
  INT32,
  INT64,
  FLOAT,
  DOUBLE,
];

/** Every format the `standard` vocabulary asserts (SPEC 4.5), by name. Any other name is refused. */
export const FORMATS: ReadonlyMap<string, FormatRule> = new Map(
  RULES.map((rule) => [rule.name, rule]),
);

/** The names of `FORMATS`, sorted by code units, for messages that list them. */
export const FORMAT_NAMES: readonly string[] = RULES.map((rule) => rule.name).sort();
