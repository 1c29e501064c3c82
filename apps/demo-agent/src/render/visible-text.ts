/**
 * Characters a terminal acts on instead of showing: C0 controls (ESC starts colour, cursor
 * movement, a window title or an OSC 52 clipboard write), DEL, C1 controls (U+009B is a CSI of
 * its own) and the bidirectional controls that reorder what is shown.
 */
const CONTROL =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Untrusted text (the model's words, a tool's result, an MCP server's names and messages) as a
 * terminal may print it: every control character but tab written as an escape (`\x1b`, `\n`,
 * `\u202e`), so nothing in it can move the cursor, retitle the window or write the clipboard.
 * {@link visibleLines} keeps newlines as lines.
 */
export function visible(text: string): string {
  return text.replace(CONTROL, (character) => {
    const code = character.charCodeAt(0);
    if (code === 0x0a) return "\\n";
    if (code === 0x0d) return "\\r";
    const hex = code.toString(16).padStart(2, "0");
    return code < 0x100 ? `\\x${hex}` : `\\u${hex.padStart(4, "0")}`;
  });
}

/** {@link visible} line by line: newlines stay lines (a `\r` before one is dropped). */
export function visibleLines(text: string): string {
  return text.split(/\r?\n/).map(visible).join("\n");
}

/** The same characters as JSON escapes: `JSON.stringify` leaves DEL, C1 and bidi controls raw. */
const RAW_IN_JSON = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * JSON text with every character a terminal could act on escaped: the same JSON value, since
 * outside strings JSON has only ASCII, and `\uXXXX` inside a string means the character itself.
 */
export function terminalSafeJson(json: string): string {
  return json.replace(RAW_IN_JSON, (character) => {
    return `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`;
  });
}
