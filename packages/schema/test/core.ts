import { compile as compileCoreEntry } from "../src/core.js";
import {
  type CompileOptions,
  compile as compileAny,
  type Infer,
  type Schema,
} from "../src/index.js";

export * from "../src/index.js";

/**
 * Which entry point the core contract's tests run through: the main entry with
 * `vocabulary: "core"` (unset, or `main`), or `@tinyllm/schema/core` (`core`):
 * `TINYLLM_SCHEMA_ENTRY=core npx vitest run --project schema` runs them all against it.
 */
const ENTRY = process.env.TINYLLM_SCHEMA_ENTRY ?? "main";
if (ENTRY !== "main" && ENTRY !== "core") {
  throw new Error(`TINYLLM_SCHEMA_ENTRY is ${JSON.stringify(ENTRY)}: expected "main" or "core"`);
}

/** `compile` in the core vocabulary (SPEC 4.1): the seed contract's tests run through this. */
export function compile<const S>(schema: S, options?: CompileOptions): Schema<Infer<S>> {
  const core = { vocabulary: "core", ...options } as const;
  return ENTRY === "core"
    ? compileCoreEntry(schema, core as { readonly vocabulary: "core" })
    : compileAny(schema, core);
}
