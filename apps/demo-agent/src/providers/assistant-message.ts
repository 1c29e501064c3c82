import { type AssistantMessage, parseMessage, WireFormatError } from "@tinyllm/types";

/**
 * Checks an untrusted message from a provider's response: it must pass `parseMessage` and be
 * an assistant message. Problems are joined with `; `, each at its path under `path`, and
 * handed to `fail` (which quotes them safely) for the error to throw.
 */
export function readAssistantMessage(
  value: unknown,
  path: string,
  fail: (problem: string) => Error,
): AssistantMessage {
  let parsed: ReturnType<typeof parseMessage>;
  try {
    parsed = parseMessage(value);
  } catch (error) {
    if (!(error instanceof WireFormatError)) throw error;
    throw fail(
      error.issues.map((issue) => `${path}${issue.path.slice(1)}: ${issue.message}`).join("; "),
    );
  }
  if (parsed.role !== "assistant") {
    throw fail(`${path}.role: expected "assistant", got ${JSON.stringify(parsed.role)}`);
  }
  return parsed;
}
