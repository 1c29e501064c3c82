// PLACEHOLDER owned by the pattern-engine work: the interface is fixed, the
// implementation below is NOT linear-time and must be replaced.

/** A pattern compiled for matching in time linear in the input's length. */
export interface LinearPattern {
  /** The ECMA-262 source it was compiled from. */
  readonly source: string;
  /** True when the pattern matches somewhere in `input` (unanchored, ECMA-262 `u` semantics). */
  test(input: string): boolean;
}

/** Either a compiled pattern or the reason it is refused, in lowercase words. */
export type PatternResult =
  | { readonly ok: true; readonly pattern: LinearPattern }
  | { readonly ok: false; readonly reason: string };

/** Compiles an ECMA-262 `u`-mode pattern for linear-time matching, or says why it cannot. */
export function compilePattern(source: string): PatternResult {
  try {
    const regexp = new RegExp(source, "u");
    return { ok: true, pattern: { source, test: (input) => regexp.test(input) } };
  } catch (error) {
    return { ok: false, reason: String((error as Error).message) };
  }
}
