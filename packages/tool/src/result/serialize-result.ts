import { describeThrown } from "@tinyllm/types";

/** A tool's return value as content for the model, or what made that impossible. */
export type SerializedResult =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly problem: string };

/**
 * Turns what a tool returned into content: `undefined` (no return) as `""`, any other value as
 * `JSON.stringify` writes it; a string too (`shapeValue` sends a plain string as it is, before
 * this). BigInts, cycles, functions, symbols and a `toJSON` that throws give a problem in words
 * instead of an exception.
 */
export function serializeResult(value: unknown): SerializedResult {
  if (value === undefined) return { ok: true, text: "" };
  if (typeof value === "bigint") return { ok: false, problem: "a BigInt" };
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  }
  if (typeof text !== "string") return { ok: false, problem: `a ${typeof value}` };
  return { ok: true, text };
}

function problemOf(error: unknown): string {
  const description = describeThrown(error);
  // Engines word these differently (V8 "circular structure", Firefox "cyclic object value").
  if (/bigint/i.test(description)) return "a value containing a BigInt";
  if (/circular|cyclic/i.test(description)) return "a value with a circular reference";
  return `a value whose serialisation threw (${description})`;
}
