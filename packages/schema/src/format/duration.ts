import { isDigit } from "./ascii.js";
import { type FormatRule, stringRule } from "./format-rule.js";

// RFC 3339 appendix A:
//   duration = "P" (dur-date / dur-time / dur-week)
//   dur-date = (dur-day / dur-month / dur-year) [dur-time]    dur-time = "T" (dur-hour / dur-minute / dur-second)
//   dur-year = 1*DIGIT "Y" [dur-month]   dur-month = 1*DIGIT "M" [dur-day]   dur-day = 1*DIGIT "D"
//   dur-hour = 1*DIGIT "H" [dur-minute]  dur-minute = 1*DIGIT "M" [dur-second]  dur-second = 1*DIGIT "S"
//   dur-week = 1*DIGIT "W"
// So the date units are a run of "YMD" without a gap (no "P1Y2D"), likewise the time units "HMS"
// (no "PT1H2S"), and a week stands alone. ABNF letters are case-insensitive (RFC 5234 section 2.3).
const DATE_UNITS = "YMD";
const TIME_UNITS = "HMS";

// The ASCII letter at `index`, upper-cased; anything else as it is ("\u017f".toUpperCase() is "S").
function letterAt(value: string, index: number): string {
  const code = value.charCodeAt(index);
  return String.fromCharCode(code >= 97 && code <= 122 ? code - 32 : code);
}

/** Whether `value` is an RFC 3339 appendix A duration: `P1Y2M3DT4H5M6S`, `PT36H`, `P2W`. */
export function isDuration(value: string): boolean {
  if (letterAt(value, 0) !== "P") return false;
  let units = DATE_UNITS;
  let last = -1;
  let elements = 0;
  let index = 1;
  while (index < value.length) {
    if (letterAt(value, index) === "T") {
      if (units === TIME_UNITS) return false;
      units = TIME_UNITS;
      last = -1;
      elements = 0;
      index += 1;
      continue;
    }
    const digits = index;
    while (isDigit(value.charCodeAt(index))) index++;
    if (index === digits || index === value.length) return false;
    const unit = letterAt(value, index);
    index += 1;
    if (unit === "W" && units === DATE_UNITS && last === -1 && elements === 0) {
      return index === value.length;
    }
    const position = units.indexOf(unit);
    if (position < 0 || (last >= 0 && position !== last + 1)) return false;
    last = position;
    elements += 1;
  }
  return elements > 0;
}

/** `duration`: RFC 3339 appendix A. */
export const DURATION: FormatRule = stringRule(
  "duration",
  "a duration (RFC 3339 appendix A)",
  isDuration,
);
