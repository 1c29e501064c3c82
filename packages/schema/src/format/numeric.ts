import { type FormatRule, numberRule } from "./format-rule.js";

// OpenAPI's numeric formats, judged on the JavaScript number that JSON parsing produced.
const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;
// 2^63 - 1 is no double: it rounds up to 2^63, which is out of range, so the bound is exclusive.
const INT64_LIMIT = 2 ** 63;

/** Whether `value` is an integer in [-2^31, 2^31 - 1]. */
export function isInt32(value: number): boolean {
  return Number.isInteger(value) && value >= INT32_MIN && value <= INT32_MAX;
}

/**
 * Whether `value` is an integer in [-2^63, 2^63 - 1]. The largest such double is 2^63 - 1024; the
 * text `9223372036854775807` parses to 2^63, and is refused with it.
 */
export function isInt64(value: number): boolean {
  return Number.isInteger(value) && value >= -INT64_LIMIT && value < INT64_LIMIT;
}

/**
 * Whether `value` fits a 32-bit IEEE 754 float without overflow: finite, and finite once rounded
 * to float32 (magnitude up to about 3.4028235e38). Precision may be lost; range may not.
 */
export function isFloat(value: number): boolean {
  return Number.isFinite(Math.fround(value));
}

/** Whether `value` is a finite double (JSON has no NaN or infinity). */
export function isDouble(value: number): boolean {
  return Number.isFinite(value);
}

/** `int32`: an integer in the signed 32-bit range. */
export const INT32: FormatRule = numberRule("int32", "a 32-bit integer (int32)", isInt32);

/** `int64`: an integer in the signed 64-bit range, as doubles hold it. */
export const INT64: FormatRule = numberRule("int64", "a 64-bit integer (int64)", isInt64);

/** `float`: a number within the float32 range. */
export const FLOAT: FormatRule = numberRule("float", "a 32-bit float (float)", isFloat);

/** `double`: a finite number. */
export const DOUBLE: FormatRule = numberRule("double", "a finite 64-bit float (double)", isDouble);
