/**
 * Cuts `text` to at most `maxChars` UTF-16 code units, keeping its head and its tail around a
 * line `[truncated: showing X of Y characters]`, so the model knows something is missing.
 * Never splits a surrogate pair. `maxChars` is at least {@link MIN_RESULT_CHARS}.
 */
export function truncateMiddle(text: string, maxChars: number): string {
  const total = text.length;
  if (total <= maxChars) return text;
  // The marker's own length depends on the digits shown, so size it with the largest count.
  const markerLength = marker(total, total).length + 2;
  const budget = Math.max(0, maxChars - markerLength);
  let headEnd = Math.ceil(budget / 2);
  let tailStart = total - (budget - headEnd);
  if (isHighSurrogate(text.charCodeAt(headEnd - 1))) headEnd--;
  if (isLowSurrogate(text.charCodeAt(tailStart))) tailStart++;
  const shown = headEnd + (total - tailStart);
  return `${text.slice(0, headEnd)}\n${marker(shown, total)}\n${text.slice(tailStart)}`;
}

/** The smallest `maxResultChars` a registry accepts: room for the marker and some text. */
export const MIN_RESULT_CHARS = 100;

function marker(shown: number, total: number): string {
  return `[truncated: showing ${shown} of ${total} characters]`;
}

/** Whether a UTF-16 code unit starts a surrogate pair. */
export function isHighSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff;
}

/** Whether a UTF-16 code unit ends a surrogate pair. */
export function isLowSurrogate(unit: number): boolean {
  return unit >= 0xdc00 && unit <= 0xdfff;
}
