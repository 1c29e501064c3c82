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
  if (value === null) return "it threw null";
  if (value === undefined) return "it threw undefined";
  if (typeof value === "string") return value === "" ? "it threw an empty string" : value;
  if (typeof value !== "object" && typeof value !== "function") {
    return `it threw ${safeString(value) ?? typeof value}`;
  }
  const message = read(value, "message");
  if (typeof message === "string") {
    const name = read(value, "name");
    const named = typeof name === "string" && name !== "" && name !== "Error";
    if (message === "") return named ? name : "it threw an error with no message";
    return named ? `${name}: ${message}` : message;
  }
  const text = safeString(value);
  // An empty array, or a toString returning "", would leave the reader nothing to read.
  if (text !== undefined && text !== "" && text !== "[object Object]") return text;
  const json = safeJSON(value);
  if (json !== undefined) return `it threw ${json}`;
  return "it threw a value that cannot be shown";
}

function read(value: object, key: string): unknown {
  try {
    return (value as Record<string, unknown>)[key];
  } catch {
    return undefined;
  }
}

function safeString(value: unknown): string | undefined {
  try {
    const text = String(value);
    return typeof text === "string" ? text : undefined;
  } catch {
    return undefined;
  }
}

/** A stack belongs in logs, never in a message: `stack` properties are left out at every depth. */
function withoutStack(key: string, value: unknown): unknown {
  return key === "stack" ? undefined : value;
}

function safeJSON(value: unknown): string | undefined {
  try {
    const json = JSON.stringify(value, withoutStack);
    return typeof json === "string" ? json : undefined;
  } catch {
    return undefined;
  }
}

function cut(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  let end = maxLength;
  const unit = text.charCodeAt(end - 1);
  if (unit >= 0xd800 && unit <= 0xdbff) end--;
  return `${text.slice(0, end)}...`;
}
