import { decimalAt, isDigit } from "./ascii.js";
import { type FormatRule, stringRule } from "./format-rule.js";

// RFC 3339 section 5.6. ABNF literals are case-insensitive, and section 5.6 says so for "T" and "Z".
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const MINUTES_IN_DAY = 1440;

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

// full-date = YYYY "-" MM "-" DD, at value[start..start+10), with the day checked against the month.
function isFullDateAt(value: string, start: number): boolean {
  const year = decimalAt(value, start, start + 4);
  const month = decimalAt(value, start + 5, start + 7);
  const day = decimalAt(value, start + 8, start + 10);
  if (year < 0 || value[start + 4] !== "-" || value[start + 7] !== "-") return false;
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= (month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] as number));
}

// full-time = HH ":" MM ":" SS [ "." 1*DIGIT ] ( "Z" / ("+" / "-") HH ":" MM ), from start to the end.
// Second 60 (a leap second) exists only at 23:59 UTC, so only where the offset puts it there.
function isFullTimeAt(value: string, start: number): boolean {
  const hour = decimalAt(value, start, start + 2);
  const minute = decimalAt(value, start + 3, start + 5);
  const second = decimalAt(value, start + 6, start + 8);
  if (hour < 0 || minute < 0 || second < 0) return false;
  if (value[start + 2] !== ":" || value[start + 5] !== ":") return false;
  if (hour > 23 || minute > 59 || second > 60) return false;
  let index = start + 8;
  if (value[index] === ".") {
    const digits = ++index;
    while (isDigit(value.charCodeAt(index))) index++;
    if (index === digits) return false;
  }
  let offset = 0;
  const sign = value[index];
  if (sign === "Z" || sign === "z") {
    index += 1;
  } else if (sign === "+" || sign === "-") {
    const offsetHour = decimalAt(value, index + 1, index + 3);
    const offsetMinute = decimalAt(value, index + 4, index + 6);
    if (offsetHour < 0 || offsetMinute < 0 || value[index + 3] !== ":") return false;
    if (offsetHour > 23 || offsetMinute > 59) return false;
    offset = (sign === "+" ? 1 : -1) * (offsetHour * 60 + offsetMinute);
    index += 6;
  } else {
    return false;
  }
  if (index !== value.length) return false;
  if (second < 60) return true;
  const utc = (((hour * 60 + minute - offset) % MINUTES_IN_DAY) + MINUTES_IN_DAY) % MINUTES_IN_DAY;
  return utc === MINUTES_IN_DAY - 1;
}

/** Whether `value` is an RFC 3339 `date-time`: `1998-12-31T23:59:60Z`, `2024-01-15t08:30:00.5+01:00`. */
export function isDateTime(value: string): boolean {
  const separator = value[10];
  return (
    (separator === "T" || separator === "t") && isFullDateAt(value, 0) && isFullTimeAt(value, 11)
  );
}

/** Whether `value` is an RFC 3339 `full-date`: `2020-02-29`. */
export function isDate(value: string): boolean {
  return value.length === 10 && isFullDateAt(value, 0);
}

/** Whether `value` is an RFC 3339 `full-time` (the offset is required): `23:59:60Z`, `01:29:60+01:30`. */
export function isTime(value: string): boolean {
  return isFullTimeAt(value, 0);
}

/** `date-time`: RFC 3339 section 5.6, leap seconds only at 23:59:60 UTC. */
export const DATE_TIME: FormatRule = stringRule("date-time", "a date-time (RFC 3339)", isDateTime);

/** `date`: an RFC 3339 full-date. */
export const DATE: FormatRule = stringRule("date", "a date (RFC 3339 full-date)", isDate);

/** `time`: an RFC 3339 full-time, with its offset. */
export const TIME: FormatRule = stringRule(
  "time",
  "a time with an offset (RFC 3339 full-time)",
  isTime,
);
