/** The longest description `describeThrown` writes by default; the rest is cut with `...`. */
export const MAX_DESCRIPTION_LENGTH = 2000;

/**
 * Words for any thrown value, for a message or a model: an error's name and message (never its
 * stack), a string as it is, `it threw null`, `it threw 42`, `it threw {"code":7}` (leaving out
 * any `stack` property), and `it threw a value that cannot be shown` for a value whose getters,
 * `toString` or proxy traps throw. Cut to `maxLength` code units. Never throws.
 */
export function describeThrown(value: unknown, maxLength: number = MAX_DESCRIPTION_LENGTH): string {
  return cut(describe(value), maxLength);
}

function describe(value: unknown): string {
  if (typeof value === "string") return value === "" ? "it threw an empty string" : value;
  // Any other primitive as String writes it: `it threw null`, `it threw 42`.
  if (value === null || (typeof value !== "object" && typeof value !== "function")) {
    return `it threw ${attempt(() => String(value)) ?? typeof value}`;
  }
  const message = attempt(() => (value as Record<string, unknown>).message);
  if (typeof message === "string") {
    const name = attempt(() => (value as Record<string, unknown>).name);
    const named = typeof name === "string" && name !== "" && name !== "Error";
    if (message === "") return named ? name : "it threw an error with no message";
    return named ? `${name}: ${message}` : message;
  }
  const text = attempt(() => String(value));
  // An empty array, or a toString returning "", would leave the reader nothing to read.
  if (text !== undefined && text !== "" && text !== "[object Object]") return text;
  // JSON.stringify answers undefined for a value it cannot encode (a function).
  const json = attempt(() => JSON.stringify(value, withoutStack));
  if (json !== undefined) return `it threw ${json}`;
  return "it threw a value that cannot be shown";
}

/** What `read` returns, or undefined when it throws: a getter, `toString` or proxy trap may. */
function attempt<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** A stack belongs in logs, never in a message: `stack` properties are left out at every depth. */
function withoutStack(key: string, value: unknown): unknown {
  return key === "stack" ? undefined : value;
}

function cut(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  let end = maxLength;
  const unit = text.charCodeAt(end - 1);
  if (unit >= 0xd800 && unit <= 0xdbff) end--;
  return `${text.slice(0, end)}...`;
}
