/** The parts of a pattern the matcher needs: atoms that match one code point, and structure. */
export type PatternNode =
  /** One literal code point; `source` is how the pattern wrote it (`a`, `\u0041`, `\cJ`). */
  | { readonly kind: "character"; readonly codePoint: number; readonly source: string }
  /**
   * A class, a class escape (`\d`, `\p{L}`), `.`, or a union of such atoms: something that
   * matches one code point, decided by a native `RegExp` of `source`.
   */
  | { readonly kind: "set"; readonly source: string }
  /** `^`, `$`, `\b`, `\B`: they consume nothing. */
  | { readonly kind: "assertion"; readonly assertion: Assertion }
  | { readonly kind: "sequence"; readonly items: readonly PatternNode[] }
  | { readonly kind: "alternation"; readonly alternatives: readonly PatternNode[] }
  /** `max` is `Infinity` for `*`, `+` and `{n,}`; lazy and greedy mean the same to `test`. */
  | {
      readonly kind: "repeat";
      readonly item: PatternNode;
      readonly min: number;
      readonly max: number;
    };

/** The zero-width assertions a linear-time engine can run. */
export type Assertion = "start" | "end" | "word-boundary" | "not-word-boundary";
