import {
  type CompileOptions,
  compile as compileAny,
  type Infer,
  type Schema,
} from "../src/index.js";

export * from "../src/index.js";

/** `compile` in the core vocabulary (SPEC 4.1): the seed contract's tests run through this. */
export function compile<const S>(schema: S, options?: CompileOptions): Schema<Infer<S>> {
  return compileAny(schema, { vocabulary: "core", ...options });
}
