/**
 * The request id of an answer too long to read, from its first and last bytes only: SDKs write
 * `{"jsonrpc":"2.0","id":7,"result":...}` (id near the start) or `{"result":...,"id":7}` (near
 * the end). Only a numeric id is looked for (this client's ids are numbers), and a message whose
 * start shows a `method` is a request or notification, never an answer.
 */
export function oversizedAnswerId(head: string, tail: string): number | undefined {
  const fromHead = scanHead(head);
  if (fromHead === "not-an-answer") return undefined;
  if (fromHead !== undefined) return fromHead;
  const found = TAIL_ID.exec(tail);
  return found === null ? undefined : Number(found[1]);
}

/** `"id": 7}` closing the top-level object. */
const TAIL_ID = /[,{]\s*"id"\s*:\s*(-?\d{1,16})\s*\}\s*$/;
const NUMBER = /^-?\d{1,16}(?=\s*[,}])/;

/** Walks the top-level members of a cut JSON object until the `id` or the end of the text. */
function scanHead(text: string): number | "not-an-answer" | undefined {
  let at = skipSpace(text, 0);
  if (text[at] !== "{") return undefined;
  at++;
  for (;;) {
    at = skipSpace(text, at);
    const key = readString(text, at);
    if (key === undefined) return undefined;
    at = skipSpace(text, key.end);
    if (text[at] !== ":") return undefined;
    at = skipSpace(text, at + 1);
    if (key.value === "method") return "not-an-answer";
    if (key.value === "id") {
      const found = NUMBER.exec(text.slice(at, at + 40));
      return found === null ? undefined : Number(found[0]);
    }
    const end = skipValue(text, at);
    if (end === undefined) return undefined;
    at = skipSpace(text, end);
    if (text[at] !== ",") return undefined;
    at++;
  }
}

function skipSpace(text: string, at: number): number {
  while (at < text.length && " \t\r\n".includes(text[at] as string)) at++;
  return at;
}

/** A JSON string starting at `at`: its decoded value (escapes kept raw) and where it ends. */
function readString(text: string, at: number): { value: string; end: number } | undefined {
  if (text[at] !== '"') return undefined;
  for (let index = at + 1; index < text.length; index++) {
    if (text[index] === "\\") index++;
    else if (text[index] === '"') return { value: text.slice(at + 1, index), end: index + 1 };
  }
  return undefined;
}

/** Where the value starting at `at` ends, or undefined when the text stops first. */
function skipValue(text: string, at: number): number | undefined {
  if (text[at] === '"') return readString(text, at)?.end;
  if (text[at] !== "{" && text[at] !== "[") {
    let end = at;
    while (end < text.length && !",}] \t\r\n".includes(text[end] as string)) end++;
    return end < text.length && end > at ? end : undefined;
  }
  let depth = 0;
  for (let index = at; index < text.length; index++) {
    const char = text[index];
    if (char === '"') {
      const string = readString(text, index);
      if (string === undefined) return undefined;
      index = string.end - 1;
    } else if (char === "{" || char === "[") depth++;
    else if (char === "}" || char === "]") {
      depth--;
      if (depth === 0) return index + 1;
    }
  }
  return undefined;
}
