// `@tinyllm/schema/core`: the main entry's API with a `compile` that has only the core vocabulary
// (SPEC 4.1), so a bundler leaves out the standard vocabulary's readers (formats, IDNA, `$ref`,
// `oneOf`...). Everything else is the main entry's own export: a local export wins over `export *`.

export { type CompileOptions, compile } from "./compile-core.js";
export * from "./index.js";
