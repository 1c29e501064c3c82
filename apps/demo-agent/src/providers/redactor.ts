/** What stands for a removed secret in any text this agent shows. */
export const REDACTED = "[redacted]";

/** The longest piece of a server's text quoted in an error message, in characters. */
export const MAX_QUOTED_CHARS = 500;

/** The shortest run of a secret's characters that is still removed when found on its own. */
export const MIN_SECRET_PIECE = 8;

// Between two characters of a secret a server may have put whitespace, or a JSON escape of it.
const GAP = String.raw`(?:\s|\\[nrt]|\\u00[0-9a-fA-F]{2})*`;

/**
 * Removes secrets (an API key) from text a server sent back, before any of it is shown: the
 * whole secret wherever it is, even split by whitespace or escaped newlines, and then, in the
 * cut excerpt, any piece of it of 8 or more characters. Every provider quotes server text only
 * through {@link Redactor.quote}.
 */
export class Redactor {
  readonly #secrets: readonly string[];
  readonly #patterns: readonly RegExp[];

  /** `secrets` may hold `undefined` or empty strings (no key): those are ignored. */
  constructor(secrets: readonly (string | undefined)[]) {
    this.#secrets = secrets.filter(
      (secret): secret is string => secret !== undefined && secret !== "",
    );
    this.#patterns = this.#secrets.map(
      (secret) => new RegExp([...secret].map(escapeCharacter).join(GAP), "g"),
    );
  }

  /** The text with every whole secret replaced by `[redacted]`, whatever splits it. */
  redact(text: string): string {
    let result = text;
    for (const pattern of this.#patterns) result = result.replace(pattern, REDACTED);
    return result;
  }

  /**
   * An excerpt of a server's text for an error message: secrets removed, whitespace runs made
   * one space, cut to {@link MAX_QUOTED_CHARS} characters (`...` marks a cut), and any piece of
   * a secret left at the cut (or sent on its own) removed too.
   */
  quote(text: string, max: number = MAX_QUOTED_CHARS): string {
    const flat = this.redact(text).replace(/\s+/g, " ").trim();
    const cut = flat.length <= max ? flat : `${flat.slice(0, max)}...`;
    return this.#removePieces(cut);
  }

  #removePieces(text: string): string {
    let result = text;
    for (const secret of this.#secrets) {
      const length = Math.min(MIN_SECRET_PIECE, secret.length);
      for (let start = 0; start + length <= result.length; start++) {
        const end = longestPieceEnd(result, start, secret, length);
        if (end > start) {
          result = `${result.slice(0, start)}${REDACTED}${result.slice(end)}`;
          start += REDACTED.length - 1;
        }
      }
    }
    return result;
  }
}

/** Where the longest run of `secret`'s consecutive characters found at `start` ends (`start` when shorter than `min`). */
function longestPieceEnd(text: string, start: number, secret: string, min: number): number {
  let best = start;
  for (let from = secret.indexOf(text.slice(start, start + min)); from !== -1; ) {
    let end = start + min;
    while (
      end < text.length &&
      from + (end - start) < secret.length &&
      text[end] === secret[from + (end - start)]
    ) {
      end += 1;
    }
    best = Math.max(best, end);
    from = secret.indexOf(text.slice(start, start + min), from + 1);
  }
  return best;
}

function escapeCharacter(character: string): string {
  return character.replace(/[\\^$.*+?()[\]{}|/-]/g, "\\$&");
}
