/**
 * Why `source` is not a valid ECMA-262 `u`-mode pattern (V8's message, first letter
 * lowercased), or `undefined` when it is. `new RegExp(source, "u")` is the judge: it only
 * compiles, so it is safe on any source.
 *
 * A property escape costs V8 far more than the rest of a pattern (it builds the property's
 * ranges from ICU each time: about 100x a class like `[a-z]`), so each `\p{…}` or `\P{…}` is
 * judged alone once per process, and the pattern with each of them written `\d` (an escape of
 * the same grammar, valid exactly where a property escape is in `u` mode) is judged next. Any
 * refusal on that path is judged again on the source as written, so messages are V8's own.
 */
export function syntaxError(source: string): string | undefined {
  const skeleton = withoutPropertyEscapes(source);
  if (skeleton !== undefined) {
    try {
      new RegExp(skeleton, "u");
      return undefined;
    } catch {
      // Judged again below, on the source as written, for V8's message.
    }
  }
  try {
    new RegExp(source, "u");
    return undefined;
  } catch (error) {
    return syntaxMessage(error);
  }
}

/** Property escapes whose verdict is remembered; past this the memory starts over. */
export const MAX_ESCAPES = 1024;

// Each property escape judged alone, by its text; bounded like the other caches.
const escapes = new Map<string, boolean>();

// `source` with every property escape as `\d`, or undefined when one of them is invalid alone.
function withoutPropertyEscapes(source: string): string | undefined {
  let index = source.indexOf("\\");
  if (index < 0) return source;
  let skeleton = "";
  let copied = 0;
  while (index >= 0) {
    const letter = source[index + 1];
    if ((letter === "p" || letter === "P") && source[index + 2] === "{") {
      const end = source.indexOf("}", index) + 1;
      if (end === 0 || !validEscape(source.slice(index, end))) return undefined;
      skeleton += `${source.slice(copied, index)}\\d`;
      copied = end;
      index = source.indexOf("\\", end);
    } else {
      index = source.indexOf("\\", index + 2);
    }
  }
  return copied === 0 ? source : skeleton + source.slice(copied);
}

function validEscape(text: string): boolean {
  let valid = escapes.get(text);
  if (valid === undefined) {
    try {
      new RegExp(text, "u");
      valid = true;
    } catch {
      valid = false;
    }
    if (escapes.size >= MAX_ESCAPES) escapes.clear();
    escapes.set(text, valid);
  }
  return valid;
}

// V8 writes "Invalid regular expression: /<source>/u: <message>" (the source escaped); keep the
// message, which never holds "/u: " itself.
function syntaxMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const marker = message.lastIndexOf("/u: ");
  const text = marker < 0 ? message : message.slice(marker + 4);
  return `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}
