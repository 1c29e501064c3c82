/**
 * The server's own words from an error body: OpenAI's, Anthropic's and Gemini's
 * `{"error":{"message"}}`, Ollama's `{"error":"..."}`, a top-level `message`, or else the
 * whole text. Not yet redacted or cut: quote it through a `Redactor`.
 */
export function serverErrorText(text: string): string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text;
  }
  if (typeof body !== "object" || body === null) return text;
  const error = Object.hasOwn(body, "error") ? (body as { error: unknown }).error : undefined;
  if (typeof error === "string") return error;
  const nested = messageOf(error);
  if (nested !== undefined) return nested;
  return messageOf(body) ?? text;
}

function messageOf(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null || !Object.hasOwn(value, "message"))
    return undefined;
  const message = (value as { message: unknown }).message;
  return typeof message === "string" ? message : undefined;
}
