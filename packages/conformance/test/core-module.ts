import * as schema from "@tinyllm/schema";
import type { SchemaModuleLike } from "../src/index.js";

/** @tinyllm/schema in its core vocabulary (SPEC 4.1): the seed contract's suites run against this. */
export const coreSchema: SchemaModuleLike = {
  compile: (source: unknown) => schema.compile(source, { vocabulary: "core" }),
};
