// Constants first: a bundler inlines those declared before any other statement.

/** Non-ASCII answers kept per set; past this the map starts over, so memory stays bounded. */
export const MAX_REMEMBERED = 4096;

/** Sets kept for sharing by source; past this the map starts over. */
export const MAX_SHARED = 1024;

/**
 * The code points one atom of a pattern matches (`[\p{L}\d_-]`, `\s`, `.`, `a|[b-d]`), decided
 * by a native `u`-mode `RegExp` on a string of exactly one code point: such a test cannot
 * backtrack, and it gives ECMA-262's meaning (and the runtime's own Unicode tables) with no
 * tables of ours. Answers are remembered: ASCII in a table, other code points in a bounded map.
 *
 * A class holding property escapes is the union of its other members and each escape, each
 * its own shared set: V8 builds a property's ranges from ICU on every `new RegExp`, so
 * `[\p{L}\s.'-]` costs one `\p{L}` per process instead of one per class that writes it.
 */
export class CodePointSet {
  /** The atom's pattern source. */
  declare readonly source: string;
  readonly #native: RegExp | undefined;
  // For a class with property escapes: negated, its other members, and the escapes.
  readonly #negated: boolean = false;
  readonly #parts: readonly CodePointSet[] = [];
  // 0: not asked yet, 1: in the set, 2: not in it.
  readonly #ascii = new Uint8Array(128);
  readonly #other = new Map<number, boolean>();

  constructor(source: string) {
    this.source = source;
    const split = splitClass(source);
    if (split === undefined) this.#native = new RegExp(`^(?:${source})$`, "u");
    else {
      this.#negated = split.negated;
      this.#parts = split.parts.map(codePointSet);
    }
  }

  /** True when `codePoint` (a lone surrogate included) is in the set. */
  has(codePoint: number): boolean {
    if (codePoint < 128) {
      const known = this.#ascii[codePoint];
      if (known !== 0) return known === 1;
      const answer = this.#decide(codePoint);
      this.#ascii[codePoint] = answer ? 1 : 2;
      return answer;
    }
    const known = this.#other.get(codePoint);
    if (known !== undefined) return known;
    const answer = this.#decide(codePoint);
    if (this.#other.size >= MAX_REMEMBERED) this.#other.clear();
    this.#other.set(codePoint, answer);
    return answer;
  }

  #decide(codePoint: number): boolean {
    if (this.#native !== undefined) return this.#native.test(String.fromCodePoint(codePoint));
    return this.#parts.some((part) => part.has(codePoint)) !== this.#negated;
  }
}

// One class (`[…]` and nothing else: not a union such as `[^]|\p{L}`) with property escapes,
// as its negation, each escape, and a class of each run of other members between them
// (`[\0\p{L}0]` is `\p{L}`, `[\0]` and `[0]`: joined, `\00` would read as another escape);
// undefined for any other atom. In a valid `u`-mode class a property escape is never a range's
// end, so each run keeps its members; a run starting with `^` gets it escaped.
function splitClass(source: string): { negated: boolean; parts: string[] } | undefined {
  if (source[0] !== "[") return undefined;
  const negated = source[1] === "^";
  const parts: string[] = [];
  let index = negated ? 2 : 1;
  let run = index;
  const endRun = (end: number): void => {
    if (end === run) return;
    parts.push(`[${source[run] === "^" ? "\\" : ""}${source.slice(run, end)}]`);
  };
  while (index < source.length && source[index] !== "]") {
    if (source[index] !== "\\") index += 1;
    else if (source[index + 1] === "p" || source[index + 1] === "P") {
      endRun(index);
      const end = source.indexOf("}", index) + 1;
      parts.push(source.slice(index, end));
      index = end;
      run = end;
    } else index += 2;
  }
  // Before the last run, parts holds something only once a property escape was found.
  if (index !== source.length - 1 || parts.length === 0) return undefined;
  endRun(index);
  return { negated, parts };
}

const shared = new Map<string, CodePointSet>();

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
