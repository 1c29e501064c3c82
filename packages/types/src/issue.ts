/**
 * One problem with a value, as data: a stable `code` for programs, where it is (`$` the whole
 * value, then `.name`, `["odd name"]`, `[i]`) and a lowercase sentence saying what was expected
 * and what came. Packages narrow `Code` to the union of codes they emit.
 */
export interface Issue<Code extends string = string> {
  /** A stable id of the kind of problem. */
  readonly code: Code;
  /** Where in the value: `$` is the whole value, then `.name`, `["odd name"]`, `[i]`. */
  readonly path: string;
  /** What was expected and what came, in lowercase words. */
  readonly message: string;
}
