export type { FormatRule } from "./format-rule.js";
export { FORMAT_NAMES, FORMATS } from "./formats.js";
