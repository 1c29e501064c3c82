import { type AST, RegExpParser, RegExpSyntaxError } from "@eslint-community/regexpp";

/** A pattern parsed as ECMA-262 (2024) in `u` mode, or the reason it is not one. */
export type ParsedPattern =
  | { readonly ok: true; readonly ast: AST.Pattern }
  | { readonly ok: false; readonly reason: string };

let parser: RegExpParser | undefined;

/** Parses `source` exactly as `new RegExp(source, "u")` would, refusing what V8 refuses. */
export function parsePattern(source: string): ParsedPattern {
  parser ??= new RegExpParser({ ecmaVersion: 2024 });
  try {
    return { ok: true, ast: parser.parsePattern(source, 0, source.length, { unicode: true }) };
  } catch (error) {
    if (!(error instanceof RegExpSyntaxError)) throw error;
    return { ok: false, reason: `invalid regular expression: ${syntaxMessage(error, source)}` };
  }
}

// regexpp writes "Invalid regular expression: /<source>/u: <message>"; keep the message only.
function syntaxMessage(error: RegExpSyntaxError, source: string): string {
  const prefix = `Invalid regular expression: /${source}/u: `;
  const message = error.message.startsWith(prefix)
    ? error.message.slice(prefix.length)
    : error.message;
  return `${message.charAt(0).toLowerCase()}${message.slice(1)}`;
}
