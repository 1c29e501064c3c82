import { MAX_ERRORS, MAX_REFERENCE_DEPTH } from "../limits.js";
import { quote } from "../quote.js";
import { ValidationError } from "../validation-error.js";
import type { KeywordReader, Validator } from "./keyword.js";
import { collectedBefore, verdictsOf } from "./reference-memo.js";

// How many references the value being validated has been followed into; one validation runs at
// a time (validation is synchronous), and every exit path puts the count back.
let depth = 0;
// Whether a check gave up on a value because the call stack ran out, since the last take.
let stackRanOut = false;
// How many checks gave up on a value at the depth limit or the end of the stack: a verdict
// reached while this moved depends on the path taken, so it is not memoized.
let cutShort = 0;

/**
 * Whether `error` means the call stack ran out: the engine's "call stack exceeded", or anything
 * thrown with the stack (nearly) full. At the limit V8 also throws other errors in its place (a
 * SyntaxError from compiling a regular expression, "undefined is not a function" from a call it
 * could not prepare), so the error's kind alone does not tell. No regular expression here.
 */
export function ranOutOfStack(error: unknown): boolean {
  return (error instanceof RangeError && error.message.includes("call stack")) || stackNearlyFull();
}

/** Whether fewer than 64 more calls fit on the call stack here. */
function stackNearlyFull(): boolean {
  try {
    return nest(64);
  } catch {
    return true;
  }
}

function nest(frames: number): boolean {
  return frames > 0 ? nest(frames - 1) : false;
}

/** Whether a `$ref` check failed a value because the call stack ran out since the last call; resets it. */
export function takeStackRanOut(): boolean {
  const ranOut = stackRanOut;
  stackRanOut = false;
  return ranOut;
}

/** The error for a value nested past what validation follows: the limit, or the call stack. */
export function tooDeep(path: string, stack: boolean): ValidationError {
  return new ValidationError(
    "too_deep",
    path,
    stack
      ? `value nests too deeply to validate: the call stack ran out after ${depth} references`
      : `value nests deeper than ${MAX_REFERENCE_DEPTH} references, over the limit`,
  );
}

/** `$ref` (standard): a local JSON pointer, resolved at compile into the compiled graph. */
export const readRef: KeywordReader = (value, at, spec, context) => {
  if (typeof value !== "string") {
    context.issues.push({ path: at, message: `expected a string, got ${quote(value)}` });
    return;
  }
  const target = context.resolve(value, at);
  if (target === undefined) return;
  spec.extra.push({
    keyword: "$ref",
    inPlace: [target],
    build(validatorOf) {
      // The target may still be compiling (recursion): take its closures at the first call.
      let resolved: Validator | undefined;
      const follow = (item: unknown): boolean => {
        if (depth >= MAX_REFERENCE_DEPTH) {
          cutShort += 1;
          return false;
        }
        depth += 1;
        try {
          resolved ??= validatorOf(target);
          return resolved.check(item);
        } catch (error) {
          // A deep value can exhaust a small stack before the limit: then it fails, and the
          // collector says why (or validate, when the collector had stack enough to pass).
          if (ranOutOfStack(error)) {
            stackRanOut = true;
            cutShort += 1;
            return false;
          }
          throw error;
        } finally {
          depth -= 1;
        }
      };
      return {
        check: (item) => {
          const known = verdictsOf(target);
          if (known === undefined) return follow(item);
          let verdict = known.get(item);
          if (verdict === undefined) {
            const before = cutShort;
            verdict = follow(item);
            if (cutShort === before) known.set(item, verdict);
          }
          return verdict;
        },
        collect: (item, path, errors) => {
          if (depth >= MAX_REFERENCE_DEPTH) {
            errors.push(tooDeep(path, false));
            return;
          }
          // Past the error limit, or collected at this path already (their errors are in the list).
          if (errors.length > MAX_ERRORS || collectedBefore(target, path)) return;
          depth += 1;
          const start = errors.length;
          try {
            resolved ??= validatorOf(target);
            resolved.collect(item, path, errors);
          } catch (error) {
            if (!ranOutOfStack(error)) throw error;
            errors.length = start;
            errors.push(tooDeep(path, true));
          } finally {
            depth -= 1;
          }
        },
      };
    },
  });
};
