import { quote } from "./quote.js";
import { SchemaError } from "./schema-error.js";

/** What compile may keep without judging it (options of `compile`). */
export interface Leniency {
  /**
   * Unknown keywords to keep as annotations: shown to the model in the schema, judged by nobody.
   * A name ending in `*` stands for every keyword it begins with (`"x-*"`, as OpenAPI writes
   * extensions). A keyword this package reads stays read; one it refuses because it would change
   * what passes (`nullable`, `unevaluatedProperties`, `$id`, ...) stays refused, with its reason.
   */
  readonly annotations?: readonly string[] | undefined;
  /**
   * A `format` this package does not know, or a `pattern` its linear-time engine cannot run
   * (lookaround, backreferences): `"refuse"` (the default) or `"annotate"`: kept for the model,
   * judged by nobody here. Only for a schema another validator judges, such as the JSON Schema a
   * foreign Standard Schema (zod, valibot) states of itself, whose own `validate` decides.
   */
  readonly unenforceable?: "refuse" | "annotate" | undefined;
}

/** The leniency as check-schema reads it. */
export interface ReadLeniency {
  /** Whether an unknown keyword is kept as an annotation. */
  readonly annotation: (key: string) => boolean;
  /** Whether a string `format` or `pattern` that cannot be judged is kept. */
  readonly keepsUnenforceable: boolean;
}

/**
 * The options read, or undefined when they ask for nothing; `ownKeyword` tells the keywords an
 * annotation must leave alone. Throws a SchemaError for an option value it cannot use.
 */
export function readLeniency(
  { annotations = [], unenforceable = "refuse" }: Leniency,
  ownKeyword: (key: string) => boolean,
): ReadLeniency {
  if (
    !Array.isArray(annotations) ||
    annotations.some((name) => typeof name !== "string" || name === "" || name === "*") ||
    (unenforceable !== "refuse" && unenforceable !== "annotate")
  ) {
    throw new SchemaError([
      {
        path: "$",
        message: `expected annotations: keyword names, unenforceable: "refuse" or "annotate"; got ${quote(annotations)}, ${quote(unenforceable)}`,
      },
    ]);
  }
  return {
    annotation: (key) =>
      !ownKeyword(key) &&
      annotations.some((name) =>
        name.endsWith("*") ? key.startsWith(name.slice(0, -1)) : key === name,
      ),
    keepsUnenforceable: unenforceable === "annotate",
  };
}
