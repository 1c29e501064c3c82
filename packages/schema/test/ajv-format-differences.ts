import { FORMATS } from "../src/format/index.js";

/**
 * One documented place where ajv-formats (full mode) and our rule disagree (the table in
 * src/format/README.md). `accepts` says which side passes the value. A row either names a
 * condition that is a violation by itself (`when`), or a `fix` that removes just its quirk
 * (undefined when the value does not have it): a disagreement is explained when the side that
 * refused accepts the value once the quirks present are fixed, so the quirks were the only reason.
 */
export interface AjvFormatDifference {
  readonly format: string;
  readonly accepts: "ajv" | "ours";
  /** The README row, in a few words. */
  readonly row: string;
  readonly when?: (value: string) => boolean;
  readonly fix?: (value: string) => string | undefined;
}

/** Like AjvFormatDifference, for the numeric formats, where a condition is exact enough. */
export interface AjvNumberDifference {
  readonly format: string;
  readonly accepts: "ajv" | "ours";
  readonly row: string;
  readonly when: (value: number) => boolean;
}

type Fix = (value: string) => string | undefined;

function row(format: string, accepts: "ajv" | "ours", name: string, fix: Fix): AjvFormatDifference {
  return { format, accepts, row: name, fix };
}

/**
 * The rows that explain a disagreement on `value` of the format `name`, or [] when none does.
 * `refuser` is the check of the side that refused the value.
 */
export function explainDifference(
  name: string,
  accepts: "ajv" | "ours",
  value: string,
  refuser: (value: string) => boolean,
): string[] {
  const rows = AJV_FORMAT_DIFFERENCES.filter(
    (item) => item.format === name && item.accepts === accepts,
  );
  const condition = rows.find((item) => item.when?.(value) === true);
  if (condition !== undefined) return [condition.row];
  const applied: string[] = [];
  let fixed = value;
  for (const item of rows) {
    const next = item.fix?.(fixed);
    if (next === undefined) continue;
    fixed = next;
    applied.push(item.row);
    if (refuser(fixed)) return applied;
  }
  return [];
}

function changed(before: string, after: string): string | undefined {
  return after === before ? undefined : after;
}

// The time part's offset, with ajv's optional colon and minutes written out.
function fullOffset(value: string): string | undefined {
  return changed(
    value,
    value.replace(/([+-]\d\d)(?::?(\d\d))?$/, (_, hour, minute) => `${hour}:${minute ?? "00"}`),
  );
}

// An hour over 23 or a minute over 59: out of range whatever the offset (ajv's leap-second
// branch, taken for any time out of range, only checks that the time less the offset is 23:59).
function outOfRange(value: string): boolean {
  const match = /(\d\d):(\d\d):\d\d/.exec(value);
  return match !== null && (Number(match[1]) > 23 || Number(match[2]) > 59);
}

// A fraction long enough that ajv's parseFloat rounds it, cut to three digits.
function shortFraction(value: string): string | undefined {
  const match = /:(\d\d\.\d+)/.exec(value);
  if (match === null || Number(match[1]) < 60 || Number((match[1] as string).slice(0, 6)) >= 60) {
    return undefined;
  }
  return value.replace(/:(\d\d)\.(\d{3})\d+/, ":$1.$2");
}

function encodeOutsideAuthority(
  value: string,
  character: string,
  encoded: string,
): string | undefined {
  const start = value.startsWith("//")
    ? 2
    : value.indexOf("://") >= 0
      ? value.indexOf("://") + 3
      : -1;
  const authorityEnd = start < 0 ? 0 : firstOf(value, start, "/?#");
  const head = value.slice(0, authorityEnd);
  return changed(value, head + value.slice(authorityEnd).split(character).join(encoded));
}

function firstOf(value: string, start: number, characters: string): number {
  for (let index = start; index < value.length; index++) {
    if (characters.includes(value[index] as string)) return index;
  }
  return value.length;
}

// The authority of a value that has one, as [start, end).
function authority(value: string): [number, number] | undefined {
  const marker = value.indexOf("//");
  if (marker < 0) return undefined;
  const before = value.slice(0, marker);
  if (before !== "" && !/^[a-zA-Z][a-zA-Z0-9+.-]*:$/.test(before)) return undefined;
  return [marker + 2, firstOf(value, marker + 2, "/?#")];
}

function digitsPort(value: string): string | undefined {
  const range = authority(value);
  if (range === undefined) return undefined;
  const [start, end] = range;
  const text = value.slice(start, end);
  const host = text.lastIndexOf("@") + 1;
  const colon = text.indexOf(":", text[host] === "[" ? text.indexOf("]", host) : host);
  if (colon < 0 || /^\d*$/.test(text.slice(colon + 1))) return undefined;
  return `${value.slice(0, start + colon)}:80${value.slice(end)}`;
}

function oneAt(value: string): string | undefined {
  const range = authority(value);
  if (range === undefined) return undefined;
  const [start, end] = range;
  const text = value.slice(start, end);
  const last = text.lastIndexOf("@");
  if (text.indexOf("@") === last) return undefined;
  return (
    value.slice(0, start) +
    text.slice(0, last).split("@").join("%40") +
    text.slice(last) +
    value.slice(end)
  );
}

function noLeadingZeros(value: string): string | undefined {
  return changed(
    value,
    value.replace(/\[[^\]]*\]/g, (literal) => literal.replace(/(^|[.:])0+(\d)/g, "$1$2")),
  );
}

