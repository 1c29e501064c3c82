// Constants first: a bundler inlines those declared before any other statement.

/**
 * Valid property escapes remembered; past this the memory starts over. Every spelling the
 * runtime accepts fits (about 3,400 on Node 20, `\p` and `\P`), so cycling through them all
 * costs V8 each one once per process.
 */
export const MAX_ESCAPES = 8192;

/** The longest property escape judged: ECMA-262's longest, `\p{Script_Extensions=Nyiakeng_Puachue_Hmong}`, is 45. */
export const MAX_ESCAPE_LENGTH = 64;

/**
 * Why `source` is not a valid ECMA-262 `u`-mode pattern (V8's message, first letter
 * lowercased), or `undefined` when it is. `new RegExp(source, "u")` is the judge: it only
 * compiles, so it is safe on any source.
 *
 * A property escape costs V8 far more than the rest of a pattern (it builds the property's
 * ranges from ICU each time: about 100x a class like `[a-z]`), so each `\p{…}` or `\P{…}` is
 * judged alone (a valid one once per process), and V8 reads the pattern with each valid one
 * written `\d`, an escape of the same grammar, valid exactly where a property escape is in `u`
 * mode: V8 stops at the same first error with the same message. An invalid escape stays as
 * written (V8 refuses an unknown name without building anything), so whatever the pattern, V8
 * never builds a property's ranges on it: 80 invalid patterns full of `\p{L}` took 3.8 s.
 */
export function syntaxError(source: string): string | undefined {
  try {
    new RegExp(withoutPropertyEscapes(source), "u");
    return undefined;
  } catch (error) {
    return syntaxMessage(error);
  }
}

// The valid property escapes seen, by their text. Invalid ones are not kept: they cost V8
// little, and a stream of distinct invalid names would otherwise push the valid ones out.
const escapes = new Set<string>();

// `source` with every valid property escape as `\d`.
function withoutPropertyEscapes(source: string): string {
  let index = source.indexOf("\\");
  if (index < 0) return source;
  let skeleton = "";
  let copied = 0;
  while (index >= 0) {
    const letter = source[index + 1];
    if ((letter === "p" || letter === "P") && source[index + 2] === "{") {
      const end = source.indexOf("}", index) + 1;
      if (end === 0) break;
      if (isPropertyEscape(source.slice(index, end))) {
        skeleton += `${source.slice(copied, index)}\\d`;
        copied = end;
      }
      index = source.indexOf("\\", end);
    } else {
      index = source.indexOf("\\", index + 2);
    }
  }
  return copied === 0 ? source : skeleton + source.slice(copied);
}

/**
 * Whether `text` (`\p{…}` or `\P{…}`, nothing around it) is a property escape V8 accepts in
 * `u` mode; judged by V8 alone, once per process when valid, and never past MAX_ESCAPE_LENGTH.
 */
export function isPropertyEscape(text: string): boolean {
  if (escapes.has(text)) return true;
  if (text.length > MAX_ESCAPE_LENGTH) return false;
  try {
    new RegExp(text, "u");
  } catch {
    return false;
  }
  if (escapes.size >= MAX_ESCAPES) escapes.clear();
  escapes.add(text);
  return true;
}

// V8 writes "Invalid regular expression: /<source>/u: <message>" (the source escaped); keep the
// message, which never holds "/u: " itself.
function syntaxMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const marker = message.lastIndexOf("/u: ");
  const text = marker < 0 ? message : message.slice(marker + 4);
  return `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}
