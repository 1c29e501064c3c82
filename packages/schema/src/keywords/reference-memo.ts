import type { SchemaSpec } from "../schema-spec.js";

// Issue 27: `$ref`s under anyOf, oneOf, allOf or if can reach the same target with the same
// value along exponentially many paths (a chain of 40 `$defs`, each two references to the next).
// Each (target, value) pair is judged once per validation, and each (target, path) pair
// collected once, so the work is bounded by schema size times value size. Validation is
// synchronous: one module-level memo serves the running one, and validate() begins a new one.

/**
 * References followed in one validation before the verdicts are memoized. A recursive schema over
 * a tree follows one per node and never repeats a pair, so the memo is pure cost there (about 30%
 * on a 127-node tree): values of up to this many nodes never pay it, and a schema that repeats
 * pairs pays at most this many follows before the memo bounds it.
 */
export const MEMO_AFTER = 1_000;

let followed = 0;
let verdicts: Map<SchemaSpec, Map<unknown, boolean>> | undefined;
let collected: Map<SchemaSpec, Set<string>> | undefined;

/** Forgets this validation's memo (its values too): called as validate() ends, whatever way. */
export function forgetReferenceMemo(): void {
  followed = 0;
  verdicts = undefined;
  collected = undefined;
}

/** The memoized verdicts of `target` once this validation has followed many references; else undefined. */
export function verdictsOf(target: SchemaSpec): Map<unknown, boolean> | undefined {
  if (++followed <= MEMO_AFTER) return undefined;
  verdicts ??= new Map();
  let known = verdicts.get(target);
  if (known === undefined) {
    known = new Map();
    verdicts.set(target, known);
  }
  return known;
}

/** Whether `target`'s errors at `path` were already collected in this validation; records them as collected. */
export function collectedBefore(target: SchemaSpec, path: string): boolean {
  collected ??= new Map();
  let paths = collected.get(target);
  if (paths === undefined) {
    paths = new Set();
    collected.set(target, paths);
  }
  if (paths.has(path)) return true;
  paths.add(path);
  return false;
}
