/**
 * The key under which a value made by `@tinyllm/tool/content` carries its check: the registry
 * only looks it up and calls it, so the checks are bundled only where the constructors are used.
 */
export const CONTENT_CHECK = Symbol.for("@tinyllm/tool/content");
