import type { Json } from "@tinyllm/types";
import { note, type ProjectionContext } from "./projection-context.js";

/** The upper-case type name Gemini's `Schema.type` uses: `string` to `STRING`. */
export function geminiTypeName(type: string): string {
  return type.toUpperCase();
}

/** `type` for Gemini's OpenAPI dialect: one upper-case name; `null` in a list becomes `nullable`. */
export function geminiType(
  value: Json,
  path: string,
  context: ProjectionContext,
): [string, Json][] {
  if (typeof value === "string") return [["type", geminiTypeName(value)]];
  if (!Array.isArray(value)) return [];
  const names = value.filter((name): name is string => typeof name === "string");
  const others = names.filter((name) => name !== "null");
  const nullable: [string, Json][] = others.length < names.length ? [["nullable", true]] : [];
  note(context, {
    path,
    keyword: "type",
    action: "rewritten",
    lossy: false,
    message: "a type list is not accepted",
  });
  if (others.length === 0) return [["type", "NULL"]];
  if (others.length === 1) return [["type", geminiTypeName(others[0] as string)], ...nullable];
  return [["anyOf", others.map((name) => ({ type: geminiTypeName(name) }))], ...nullable];
}

/** A Gemini enum: strings only; other primitives as their JSON text, paired with a coercion back. */
export interface GeminiEnum {
  readonly values: string[];
  readonly nullable: boolean;
  /** Strings that stand for a non-string value; empty when every value was a string. */
  readonly coerce: Map<string, Json>;
}

/**
 * The enum of `values` as Gemini accepts it, or `undefined` when an object or array value cannot
 * be written as a string (the caller moves the enum into the description).
 */
export function geminiEnum(
  values: readonly Json[],
  path: string,
  keyword: string,
  context: ProjectionContext,
): GeminiEnum | undefined {
  const strings = new Set(values.filter((value) => typeof value === "string"));
  const coerce = new Map<string, Json>();
  const out: string[] = [];
  let nullable = false;
  for (const value of values) {
    if (value === null) {
      nullable = true;
    } else if (typeof value === "string") {
      out.push(value);
    } else if (typeof value === "number" || typeof value === "boolean") {
      const text = JSON.stringify(value);
      // A string already in the enum keeps its own meaning; both values pass the registry.
      if (!strings.has(text)) coerce.set(text, value);
      if (!out.includes(text)) out.push(text);
    } else {
      return undefined;
    }
  }
  if (coerce.size > 0) {
    note(context, {
      path,
      keyword,
      action: "rewritten",
      lossy: false,
      message: "enum values must be strings",
    });
  }
  return { values: out, nullable, coerce };
}
