/**
 * The code points one atom of a pattern matches (`[\p{L}\d_-]`, `\s`, `.`, `a|[b-d]`), decided
 * by a native `u`-mode `RegExp` on a string of exactly one code point: such a test cannot
 * backtrack, and it gives ECMA-262's meaning (and the runtime's own Unicode tables) with no
 * tables of ours. Answers are remembered: ASCII in a table, other code points in a bounded map.
 */
export class CodePointSet {
  /** The atom's pattern source. */
  readonly source: string;
  readonly #native: RegExp;
  // 0: not asked yet, 1: in the set, 2: not in it.
  readonly #ascii = new Uint8Array(128);
  readonly #other = new Map<number, boolean>();

  constructor(source: string) {
    this.source = source;
    this.#native = new RegExp(`^(?:${source})$`, "u");
  }

  /** True when `codePoint` (a lone surrogate included) is in the set. */
  has(codePoint: number): boolean {
    if (codePoint < 128) {
      const known = this.#ascii[codePoint];
      if (known !== 0) return known === 1;
      const answer = this.#native.test(String.fromCharCode(codePoint));
      this.#ascii[codePoint] = answer ? 1 : 2;
      return answer;
    }
    const known = this.#other.get(codePoint);
    if (known !== undefined) return known;
    const answer = this.#native.test(String.fromCodePoint(codePoint));
    if (this.#other.size >= MAX_REMEMBERED) this.#other.clear();
    this.#other.set(codePoint, answer);
    return answer;
  }
}

// Non-ASCII answers kept per set; past this the map starts over, so memory stays bounded.
const MAX_REMEMBERED = 4096;

const shared = new Map<string, CodePointSet>();
const MAX_SHARED = 1024;

/** The set for `source`, shared by every pattern that writes the same atom. */
export function codePointSet(source: string): CodePointSet {
  let set = shared.get(source);
  if (set === undefined) {
    if (shared.size >= MAX_SHARED) shared.clear();
    set = new CodePointSet(source);
    shared.set(source, set);
  }
  return set;
}
