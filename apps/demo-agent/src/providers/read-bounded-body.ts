import { ProviderResponseTooLargeError } from "./provider-errors.js";

/** The largest response body a provider reads by default: 8 MiB, far over any completion. */
export const DEFAULT_MAX_RESPONSE_BYTES = 8 * 1024 * 1024;

/**
 * Reads a response body as UTF-8 text, at most `maxBytes` of it. A `Content-Length` over the
 * limit is refused before reading; a body that grows past it (one that never ends, or a huge
 * completion) is cancelled at once, so the connection closes and memory stays bounded. Both
 * throw a {@link ProviderResponseTooLargeError}.
 */
export async function readBoundedBody(
  response: Response,
  maxBytes: number,
  shownUrl: string,
): Promise<string> {
  const declared = Number(response.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw new ProviderResponseTooLargeError(shownUrl, maxBytes);
  }
  if (response.body === null) return "";
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let received = 0;
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new ProviderResponseTooLargeError(shownUrl, maxBytes);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}