function isHostnameOk(value: string): boolean {
  return FORMATS.get("hostname")?.test(value) === true;
}

// Every xn-- label replaced by a plain one: the A-label checks are what ajv lacks.
function plainLabels(value: string): string | undefined {
  return changed(value, value.replace(/(^|[.@])xn--[a-z0-9-]*/gi, "$1plain"));
}

function replaceSeparator(value: string): string | undefined {
  return /^.{10}\s/s.test(value) ? `${value.slice(0, 10)}T${value.slice(11)}` : undefined;
}

function noSkippedUnit(value: string): string | undefined {
  return changed(value, value.replace(/Y(\d+D)/, "Y0M$1").replace(/H(\d+S)/, "H0M$1"));
}

function plainLocalPart(value: string): string | undefined {
  return value.startsWith('"') ? `a${value.slice(value.lastIndexOf('"@') + 1)}` : undefined;
}

function plainDomain(value: string): string | undefined {
  return value.endsWith("]") ? `${value.slice(0, value.lastIndexOf("@"))}@example.com` : undefined;
}

function dottedDomain(value: string): string | undefined {
  return value.slice(value.lastIndexOf("@")).includes(".") ? undefined : `${value}.com`;
}

// The local part cut to 64 characters and each label to 63 (no dot or hyphen left at a cut).
function shortParts(value: string): string | undefined {
  const at = value.lastIndexOf("@");
  const local = value.slice(0, at);
  const labels = value
    .slice(at + 1)
    .split(".")
    .map((label) => (label.length > 63 ? label.slice(0, 63).replace(/-+$/, "") : label));
  const cut = local.length > 64 ? local.slice(0, 64).replace(/\.+$/, "") : local;
  return changed(value, `${cut}@${labels.join(".")}`);
}

function noTrailingDot(value: string): string | undefined {
  return value.endsWith(".") ? value.slice(0, -1) : undefined;
}

function plainHostname(value: string): string | undefined {
  const fixed = plainLabels(noTrailingDot(value) ?? value);
  return fixed !== undefined && isHostnameOk(fixed) ? fixed : undefined;
}

function encodedBrackets(value: string): string | undefined {
  const once = encodeOutsideAuthority(value, "[", "%5B") ?? value;
  return changed(value, encodeOutsideAuthority(once, "]", "%5D") ?? once);
}

// V8's own u mode refuses it too: ajv-formats reads the pattern without the u flag.
function refusedInUnicodeMode(value: string): boolean {
  try {
    new RegExp(value, "u");
    return false;
  } catch {
    return true;
  }
}

/** The differences of the string formats. */
export const AJV_FORMAT_DIFFERENCES: readonly AjvFormatDifference[] = [
  row("date-time", "ajv", "space as the separator", replaceSeparator),
  ...["date-time", "time"].flatMap((format) => [
    row(format, "ajv", "offset without minutes or colon", fullOffset),
    {
      format,
      accepts: "ajv" as const,
      row: "hour 24 or minute 60 at 23:59 UTC",
      when: outOfRange,
    },
    row(format, "ours", "long fractions rounded to 60", shortFraction),
  ]),
  row("duration", "ajv", "units may skip", noSkippedUnit),
  row("duration", "ours", "lower-case designators", (value) => changed(value, value.toUpperCase())),
  row("email", "ours", "quoted local part", plainLocalPart),
  row("email", "ours", "address literal", plainDomain),
  row("email", "ours", "single-label domain", dottedDomain),
  row("email", "ajv", "lengths of the local part and labels", shortParts),
  row("email", "ajv", "A-labels", plainLabels),
  row("hostname", "ajv", "trailing dot", noTrailingDot),
  row("hostname", "ajv", "A-labels", plainHostname),
  ...["uri", "uri-reference"].flatMap((format) => [
    row(format, "ajv", "non-numeric port", digitsPort),
    row(format, "ajv", "brackets outside the authority", encodedBrackets),
    row(format, "ajv", "leading zeros in an IPv6's IPv4 part", noLeadingZeros),
    row(format, "ajv", "two @", oneAt),
  ]),
  row("uri-reference", "ajv", "double quote", (value) =>
    changed(value, value.split('"').join("%22")),
  ),
  row("uri-reference", "ajv", "colon in the first segment", (value) => `./${value}`),
  row("uri", "ours", "empty path after the scheme", (value) =>
    /^[a-z][a-z0-9+.-]*:(?:[?#]|$)/i.test(value) ? value.replace(":", ":x") : undefined,
  ),
  row("uuid", "ajv", "urn:uuid: prefix", (value) =>
    value.toLowerCase().startsWith("urn:uuid:") ? value.slice(9) : undefined,
  ),
  {
    format: "regex",
    accepts: "ajv",
    row: "no u flag",
    when: refusedInUnicodeMode,
  },
];

/** The differences of the numeric formats. */
export const AJV_NUMBER_DIFFERENCES: readonly AjvNumberDifference[] = [
  {
    format: "int64",
    accepts: "ajv",
    row: "any integer",
    when: (value) => Number.isInteger(value) && Math.abs(value) >= 2 ** 63,
  },
  {
    format: "float",
    accepts: "ajv",
    row: "any number",
    when: (value) => !Number.isFinite(Math.fround(value)),
  },
  { format: "double", accepts: "ajv", row: "any number", when: (value) => !Number.isFinite(value) },
];
