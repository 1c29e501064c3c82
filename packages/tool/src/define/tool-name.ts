/** The names a provider accepts for a tool: 1 to 64 letters, digits, `_` or `-`. */
export const TOOL_NAME_PATTERN: RegExp = /^[A-Za-z0-9_-]{1,64}$/;
