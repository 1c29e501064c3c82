/** The longest description of a thrown value kept; the rest is cut with `...`. */
const MAX_DESCRIPTION_CHARS = 2000;

/**
 * Words for any thrown value, for the model: an error's name and message (never its stack),
 * a string as it is, and something readable for `null`, `undefined` and hostile objects.
 * Never throws, whatever the value (getters that throw, proxies, a `toString` that throws).
 */
export function describeThrown(value: unknown): string {
  return cut(describe(value));
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
  // An empty array, or a toString returning "", would leave the model nothing to read.
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

function safeJSON(value: unknown): string | undefined {
  try {
    const json = JSON.stringify(value);
    return typeof json === "string" ? json : undefined;
  } catch {
    return undefined;
  }
}

function cut(text: string): string {
  if (text.length <= MAX_DESCRIPTION_CHARS) return text;
  let end = MAX_DESCRIPTION_CHARS;
  const unit = text.charCodeAt(end - 1);
  if (unit >= 0xd800 && unit <= 0xdbff) end--;
  return `${text.slice(0, end)}...`;
}
