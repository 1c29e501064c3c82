/** Base64 runs at least this long are shortened in the text transcript; `--json` keeps them whole. */
export const MIN_SHORTENED_BASE64 = 48;

// A whole string of base64, or a data: URL ending in one.
const BASE64 = /^(data:[^,;]*;base64,)?([A-Za-z0-9+/]+={0,2})$/;

/**
 * JSON text of `value` for people: each string that is base64 (or a `data:` URL of base64) of
 * {@link MIN_SHORTENED_BASE64} characters or more is cut to its first 16 characters and a count,
 * `"iVBORw0KGgoAAAAN… (136 characters of base64)"`. Everything else is as `JSON.stringify` writes it.
 */
export function shortenedJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item !== "string") return item;
    const match = BASE64.exec(item);
    const data = match?.[2];
    if (data === undefined || data.length < MIN_SHORTENED_BASE64) return item;
    return `${match?.[1] ?? ""}${data.slice(0, 16)}… (${data.length} characters of base64)`;
  });
}
